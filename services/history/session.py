"""A game's log as a person reads it: one entry per command, with who acted and the rule
system's narration, folded from the stored events and redacted for the reading seat.

Events of one command share ``metadata["command_id"]`` (events appended without one are
grouped by their shared metadata and timestamp, which one append writes once). The rule
system narrates each event with the state just before it; platform events get the
platform's own lines. When nothing of a command was narrated, each of its events gets a
generic line, so no command is silently dropped.
"""

from collections.abc import Iterator
from datetime import datetime
from typing import Any

import msgspec

from domain.core import Actor, Event
from services.codec import codec_for
from services.envelope import StoredEvent
from services.loading import LoadedGame, apply_events, empty_game
from services.queries import redact
from services.table import PLATFORM_EVENT_NAMES, Seat, Table

REDACTED = "Redacted"


class Entry(msgspec.Struct, frozen=True):
    """One command's worth of the log, as a seat may see it."""

    actor: str
    command_type: str
    recorded_at: datetime
    events: list[StoredEvent]
    lines: list[str]


class Session(msgspec.Struct, frozen=True):
    """The game at its last version and its log entries."""

    game: LoadedGame
    entries: list[Entry]


def command_groups(events: list[StoredEvent]) -> Iterator[list[StoredEvent]]:
    """Consecutive events caused by one command."""
    group: list[StoredEvent] = []
    for event in events:
        if group and _group_key(group[0]) != _group_key(event):
            yield group
            group = []
        group.append(event)
    if group:
        yield group


def _group_key(event: StoredEvent) -> Any:
    command_id = event.metadata.get("command_id")
    if command_id:
        return command_id
    return event.recorded_at, msgspec.json.encode(event.metadata, order="sorted")


def build_session(game_id: str, events: list[StoredEvent], viewer: Actor) -> Session:
    """Fold every event (the full stream) and keep what ``viewer`` may read."""
    game = empty_game(game_id)
    entries: list[Entry] = []
    for group in command_groups(events):
        actor = seat_name(game.table, group[0].metadata)
        seen: list[StoredEvent] = []
        lines: list[str] = []
        for stored in group:
            line, shown = _narrate(game, stored, viewer)
            game = apply_events(game, [stored])
            if shown is not None:
                seen.append(shown)
            if shown is not None and line:
                lines.append(line)
        if seen:
            lines = lines or [generic_line(event) for event in seen]
            command = str(group[0].metadata.get("command_type") or group[0].type)
            entries.append(Entry(actor, command, group[0].recorded_at, seen, lines))
    return Session(game, entries)


def _narrate(game: LoadedGame, stored: StoredEvent,
             viewer: Actor) -> tuple[str | None, StoredEvent | None]:
    """The line for one event (state before it) and the event as the viewer sees it."""
    if stored.type in PLATFORM_EVENT_NAMES:
        return platform_line(game.table, stored), redact(game, stored, viewer)
    shown = redact(game, stored, viewer)
    if shown.type == REDACTED:
        return None, None
    ruleset = game.ruleset
    event: Event = codec_for(ruleset).decode_event(shown)
    return ruleset.narrate(game.rules, event), shown


def seat_name(table: Table, metadata: dict[str, Any]) -> str:
    """The name of the seat that acted: ``GM`` for the gm seat and for platform events
    written without an actor (only the gm invites seats)."""
    actor = metadata.get("actor")
    if not isinstance(actor, dict):
        return "GM"
    seat = table.seats.get(str(actor.get("seat_id")))
    if seat is not None:
        return display_name(seat)
    return "GM" if actor.get("role") == "gm" else str(actor.get("seat_id") or "someone")


def display_name(seat: Seat) -> str:
    """How a seat is named in a log."""
    return "GM" if seat.role == "gm" else seat.name


def platform_line(table: Table, stored: StoredEvent) -> str:
    """The platform's own line for its events (rule systems never see them)."""
    data = stored.data
    if stored.type == "GameCreated":
        return (f"The game \u201c{data.get('title', '')}\u201d opens "
                f"({data.get('ruleset')}, {data.get('randomness')} randomness).")
    if stored.type == "SeatJoined":
        return f"{data.get('name')} joins the table as {data.get('role')}."
    if stored.type == "GameClosed":
        return f"The game is closed; its seed is revealed: {data.get('seed')}."
    if stored.type in ("SeatRevoked", "SeatTokenRotated"):
        seat = table.seats.get(str(data.get("seat_id")))
        name = display_name(seat) if seat is not None else str(data.get("seat_id"))
        return (f"{name} leaves the table (seat revoked)." if stored.type == "SeatRevoked"
                else f"{name} gets a new token.")
    if stored.type == "GameImported":
        return (f"The game is imported from game {data.get('source_game_id')}; "
                "later draws use a new seed.")
    return generic_line(stored)


def generic_line(stored: StoredEvent) -> str:
    """A plain line for an event nothing narrated: its type and its data."""
    parts = ", ".join(f"{key}: {_plain(value)}" for key, value in stored.data.items())
    return f"{stored.type} ({parts})" if parts else stored.type


def _plain(value: Any) -> str:
    if isinstance(value, str):
        return value
    return msgspec.json.encode(value).decode()
