"""The NDJSON export format: a header line, then one line per stored event.

Each event line carries the whole envelope (hashes in hex, ``recorded_at`` exactly as it
was hashed), so the file rebuilds the game anywhere and its hash chain verifies offline
with the header's ``game_id``. A seat other than the gm gets a *redacted* export (hidden
events become ``Redacted`` shells, the commands as sent are removed, and no hash: each
was computed over what that seat may not read, see ``services.queries.redact``): it can
be read but neither imported nor verified; the gm's export is the full one.

A file is checked before anything of it is kept: at most ``max_events`` event lines
(counted before any is decoded), versions and schema versions within what the store
holds, ``recorded_at`` with a time zone and within the calendar once in UTC, and no
string PostgreSQL cannot store (``U+0000``). Each refusal is ``422 invalid_export``
naming the line (``too_many_events`` for the count).
"""

from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Annotated, Any

import msgspec

from domain.core.words import sentence
from services.envelope import WITHHELD, StoredEvent, first_broken_link
from services.errors import InvalidRequest
from services.json_depth import MAX_EXPORT_LINE_DEPTH, require_shallow

FORMAT = "tabletop-export"
FORMAT_VERSION = 1
MEDIA_TYPE = "application/x-ndjson"


class ExportHeader(msgspec.Struct, frozen=True):
    """The first line of an export."""

    format: str
    format_version: int
    game_id: str
    ruleset: str
    version: int
    exported_at: str
    title: str = ""
    redacted: bool = False


MAX_VERSION = 2**31 - 1
"""Versions are PostgreSQL ``integer``s."""
MAX_SCHEMA_VERSION = 2**15 - 1
"""Schema versions are PostgreSQL ``smallint``s."""


