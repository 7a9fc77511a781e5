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

from domain.core import Actor, Event, Seat
from domain.core.words import ENGLISH, Words, say
from domain.platform.events import PLATFORM_EVENT_NAMES
from domain.platform.state import PlatformState
from domain.rulesets import get_ruleset
from services.codec import codec_for
from services.envelope import StoredEvent
from services.loading import LoadedGame, apply_events, empty_game
from services.queries import redact

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


def build_session(game_id: str, events: list[StoredEvent], viewer: Actor,
                  words: Words = ENGLISH, start: LoadedGame | None = None) -> Session:
    """Fold every event (the full stream, or those right after ``start``) and keep what
    ``viewer`` may read, narrated in ``words``' language."""
    game = start or empty_game(game_id)
    entries: list[Entry] = []
    for group in command_groups(events):
        actor = seat_name(game.platform, group[0].metadata, words)
        seen: list[StoredEvent] = []
        lines: list[str] = []
        for stored in group:
            line, shown = _narrate(game, stored, viewer, words)
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


def _narrate(game: LoadedGame, stored: StoredEvent, viewer: Actor,
             words: Words) -> tuple[str | None, StoredEvent | None]:
    """The line for one event (state before it) and the event as the viewer sees it."""
    if stored.type in PLATFORM_EVENT_NAMES:
        return platform_line(game.platform, stored, words), redact(game, stored, viewer)
    shown = redact(game, stored, viewer)
    if shown.type == REDACTED:
        return None, None
    ruleset = game.ruleset
    event: Event = codec_for(ruleset).decode_event(shown)
    return ruleset.narrate(game.rules, event, words), shown


def seat_name(table: PlatformState, metadata: dict[str, Any], words: Words = ENGLISH) -> str:
    """The name of the seat that acted: ``GM`` for the gm seat and for platform events
    written without an actor (only the gm invites seats)."""
    actor = metadata.get("actor")
    if not isinstance(actor, dict):
        return gm_name(words)
    seat = table.seats.get(str(actor.get("seat_id")))
    if seat is not None:
        return display_name(seat, words)
    return gm_name(words) if actor.get("role") == "gm" else str(actor.get("seat_id") or
                                                                  say(words, "someone"))


def gm_name(words: Words = ENGLISH) -> str:
    """The gm as a log names it (« MJ »)."""
    return words.pgettext("seat", "GM")


def display_name(seat: Seat, words: Words = ENGLISH) -> str:
    """How a seat is named in a log."""
    return gm_name(words) if seat.role == "gm" else seat.name


def role_word(words: Words, role: str) -> str:
    """A seat's role in words."""
    return {"gm": words.pgettext("role", "gm"), "player": words.pgettext("role", "player"),
            "observer": words.pgettext("role", "observer")}.get(role, role)


def randomness_word(words: Words, mode: str) -> str:
    """A randomness mode in words."""
    return {"server": words.pgettext("randomness", "server"),
            "physical": words.pgettext("randomness", "physical"),
            "mixed": words.pgettext("randomness", "mixed")}.get(mode, mode)


def ruleset_title(name: str) -> str:
    """A rule system as its rulebook names it (« Locquemare », « Voyages & Aventures »),
    its registry name when it is not hosted here."""
    ruleset = get_ruleset(name)
    return ruleset.title if ruleset is not None else name


def platform_line(table: PlatformState, stored: StoredEvent, words: Words = ENGLISH) -> str:
    """The platform's own line for its events (rule systems never see them)."""
    data, w = stored.data, words
    if stored.type == "GameCreated":
        return say(w, "The game \u201c%(title)s\u201d opens (%(ruleset)s, %(randomness)s "
                   "randomness).", title=data.get("title", ""),
                   ruleset=ruleset_title(str(data.get("ruleset"))),
                   randomness=randomness_word(w, str(data.get("randomness"))))
    if stored.type == "SeatJoined":
        return say(w, "%(name)s joins the table as %(role)s.", name=data.get("name"),
                   role=role_word(w, str(data.get("role"))))
    if stored.type == "GameClosed":
        return say(w, "The game is closed; its seed is revealed: %(seed)s.",
                   seed=data.get("seed"))
    if stored.type in ("SeatRevoked", "SeatTokenRotated"):
        seat = table.seats.get(str(data.get("seat_id")))
        name = display_name(seat, w) if seat is not None else str(data.get("seat_id"))
        return say(w, "%(name)s leaves the table (seat revoked).", name=name) \
            if stored.type == "SeatRevoked" else say(w, "%(name)s gets a new token.",
                                                     name=name)
    if stored.type == "GameImported":
        line = say(w, "The game is imported from game %(source)s; later draws use a new "
                   "seed.", source=data.get("source_game_id"))
        return f"{line} {_imported_draws(w, data.get('unverified'), stored.version)}"
    if stored.type == "GameForked":
        return say(w, "The game is forked from game %(source)s at version %(at)s; later "
                   "draws use a new seed.", source=data.get("source_game_id"),
                   at=data.get("at"))
    return generic_line(stored)


def _imported_draws(w: Words, unverified: Any, version: int) -> str:
    """What the import could check of the server draws before it."""
    ranges = [{"first": 1, "last": version - 1}] if unverified is None else unverified
    if not ranges:
        return say(w, "Its server draws were checked against their revealed seed.")
    shown = ", ".join(f"{r['first']}-{r['last']}" if r["first"] != r["last"]
                      else str(r["first"]) for r in ranges)
    return say(w, "Its server draws of versions %(versions)s could not be verified (the "
               "file did not reveal their seed): they count as imported, unverified.",
               versions=shown)


def generic_line(stored: StoredEvent) -> str:
    """A plain line for an event nothing narrated: its type and its data."""
    parts = ", ".join(f"{key}: {_plain(value)}" for key, value in stored.data.items())
    return f"{stored.type} ({parts})" if parts else stored.type


def _plain(value: Any) -> str:
    if isinstance(value, str):
        return value
    return msgspec.json.encode(value).decode()
