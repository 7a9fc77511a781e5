"""What the platform's fields mean: the API's own bodies, an event's envelope, the
platform's events (``PlatformGameCreated``…), problems, the recap and its luck chart. The
texts are data, in ``field_docs.toml`` beside this module. Rule systems declare theirs in
``domain/<system>/field_docs.toml``; a name both use is the rule system's first."""

from domain.core.field_docs import read_field_docs

PLATFORM_DOCS = read_field_docs(__package__)
"""The platform's field descriptions, consulted after a rule system's own."""
