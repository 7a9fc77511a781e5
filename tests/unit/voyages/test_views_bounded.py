"""Contract C4 (issue #36 item 2): Voyages' ``state`` must not grow with the number of
events. A table plays server-rolled actions (failed ones are harms a flaw may answer),
group situations and conflict rounds, each resolution closed after it, to 10^2 and to 10^4
events; the read model is measured at both (closed actions, situations and conflicts, past
rounds and the harms no flaw can answer any more are out of it)."""

import msgspec

from domain.core import GM, Command, DomainError, SeededRandomSource
from domain.voyages import commands as cmd
from domain.voyages.decider import VOYAGES
from domain.voyages.state import VoyagesOptions, VoyagesState
from tests.support.offered_walk import offered_table
from tests.unit.voyages.helpers import BRAWL, doc, registered, side, tetra
from tests.unit.voyages.offers import free as walk_free

N = 100


def _try(state: VoyagesState, command: Command, seed: int) -> tuple[VoyagesState, int]:
    """The state after the command and its events (none when refused)."""
    try:
        events = VOYAGES.decide(state, command, GM, SeededRandomSource(seed))
    except DomainError:
        return state, 0
    for event in events:
        state = VOYAGES.evolve(state, event)
    return state, len(events)


def _action(turn: int) -> list[Command]:
    aid = f"a{turn}"
    return [cmd.RollAction(action_id=aid, character_id="tetra",
                         helpers=(cmd.HelperSpec(character_id="doc"),)),
            cmd.CloseAction(action_id=aid)]


def _situation(turn: int) -> list[Command]:
    sid = f"s{turn}"
    return [cmd.OpenSituation(situation_id=sid, group_mode="average", participants=(
        cmd.ParticipantSpec(character_id="tetra"), cmd.ParticipantSpec(character_id="doc"))),
        cmd.RollSituation(situation_id=sid, character_id="tetra"),
        cmd.RollSituation(situation_id=sid, character_id="doc"),
        cmd.RollEnvironment(situation_id=sid), cmd.ScoreSituation(situation_id=sid),
        cmd.CloseSituation(situation_id=sid)]


def _conflict(turn: int) -> list[Command]:
    kid = f"k{turn}"
    rounds: list[Command] = []
    for _ in range(3):
        rounds += [cmd.StartRound(conflict_id=kid),
                   cmd.ChooseApproach(conflict_id=kid, description="à la hache"),
                   cmd.RollConflict(conflict_id=kid, side_id="pcs", member_rolls=(
                       cmd.MemberRollSpec(member="tetra"), cmd.MemberRollSpec(member="doc"))),
                   cmd.RollConflict(conflict_id=kid, side_id="npc", member_rolls=(
                       cmd.MemberRollSpec(member="ogre"),)),
                   cmd.ScoreRound(conflict_id=kid),
                   cmd.DeclareSpending(conflict_id=kid, side_id="pcs"),
                   cmd.DeclareSpending(conflict_id=kid, side_id="npc"),
                   cmd.DeclareBlocks(conflict_id=kid, side_id="pcs"),
                   cmd.DeclareBlocks(conflict_id=kid, side_id="npc")]
    return [cmd.OpenConflict(conflict_id=kid, frame="bagarre", generic_grid=BRAWL,
                           initiator_side_id="pcs",
                           sides=(side("pcs", "tetra", "doc", mode="sum"), side("npc", "ogre"))),
            *rounds, cmd.EndConflict(conflict_id=kid)]


def play(wanted: int) -> tuple[VoyagesState, int]:
    """Tetra and Doc, an action, a situation and a conflict in turn, until ``wanted``
    events; the state and the number of events."""
    state = VOYAGES.initial_state(VoyagesOptions())
    for event in registered(tetra(), doc()):
        state = VOYAGES.evolve(state, event)
    count, turn = 2, 0
    while count < wanted:
        for command in (_action, _situation, _conflict)[turn % 3](turn):
            state, made = _try(state, command, turn)
            count += made
        turn += 1
    return state, count


def size(state: VoyagesState) -> int:
    """The bytes of the ``state`` read model."""
    return len(msgspec.json.encode(VOYAGES.view(state, GM)))


def test_the_state_read_does_not_grow_with_the_events() -> None:
    (short, few), (long, many) = play(N), play(100 * N)
    assert many >= 100 * N > few >= N
    assert size(long) <= 1.1 * size(short), (size(short), size(long))
    assert size(long) <= 64 * 1024


def test_closed_conflicts_leave_the_state() -> None:
    """Issue #36's bounded state: a closed conflict leaves the state when the next one
    opens (its id stays reserved), so the gm's action-cost offer, which named every closed
    conflict, stays short. Played by script (a conflict every third turn, each ended), since
    the offered walk below ends too few conflicts to show it; no ``GET state`` body of the
    walk passes 64 KB."""
    state, _ = play(3_000)
    ended = [k for k in state.closed_ids if k.startswith("k")]
    kept = [k for k, conflict in state.conflicts.items() if conflict.status == "closed"]
    assert len(ended) >= 10, state.closed_ids
    assert len(kept) <= 1, kept
    walk = offered_table("voyages", walk_free)
    peak = 0
    for end in range(500, 3_001, 500):
        walk.grow(end)
        peak = max(peak, walk.size("gm"), walk.size("p1"))
    assert len(walk.counts) >= 12, walk.counts
    assert peak <= 64 * 1024
