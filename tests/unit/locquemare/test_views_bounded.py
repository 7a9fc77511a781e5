"""Contract C4 (issue #36 item 2): Locquemare's ``GET state`` carries what play needs now
(the open action, the pending complications, the keys in play), not the history: answered
complications, closed actions and spent elans are in the log and the events. A table of
actions, complications and scenes is played to 10^2 and to 10^4 events and its read model
measured. (The folded state keeps the ids of past actions and complications, so a reused
id is still refused: ``duplicate_id``.)"""

import msgspec

from domain.core import GM, Command, DomainError, SeededRandomSource
from domain.locquemare import commands as cmd
from domain.locquemare.decider import LOCQUEMARE
from domain.locquemare.state import LocquemareState
from tests.support.offered_walk import offered_table, peak_reads
from tests.unit.locquemare.helpers import table
from tests.unit.locquemare.offers import free as walk_free
from tests.unit.locquemare.test_liveness import next_closing_step

HEROES = ("sybeline", "artus")
WINDOWS = (300, 1_000, 2_000)
"""The offered walk's stretches: the first bounds the others."""


class CountedGame:
    """The gm's commands decided and folded, their events counted (a refused one changes
    nothing)."""

    def __init__(self) -> None:
        game = table()
        self.state, self.events = game.state, len(game.history)

    def do(self, command: Command | None, seed: int) -> None:
        if command is None:
            return
        try:
            events = LOCQUEMARE.decide(self.state, command, GM, SeededRandomSource(seed))
        except DomainError:
            return
        for event in events:
            self.state = LOCQUEMARE.evolve(self.state, event)
        self.events += len(events)

    def turn(self, turn: int) -> None:
        """A complication proposed and answered, then an action played to its close (the
        gm's closing steps of the liveness machine)."""
        hero = HEROES[turn % 2]
        self.do(cmd.ProposeComplication(
            complication_id=f"c{turn}", hero_id=hero, key_id=f"{hero}-concept",
            complication_kind="event", text="Un ennui", proposer="adversity"), turn)
        self.do(cmd.AcceptComplication(complication_id=f"c{turn}"), turn)
        self.do(cmd.DeclareAction(action_id=f"a{turn}", hero_id=hero, action_type="overcome",
                                 approach="aggro", resource="adrenaline"), turn)
        for _ in range(40):
            step = next_closing_step(self.state)
            if step is None:
                break
            self.do(step, turn)


def play(wanted: int) -> CountedGame:
    """Five heroes at the table, two of them acting, a new scene every 8 turns (minor
    consequences healed), until ``wanted`` events."""
    played, turn = CountedGame(), 0
    while played.events < wanted:
        if turn % 8 == 7:
            played.do(cmd.EndScene(breather_hero_ids=HEROES), turn)
            played.do(cmd.StartScene(present_hero_ids=HEROES), turn)
        played.turn(turn)
        turn += 1
    return played


def size(state: LocquemareState) -> int:
    """The bytes of the ``state`` read model for the gm (the largest view)."""
    return len(msgspec.json.encode(LOCQUEMARE.view(state, GM)))


def test_the_state_read_does_not_grow_with_the_events() -> None:
    short, long = play(10**2), play(10**4)
    assert long.events >= 10**4 and long.state.phase == "in_scene"
    assert len(long.state.complications) > 1000  # answered ones are still folded
    assert size(long.state) <= 1.1 * size(short.state), (size(short.state), size(long.state))
    assert size(long.state) <= 64 * 1024


def test_the_state_read_stays_bounded_under_the_offered_walk() -> None:
    """Issue #36's must-show, in process: a seeded walk over what the table offers
    (``tests.support.offered_walk``, as the table stage plays it over HTTP). The largest
    ``GET state`` body the gm and a player read over the first 300 events bounds, within
    10 %, the largest of every later stretch up to 2,000 events; none passes 64 KB."""
    walk = offered_table("locquemare", walk_free)
    first, *later = peak_reads(walk, WINDOWS, ("gm", "p1"))
    assert len(walk.counts) >= 12, walk.counts  # the walk plays the table, not one command
    assert all(peak <= 1.1 * first for peak in later), (first, later)
    assert max(first, *later) <= 64 * 1024