class ExportedEvent(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One event line: the stored envelope with hex hashes (null in a redacted export)
    and the hashed timestamp."""

    version: Annotated[int, msgspec.Meta(ge=1, le=MAX_VERSION)]
    type: Annotated[str, msgspec.Meta(min_length=1, max_length=200)]
    schema_version: Annotated[int, msgspec.Meta(ge=1, le=MAX_SCHEMA_VERSION)]
    data: dict[str, Any]
    metadata: dict[str, Any]
    recorded_at: str
    prev_hash: str | None
    hash: str | None


class ParsedExport(msgspec.Struct, frozen=True):
    """A decoded export: its header and its events (``game_id`` from the header)."""

    header: ExportHeader
    events: list[StoredEvent]


def encode_export(header: ExportHeader, events: list[StoredEvent]) -> bytes:
    """The NDJSON bytes of an export."""
    lines = [msgspec.json.encode(header)]
    lines.extend(msgspec.json.encode(_line(event)) for event in events)
    return b"\n".join(lines) + b"\n"


def _line(event: StoredEvent) -> ExportedEvent:
    return ExportedEvent(version=event.version, type=event.type,
                         schema_version=event.schema_version, data=event.data,
                         metadata=event.metadata, recorded_at=event.recorded_at.isoformat(),
                         prev_hash=_hex(event.prev_hash), hash=_hex(event.hash))


def _hex(digest: bytes) -> str | None:
    return None if digest == WITHHELD else digest.hex()


def parse_export(body: bytes, max_events: int | None = None) -> ParsedExport:
    """Decode an export, or ``invalid_export`` (422) naming the first bad line
    (``json_too_deep``, 400, for a line nested deeper than ``MAX_EXPORT_LINE_DEPTH``;
    ``too_many_events``, 422, for more than ``max_events`` event lines)."""
    lines = list(_lines(body, max_events))
    if not lines:
        raise InvalidRequest("invalid_export", sentence('the export is empty'))
    for number, line in lines:  # before any line reaches the (recursive) decoder
        require_shallow(line, MAX_EXPORT_LINE_DEPTH, f"line {number}")
    header = _header(lines[0][1])
    events = [_event(header.game_id, number, line) for number, line in lines[1:]]
    if not events or events[0].type != "GameCreated":
        raise InvalidRequest("invalid_export",
            sentence('line 2: an export starts with GameCreated'))
    return ParsedExport(header, events)


def _header(line: bytes) -> ExportHeader:
    try:
        header = msgspec.json.decode(line, type=ExportHeader)
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        raise InvalidRequest("invalid_export",
            sentence('line 1: not an export header: %(error)s',
                     error=error)) from error
    if header.format != FORMAT or header.format_version != FORMAT_VERSION:
        raise InvalidRequest("invalid_export", sentence(
            "line 1: expected format %(wanted)r version %(wanted_version)s, got %(got)r "
            "%(got_version)s", wanted=FORMAT, wanted_version=FORMAT_VERSION,
            got=header.format, got_version=header.format_version))
    return header


def _lines(body: bytes, max_events: int | None) -> Iterator[tuple[int, bytes]]:
    """The non-blank lines of a body with their numbers, one at a time (not one
    ``split``: a single C call over 60 MiB holds the interpreter, and the event loop,
    for as long as it takes); ``too_many_events`` as soon as there are more than
    ``max_events`` event lines (the header is not one)."""
    start, number, kept, size = 0, 0, 0, len(body)
    while start < size:
        end = body.find(b"\n", start)
        end = size if end < 0 else end
        line, number, start = body[start:end], number + 1, end + 1
        if not line.strip():
            continue
        kept += 1
        if max_events is not None and kept - 1 > max_events:
            raise InvalidRequest("too_many_events", sentence(
                "the export holds more than %(max_events)s events, the most this server "
                "imports", max_events=max_events))
        yield number, line


def _event(game_id: str, number: int, line: bytes) -> StoredEvent:
    try:
        raw = msgspec.json.decode(line, type=ExportedEvent)
        event = StoredEvent(game_id=game_id, version=raw.version, type=raw.type,
                            data=raw.data, metadata=raw.metadata,
                            recorded_at=_moment(raw.recorded_at),
                            prev_hash=_digest(raw.prev_hash), hash=_digest(raw.hash),
                            schema_version=raw.schema_version)
    except (msgspec.DecodeError, msgspec.ValidationError, ValueError, OverflowError) as error:
        raise InvalidRequest("invalid_export",
            sentence('line %(number)s: not an event: %(error)s',
                     number=number, error=error)) from error
    if b"\\u0000" in line and _holds_nul([raw.type, raw.data, raw.metadata]):
        raise InvalidRequest("invalid_export", sentence(
            "line %(number)s: a text holds the character U+0000, which cannot be stored",
            number=number))
    return event


def _moment(text: str) -> datetime:
    """``recorded_at`` as hashed: with a time zone (a naive time would be read back in
    another one, and the chain broken), and one that still is a date once in UTC."""
    moment = datetime.fromisoformat(text)
    if moment.tzinfo is None:
        raise ValueError(f"recorded_at {text!r} has no time zone")
    moment.astimezone(UTC)  # OverflowError past year 9999 or before year 1
    return moment


def _digest(text: str | None) -> bytes:
    return WITHHELD if text is None else bytes.fromhex(text)


def _holds_nul(value: Any) -> bool:
    """Whether any string (or object key) of a decoded JSON value holds U+0000."""
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, dict):
        return any(_holds_nul(key) or _holds_nul(item) for key, item in value.items())
    if isinstance(value, list):
        return any(_holds_nul(item) for item in value)
    return False


def chain_problem(parsed: ParsedExport) -> tuple[int | None, str] | None:
    """The first integrity problem of an export, as (version, detail), or None.

    The chain is checked first (a changed byte is reported at its own event), then that
    the versions run 1..N and that N is the header's version (a dropped tail).
    """
    events = parsed.events
    broken = first_broken_link(events)
    if broken is not None:
        index = next(i for i, event in enumerate(events) if event.version == broken)
        return broken, (f"line {index + 2} (version {broken}): the hash chain breaks here: "
                        "this event, or the link to the one before it, was changed")
    for index, event in enumerate(events):
        if event.version != index + 1:
            return event.version, (f"line {index + 2}: version {event.version} where "
                                   f"{index + 1} was expected")
    if events[-1].version != parsed.header.version:
        return None, (f"the header says version {parsed.header.version} but the file ends "
                      f"at version {events[-1].version}: events are missing")
    return None


def verified_export(body: bytes, max_events: int | None = None) -> ParsedExport:
    """A parsed export whose chain verifies, or ``export_tampered`` (422)."""
    parsed = parse_export(body, max_events)
    if parsed.header.redacted:
        raise InvalidRequest("invalid_export",
            sentence("this export was redacted for a player seat: only the gm's full export "
                     'can be imported'))
    problem = chain_problem(parsed)
    if problem is not None:
        raise InvalidRequest("export_tampered", problem[1])
    return parsed
