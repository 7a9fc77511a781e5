"""Contract C4 (issue #36 item 2): Xyrop's session kept every roll of the session, so a
long session's ``state`` grew with its events; now a character's earlier roll closes out
of the state when it rolls again (only its latest roll is live, R2). A table of three
plays rolls, oppositions and effects to 10^2 and to 10^4 events; the ``state`` read model
and the folded state are measured."""

import msgspec

from domain.core import GM, Command, DomainError, SeededRandomSource
from domain.xyrop import commands as cmd
from domain.xyrop.decider import XYROP
from domain.xyrop.state import GameState
from tests.support.offered_walk import offered_table, peak_reads
from tests.unit.xyrop.helpers import register_pip
from tests.unit.xyrop.offers import free as walk_free

N = 100
WINDOWS = (300, 1_000, 2_000)
"""The offered walk's stretches: the first bounds the others."""
IDS = ("pip", "sam", "ylva")


def _try(state: GameState, command: Command, seed: int) -> GameState:
    """The state after the command (unchanged when refused)."""
    try:
        events = XYROP.decide(state, command, GM, SeededRandomSource(seed))
    except DomainError:
        return state
    for event in events:
        state = XYROP.evolve(state, event)
    return state


def _turn(state: GameState, turn: int) -> list[Command]:
    """One character's roll, its opposition and the winner's step of an npc's stress."""
    cid = IDS[turn % len(IDS)]
    contest_id = f"contest-{state.event_count + 1}"
    direction = "up" if turn % 4 < 2 else "down"
    return [cmd.RollAction(character_id=cid, approach_id="careful", role_id="burglar"),
            cmd.RollOpposition(contest_ids=(contest_id,), kind="difficulty", difficulty_dice=2),
            cmd.ApplyContestEffect(contest_id=contest_id, effect=cmd.StressStep(
                target_kind="npc", target_id="orc", stress_id="wound", direction=direction))]


def play(wanted: int) -> GameState:
    """A table of three in one long session (the bound holds inside a session, whose end
    would drop its rolls anyway), until ``wanted`` events."""
    state = XYROP.initial_state(None)
    for cid in IDS:
        state = _try(state, register_pip(cid, f"seat-{cid}", cid.capitalize()), 0)
    state = _try(state, cmd.StartSession(present_character_ids=IDS), 0)
    turn = 0
    while state.event_count < wanted:
        for command in _turn(state, turn):
            state = _try(state, command, turn)
        turn += 1
    return state


def sizes(state: GameState) -> tuple[int, int]:
    """The bytes of the ``state`` read model and of the folded state."""
    return len(msgspec.json.encode(XYROP.view(state, GM))), len(msgspec.json.encode(state))


def test_the_state_read_and_the_folded_state_do_not_grow_with_the_events() -> None:
    """At 10^2 and 10^4 events of one session, within 10 % and at most 64 KB."""
    short, long = play(N), play(100 * N)
    assert long.event_count >= 100 * N and long.session is not None
    assert long.session.contests and len(long.session.contests) <= len(IDS)
    for few, many in zip(sizes(short), sizes(long), strict=True):
        assert many <= 1.1 * few, (sizes(short), sizes(long))
    assert sizes(long)[0] <= 64 * 1024


def test_only_each_characters_latest_roll_stays() -> None:
    """A character's earlier roll is out of the state once it rolls again; the others'
    latest rolls stay."""
    state = play(60)
    assert state.session is not None
    rollers = [contest.character_id for contest in state.session.contests.values()]
    assert sorted(rollers) == sorted(set(rollers))
    assert set(state.session.live_contests()) == set(rollers)


def test_the_state_read_stays_bounded_under_the_offered_walk() -> None:
    """Issue #36's must-show, in process: a seeded walk over what the table offers
    (``tests.support.offered_walk``, as the table stage plays it over HTTP). The largest
    ``GET state`` body the gm and a player read over the first 300 events bounds, within
    10 %, the largest of every later stretch up to 2,000 events; none passes 64 KB."""
    walk = offered_table("xyrop", walk_free)
    first, *later = peak_reads(walk, WINDOWS, ("gm", "p1"))
    assert len(walk.counts) >= 12, walk.counts  # the walk plays the table, not one command
    assert all(peak <= 1.1 * first for peak in later), (first, later)
    assert max(first, *later) <= 64 * 1024
