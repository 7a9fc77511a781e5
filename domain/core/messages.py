"""Base classes of commands and events: frozen msgspec structs tagged by ``type``.

A subclass's tag is its class name unless it sets ``tag=...``; the union of a rule
system's commands is therefore a tagged union whose JSON form is a flat object
``{"type": "DrawGems", ...}``. Unknown fields are rejected so that a typo in a client
is an error, not a silently ignored parameter.
"""

from typing import Any

import msgspec


class Command(msgspec.Struct, frozen=True, kw_only=True, tag_field="type", tag=True,
              forbid_unknown_fields=True):
    """A request to change a game, named in the imperative (``DrawGems``)."""


class Event(msgspec.Struct, frozen=True, kw_only=True, tag_field="type", tag=True):
    """A fact that happened, named in the past tense (``GemsDrawn``). Never changed."""

    schema_version = 1
    """Bumped when the payload shape changes; upcasters turn old payloads into new."""


def event_type(event: Event) -> str:
    """The stored ``type`` of an event (its tag)."""
    tag = type(event).__struct_config__.tag
    assert isinstance(tag, str)
    return tag


def event_data(event: Event) -> dict[str, Any]:
    """The stored ``data`` of an event: its fields as JSON-ready builtins, without the tag."""
    data = msgspec.to_builtins(event)
    assert isinstance(data, dict)
    data.pop("type", None)
    return data
