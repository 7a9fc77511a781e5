"""What Locquemare's fields mean (spec sections 3 to 7): the document's descriptions and the
web table's help, translated in the ``locquemare`` catalog. The texts are data, in
``field_docs.toml`` beside this module."""

from domain.core.field_docs import read_field_docs

DOCS = read_field_docs(__package__)
"""Locquemare's field descriptions (``LocquemareRuleset.field_docs``)."""
