"""Turning JSON into a rule system's commands, and stored events into domain events."""

from typing import Any, Union

import msgspec

from domain.core import Command, Event, Ruleset, event_data, event_type
from domain.core.words import sentence
from domain.platform.events import PLATFORM_COMMAND_TYPES, PLATFORM_EVENT_TYPES
from services.envelope import NewEvent, StoredEvent
from services.errors import InvalidRequest, MalformedRequest
from services.json_depth import require_shallow
from services.text import may_hold_controls, require_clean_text


class RulesetCodec:
    """Decoders for one rule system's commands and events (platform events included)."""

    def __init__(self, ruleset: Ruleset[Any]) -> None:
        command_types = (*PLATFORM_COMMAND_TYPES, *ruleset.command_types)
        # One class per tag: msgspec.convert to a single Struct class uses its cached type
        # info, whereas a Union is re-analysed on every call (~170 us per event).
        self._commands: dict[str, Any] = {_tag(t): t for t in command_types}
        self.command_names = frozenset(self._commands)
        event_types = (*PLATFORM_EVENT_TYPES, *ruleset.event_types)
        self._event_union: Any = Union[event_types]  # noqa: UP007
        self._event_classes = {_tag(t): t for t in event_types}

    def decode_command(self, body: bytes) -> Command:
        """A command from a request body, or a 400/422 error saying what is wrong (400
        ``json_too_deep``, 422 ``invalid_text`` for a control character: ``services.text``)."""
        require_shallow(body)  # before the recursive decoder: never a RecursionError
        try:
            raw = msgspec.json.decode(body)
        except msgspec.DecodeError as error:
            raise MalformedRequest("malformed_json",
                sentence('the body is not JSON: %(error)s',
                         error=error)) from error
        if not isinstance(raw, dict):
            raise MalformedRequest("malformed_json", sentence('the body must be a JSON object'))
        if may_hold_controls(body):
            require_clean_text(raw)
        kind = raw.get("type")
        if kind not in self.command_names:
            raise InvalidRequest("unknown_command", sentence(
                "unknown command type %(kind)r; expected one of %(kinds)s", kind=kind,
                kinds=", ".join(sorted(self.command_names))))
        try:
            command: Command = msgspec.convert(raw, self._commands[kind], strict=True)
        except msgspec.ValidationError as error:
            raise InvalidRequest("invalid_command",
                sentence('%(kind)s: %(error)s',
                         kind=kind, error=error)) from error
        return command

    def decode_event(self, stored: StoredEvent) -> Event:
        """The domain event behind a stored envelope, upcast to its current schema."""
        data = stored.data
        cls = self._event_classes.get(stored.type)
        if cls is not None:
            for version in range(stored.schema_version, cls.schema_version):
                data = cls.upcast(data, version)
        target = cls if cls is not None else self._event_union
        event: Event = msgspec.convert({**data, "type": stored.type}, target)
        return event


_CODECS: dict[str, RulesetCodec] = {}


def codec_for(ruleset: Ruleset[Any]) -> RulesetCodec:
    """The (cached) codec of a rule system."""
    codec = _CODECS.get(ruleset.name)
    if codec is None:
        codec = _CODECS[ruleset.name] = RulesetCodec(ruleset)
    return codec


def _tag(struct_type: Any) -> str:
    return str(struct_type.__struct_config__.tag)


def to_new_event(event: Event) -> NewEvent:
    """The storable form of a domain event."""
    return NewEvent(type=event_type(event), data=event_data(event),
                    schema_version=type(event).schema_version)
