"""A deterministic ESPRI session to replay: setup, then Calls with physical gems.

The Calls (declare, draw, place, extra gems, and the choices a result asks for) are played
once in process by the real decider with server draws; the drawn gems are then written into
the commands as physical results, so any fresh ``mixed`` game replays the same session over
HTTP or through the service layer, with the same events, whatever its seat ids.
"""

from collections.abc import Iterator
from typing import Any

import msgspec

from domain.core import GM, DomainError, Event, SeededRandomSource, event_type
from domain.espri.decider import ESPRI
from domain.espri.state import EspriOptions, EspriState

DEVA = {"winter": 3, "spring": 2, "summer": 2, "autumn": 2}
CERES = {"autumn": 3, "winter": 2, "spring": 2, "summer": 2}
SEASONS = ("winter", "spring", "summer", "autumn")
LEADERS = ("deva", "ceres")
Json = dict[str, Any]
COMMANDS: dict[str, Any] = {str(t.__struct_config__.tag): t for t in ESPRI.command_types}
"""Command classes by tag (``msgspec.convert`` to one class is far cheaper than to a union)."""


def sheet(cid: str, seat_id: str, tutelary: str, seasons: dict[str, int], **extra: Any) -> Json:
    """A ``RegisterCharacter`` body."""
    return {"type": "RegisterCharacter", "id": cid, "name": cid.capitalize(),
            "player_id": seat_id, "kind": "guardian", "tutelary_season": tutelary,
            "devotion": 2, "seasons": seasons, "talents": ["Abri"], **extra}


def setup_commands(deva_seat: str, ceres_seat: str) -> list[Json]:
    """Two guardians registered, their setup draws and prayers, setup complete."""
    return [
        sheet("deva", deva_seat, "winter", DEVA),
        sheet("ceres", ceres_seat, "autumn", CERES,
              relations={"deva": {"nature": "tenderness", "resonance_max": 1}}),
        {"type": "DrawSetupGems", "character_id": "deva",
         "gems": ["winter", "autumn", "autumn", "summer", "summer"]},
        {"type": "ChooseSetupPrayers", "character_id": "deva", "keep": ["summer", "summer"]},
        {"type": "DrawSetupGems", "character_id": "ceres",
         "gems": ["autumn", "spring", "spring", "autumn", "time"]},
        {"type": "ChooseSetupPrayers", "character_id": "ceres", "keep": ["spring", "spring"]},
        {"type": "CompleteSetup"},
    ]


class Session:
    """The in-process game the script is recorded from."""

    def __init__(self, seed: int) -> None:
        self.state: EspriState = ESPRI.initial_state(EspriOptions())
        self.rng = SeededRandomSource(seed, mode="mixed")
        self.events: list[Event] = []

    def play(self, body: Json) -> list[Event]:
        """Decide and evolve one command sent by the gm; its events."""
        command = msgspec.convert(body, COMMANDS[body["type"]])
        events = ESPRI.decide(self.state, command, GM, self.rng)
        for event in events:
            self.state = ESPRI.evolve(self.state, event)
        self.events.extend(events)
        return events


def _first(events: list[Event], kind: str) -> Event | None:
    return next((e for e in events if event_type(e) == kind), None)


def _call(session: Session, leader: str, season: str) -> Iterator[Json]:
    """One Call, recorded command by command (raises DomainError when it cannot be played)."""
    declare = {"type": "DeclareCall", "leader_id": leader, "called_season": season,
               "talent": "Abri"}
    session.play(declare)
    yield declare
    drawn = _first(session.play({"type": "DrawGems"}), "GemsDrawn")
    hand = list(getattr(drawn, "gems", ()))
    yield {"type": "DrawGems", "gems": hand}
    placed, events = _place(session, hand)
    yield placed
    yield from _answer_waits(session, events)


def _place(session: Session, hand: list[str]) -> tuple[Json, list[Event]]:
    """The first legal placement, rupture last and shifted down: a rupture point gained
    may send a prayer gem back at random, which a replay in another game would not repeat."""
    for main in sorted(dict.fromkeys(hand), key=lambda gem: gem == "rupture"):
        for shift in (None, "down", "up"):
            body = {"type": "PlaceCallGems", "main": main, **({"shift": shift} if shift else {})}
            try:
                return body, session.play(body)
            except DomainError:
                continue
    raise DomainError("no_placement", "no gem of the hand can be placed")


def _answer_waits(session: Session, events: list[Event]) -> Iterator[Json]:
    while (waiting := _first(events, "CallAwaiting")) is not None:
        body = _answer(session, getattr(waiting, "step", ""))
        events = session.play(body)
        yield body


def _answer(session: Session, step: str) -> Json:
    call = session.state.open_call
    assert call is not None
    if step == "awaiting_extra_gems":
        return {"type": "PlaceExtraGems", "gems": list(call.hand[:call.extra_count])}
    if step == "awaiting_rupture_removal":
        return {"type": "RemoveRuptureGem", "skip": True}
    return {"type": "KeepPrayerGem", "skip": True}


def record_calls(count: int, seed: int = 7) -> tuple[list[Json], list[Event]]:
    """Up to ``count`` Calls after the setup: their command bodies and all events.

    A Call that cannot be played (board or pool exhausted) ends the recording; between
    Calls a day passes now and then, as at a table.
    """
    session = Session(seed)
    for body in setup_commands("seat-deva", "seat-ceres"):
        session.play(body)
    bodies: list[Json] = []
    for n in range(count):
        played = _try_call(session, LEADERS[n % 2], SEASONS[n % 4]) or _try_call(
            session, LEADERS[n % 2], SEASONS[n % 4], _recovery(session))
        if played is None:
            break
        bodies += played
    return bodies, session.events


def _recovery(session: Session) -> list[Json]:
    """The gm mends the characters between Calls (a new day, mended media)."""
    bodies: list[Json] = [{"type": "AdvanceDay"}]
    for cid, sheet_ in session.state.characters.items():
        if sheet_.medium_shattered or sheet_.rupture_points > sheet_.harmony:
            bodies.append({"type": "AdjustSheet", "character_id": cid, "reason": "mended",
                           "changes": {"rupture_points": 0, "medium_shattered": False}})
    return bodies


def _try_call(session: Session, leader: str, season: str,
              before: list[Json] | None = None) -> list[Json] | None:
    saved = (session.state, len(session.events))
    try:
        for body in before or ():
            session.play(body)
        return [*(before or ()), *_call(session, leader, season)]
    except DomainError:
        session.state = saved[0]
        del session.events[saved[1]:]
        return None


def record_long(total: int, seed: int = 7) -> list[Event]:
    """The events of one long game of Calls, ``total`` events (about 6 per Call)."""
    _, events = record_calls(total // 5 + 10, seed)
    assert len(events) >= total, "the session ended before the long game was long enough"
    return events[:total]
