"""The NDJSON export format: a header line, then one line per stored event.

Each event line carries the whole envelope (hashes in hex, ``recorded_at`` exactly as it
was hashed), so the file rebuilds the game anywhere and its hash chain verifies offline
with the header's ``game_id``. A seat other than the gm gets a *redacted* export (hidden
events become ``Redacted`` shells, the commands as sent are removed): its chain no longer
verifies, so it can be read but neither imported nor verified; the gm's export is the
full one.
"""

from datetime import datetime
from typing import Any

import msgspec

from domain.core.words import sentence
from services.envelope import StoredEvent, first_broken_link
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


class ExportedEvent(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One event line: the stored envelope with hex hashes and the hashed timestamp."""

    version: int
    type: str
    schema_version: int
    data: dict[str, Any]
    metadata: dict[str, Any]
    recorded_at: str
    prev_hash: str
    hash: str


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
                         prev_hash=event.prev_hash.hex(), hash=event.hash.hex())


def parse_export(body: bytes) -> ParsedExport:
    """Decode an export, or ``invalid_export`` (422) naming the first bad line
    (``json_too_deep``, 400, for a line nested deeper than ``MAX_EXPORT_LINE_DEPTH``)."""
    lines = [(number, line) for number, line in enumerate(body.split(b"\n"), start=1)
             if line.strip()]
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


def _event(game_id: str, number: int, line: bytes) -> StoredEvent:
    try:
        raw = msgspec.json.decode(line, type=ExportedEvent)
        return StoredEvent(game_id=game_id, version=raw.version, type=raw.type, data=raw.data,
                           metadata=raw.metadata,
                           recorded_at=datetime.fromisoformat(raw.recorded_at),
                           prev_hash=bytes.fromhex(raw.prev_hash), hash=bytes.fromhex(raw.hash),
                           schema_version=raw.schema_version)
    except (msgspec.DecodeError, msgspec.ValidationError, ValueError) as error:
        raise InvalidRequest("invalid_export",
            sentence('line %(number)s: not an event: %(error)s',
                     number=number, error=error)) from error


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


def verified_export(body: bytes) -> ParsedExport:
    """A parsed export whose chain verifies, or ``export_tampered`` (422)."""
    parsed = parse_export(body)
    if parsed.header.redacted:
        raise InvalidRequest("invalid_export",
            sentence("this export was redacted for a player seat: only the gm's full export "
                     'can be imported'))
    problem = chain_problem(parsed)
    if problem is not None:
        raise InvalidRequest("export_tampered", problem[1])
    return parsed
