"""A seeded random walk over what a rule system offers (issue #36's bounded state), in
process: at each step one seat (the gm or a player) sends one command built from one of
its offers (``tests.support.offer_build``, the system's ``free`` for the fields without
choices), a type picked first so that one command offered for many characters is not
favoured. Offers that would end the game or change the cast are left out, so the walk
stays a long evening of play. The table stage's games (``tests.benchmarks.offered_games``)
take their steps from ``pick`` too."""

import random
import re
from typing import Any

import msgspec

from domain.core import Actor, Command, DomainError, Seat, SeededRandomSource
from domain.rulesets import RULESETS
from services.codec import RulesetCodec
from tests.support.locquemare_http import hero_sheet, sybeline_sheet
from tests.support.offer_build import Free, build
from tests.support.voyages_http import doc_sheet, tetra_sheet
from tests.support.xyrop_http import sheet as xyrop_sheet

LEFT_OUT = re.compile(r"^(Register|Create|Add|Remove|Delete|Retire|Import|Rename|Edit)"
                      r"|EndGame|EndCampaign"
                      r"|^(ApplyMilestoneAdvance|GainProwess|EmptyEvolutionTrack)$")
"""Offer types the walk never sends: the cast stays as set up, and no sheet gains a lasting
trait (a distinction, a treasure, a prowess, a key). Those are the sheet, which play needs
whole; the rules grant one per advancement (Xyrop: one option every third adventure,
Locquemare: a prowess at an act's or a scenario's end, a full evolution track), so a sheet
grows with the campaign, never with the events of an evening. The walk, ending an
adventure or a scenario every dozen commands, would otherwise measure a campaign of
hundreds of adventures."""


def pick(ruleset: Any, state: Any, seats: list[Seat], r: random.Random,
         free: Free) -> tuple[Actor, Command]:
    """The walk's next (seat, command), built from the state's offers."""
    options: list[tuple[Actor, Any, str | None]] = []
    for seat in seats:
        if seat.role == "observer":
            continue
        actor = Actor(seat_id=seat.seat_id, role=seat.role)
        for offered in ruleset.available(state, actor, seats).available:
            if not LEFT_OUT.search(offered.type):
                ids: list[str | None] = [*(offered.character_ids or [None])]
                options += [(actor, offered, cid) for cid in ids]
    kinds = sorted({o.type for _, o, _ in options})
    r.shuffle(kinds)
    for kind in kinds:
        actor, offered, cid = r.choice([o for o in options if o[1].type == kind])
        try:
            return actor, build(ruleset, state, offered, cid, r, free)
        except (msgspec.ValidationError, LookupError, ValueError):
            continue  # a field the test suite's ``free`` does not fill here: another type
    raise RuntimeError(f"{ruleset.name}: nothing offered could be built")


class Walk:
    """A game played in process by the offered walk: its state, seats and event count."""

    def __init__(self, ruleset: Any, seats: list[Seat], free: Free,
                 seed: int = 36) -> None:
        self.ruleset, self.seats, self.free = ruleset, seats, free
        self.state = ruleset.initial_state(msgspec.convert({}, ruleset.options_type))
        self.events = 0
        self.r = random.Random(seed)
        self.counts: dict[str, int] = {}
        """Commands accepted, by type."""

    def send(self, actor: Actor, command: Command) -> bool:
        """Decide and fold one command; whether it was accepted."""
        try:
            events = self.ruleset.decide(self.state, command, actor,
                                         SeededRandomSource(self.r.randrange(2**32)))
        except DomainError:
            return False
        for event in events:
            self.state = self.ruleset.evolve(self.state, event)
        self.events += len(events)
        kind = str(type(command).__struct_config__.tag)
        self.counts[kind] = self.counts.get(kind, 0) + 1
        return True

    def grow(self, wanted: int) -> "Walk":
        """Play offered commands until the game has ``wanted`` events."""
        refused = 0
        while self.events < wanted:
            if not self.send(*pick(self.ruleset, self.state, self.seats, self.r, self.free)):
                refused += 1  # a field chosen apart (FIELD_REFUSALS): the next step differs
                assert refused <= 10 * max(100, self.events), "the walk is refused only"
        return self

    def read(self, seat_id: str) -> dict[str, Any]:
        """What ``GET state`` serves the seat ``seat_id``: its view, its offers and whom
        the table waits for."""
        seat = next(s for s in self.seats if s.seat_id == seat_id)
        viewer = Actor(seat_id=seat.seat_id, role=seat.role)
        offers = self.ruleset.available(self.state, viewer, self.seats)
        return {"state": self.ruleset.view(self.state, viewer),
                "available": offers.available, "waiting_for": offers.waiting_for}

    def size(self, seat_id: str) -> int:
        """The bytes of ``GET state``'s body for the seat ``seat_id``."""
        return len(msgspec.json.encode(self.read(seat_id)))


def peak_reads(walk: Walk, windows: tuple[int, ...], seat_ids: tuple[str, ...],
               every: int = 7) -> list[int]:
    """The largest ``GET state`` body any of ``seat_ids`` reads, sampled every ``every``
    commands, in each window of the walk (up to each of ``windows`` events in turn)."""
    peaks = []
    for end in windows:
        peak, step = 0, 0
        while walk.events < end:
            walk.grow(walk.events + 1)
            step += 1
            if step % every == 0:
                peak = max(peak, *(walk.size(s) for s in seat_ids))
        peaks.append(max(peak, *(walk.size(s) for s in seat_ids)))
    return peaks


SEATS = [Seat(seat_id="gm", role="gm", name="gm"),
         Seat(seat_id="p1", role="player", name="p1"),
         Seat(seat_id="p2", role="player", name="p2")]
"""The walk's table: the gm and two players (the table stage's, observers aside)."""


def _sheets(system: str) -> list[tuple[str, dict[str, Any]]]:
    """(seat, ``RegisterCharacter`` body) of the table stage's cast."""
    if system == "xyrop":
        return [("p1", xyrop_sheet("pip")), ("p2", xyrop_sheet("sam"))]
    if system == "voyages":
        return [("p1", tetra_sheet()), ("p2", doc_sheet("p2"))]
    return [("p1", sybeline_sheet()), ("p2", hero_sheet("artus", "Artus")),
            ("gm", hero_sheet("hero3", "Hero3", owner="p2"))]


def offered_table(system: str, free: Free, seed: int = 36) -> Walk:
    """A ``system`` game with the table stage's cast registered by its seats, ready to walk
    (Xyrop, Voyages & Aventures or Locquemare)."""
    walk = Walk(RULESETS[system], SEATS, free, seed)
    codec = RulesetCodec(walk.ruleset)
    for seat_id, body in _sheets(system):
        role = "gm" if seat_id == "gm" else "player"
        command = codec.decode_command(msgspec.json.encode(body))
        assert walk.send(Actor(seat_id=seat_id, role=role), command), body
    return walk
