"""Turning JSON into a rule system's commands, and stored events into domain events."""

from typing import Any, Union

import msgspec

from domain.core import Command, Event, Ruleset, event_data, event_type
from services.envelope import NewEvent, StoredEvent
from services.errors import InvalidRequest, MalformedRequest
from services.table import PLATFORM_COMMAND_TYPES, PLATFORM_EVENT_TYPES


class RulesetCodec:
    """Decoders for one rule system's commands and events (platform events included)."""

    def __init__(self, ruleset: Ruleset[Any]) -> None:
        command_types = (*PLATFORM_COMMAND_TYPES, *ruleset.command_types)
        self.command_names = frozenset(str(t.__struct_config__.tag) for t in command_types)
        self._command_union: Any = Union[command_types]  # noqa: UP007
        event_types = (*PLATFORM_EVENT_TYPES, *ruleset.event_types)
        self._event_union: Any = Union[event_types]  # noqa: UP007
        self._event_classes = {str(t.__struct_config__.tag): t for t in event_types}

    def decode_command(self, body: bytes) -> Command:
        """A command from a request body, or a 400/422 error saying what is wrong."""
        try:
            raw = msgspec.json.decode(body)
        except msgspec.DecodeError as error:
            raise MalformedRequest("malformed_json", f"the body is not JSON: {error}") from error
        if not isinstance(raw, dict):
            raise MalformedRequest("malformed_json", "the body must be a JSON object")
        kind = raw.get("type")
        if kind not in self.command_names:
            raise InvalidRequest(
                "unknown_command",
                f"unknown command type {kind!r}; expected one of "
                + ", ".join(sorted(self.command_names)))
        try:
            command: Command = msgspec.convert(raw, self._command_union, strict=True)
        except msgspec.ValidationError as error:
            raise InvalidRequest("invalid_command", f"{kind}: {error}") from error
        return command

    def decode_event(self, stored: StoredEvent) -> Event:
        """The domain event behind a stored envelope, upcast to its current schema."""
        data = stored.data
        cls = self._event_classes.get(stored.type)
        if cls is not None:
            for version in range(stored.schema_version, cls.schema_version):
                data = cls.upcast(data, version)
        event: Event = msgspec.convert({**data, "type": stored.type}, self._event_union)
        return event


_CODECS: dict[str, RulesetCodec] = {}


def codec_for(ruleset: Ruleset[Any]) -> RulesetCodec:
    """The (cached) codec of a rule system."""
    codec = _CODECS.get(ruleset.name)
    if codec is None:
        codec = _CODECS[ruleset.name] = RulesetCodec(ruleset)
    return codec


def to_new_event(event: Event) -> NewEvent:
    """The storable form of a domain event."""
    return NewEvent(type=event_type(event), data=event_data(event),
                    schema_version=type(event).schema_version)
