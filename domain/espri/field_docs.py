"""What ESPRI's fields mean (spec sections 4 to 8): the document's descriptions and the
web table's help, translated in the ``espri`` catalog. The texts are data, in
``field_docs.toml`` beside this module."""

from domain.core.field_docs import read_field_docs

DOCS = read_field_docs(__package__)
"""ESPRI's field descriptions (``EspriRuleset.field_docs``)."""
