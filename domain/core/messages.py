"""Base classes of commands and events: frozen msgspec structs tagged by ``type``.

A subclass's tag is its class name unless it sets ``tag=...``; the union of a rule
system's commands is therefore a tagged union whose JSON form is a flat object
``{"type": "DrawGems", ...}``. Unknown fields are rejected so that a typo in a client
is an error, not a silently ignored parameter.

A command and the event that records it often share a group of fields: rule systems
declare it once as a plain struct that both inherit (``class PriceStake(StakeRef,
Command)``), and ``carried`` builds one struct from another's shared fields.
"""

from typing import Any, TypeVar

import msgspec

T = TypeVar("T", bound=msgspec.Struct)


class Command(msgspec.Struct, frozen=True, kw_only=True, tag_field="type", tag=True,
              forbid_unknown_fields=True):
    """A request to change a game, named in the imperative (``DrawGems``)."""


class Event(msgspec.Struct, frozen=True, kw_only=True, tag_field="type", tag=True):
    """A fact that happened, named in the past tense (``GemsDrawn``). Never changed."""

    schema_version = 1
    """Bumped when the payload shape changes; ``upcast`` turns old payloads into new."""

    @classmethod
    def upcast(cls, data: dict[str, Any], from_version: int) -> dict[str, Any]:
        """The payload of version ``from_version + 1`` from one of ``from_version``.

        Stored events are never rewritten: an event class whose shape changes bumps
        ``schema_version`` and overrides this to upgrade old payloads on read.
        """
        raise NotImplementedError(f"{cls.__name__} has no upcaster from v{from_version}")


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


def carried(kind: type[T], source: msgspec.Struct, **values: Any) -> T:
    """A ``kind`` built from the fields of ``source`` that it also has, ``values`` added or
    overriding: an event that records what its command said, a state record that keeps what
    its event said. Rule systems share such field groups as a base struct of both."""
    fields = set(kind.__struct_fields__) - set(values)
    return kind(**{name: getattr(source, name) for name in source.__struct_fields__
                   if name in fields}, **values)
