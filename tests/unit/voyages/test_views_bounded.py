"""Contract C4 (issue #36 item 2): Voyages' ``state`` must not grow with the number of
events. A table plays server-rolled actions (failed ones are harms a flaw may answer),
group situations and conflict rounds, each resolution closed after it, to 10^2 and to 10^4
events; the read model is measured at both (closed actions, situations and conflicts, past
rounds and the harms no flaw can answer any more are out of it), and so is the folded state
the decider and every seat's offers read on each commit: only the closed resolutions' ids
grow there (client-given, reserved for good: ``duplicate_id``)."""

from functools import cache

import msgspec

from domain.core import GM, Command, DomainError, SeededRandomSource
from domain.voyages import commands as cmd
from domain.voyages.decider import VOYAGES
from domain.voyages.state import VoyagesOptions, VoyagesState
from tests.support.decider_spec import spec
from tests.support.offered_walk import Walk, offered_table
from tests.unit.voyages.helpers import BRAWL, PLAYER, doc, registered, side, table, tetra
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


def folded_size(state: VoyagesState) -> int:
    """The bytes of the folded state but for the reserved ids of closed resolutions."""
    return len(msgspec.json.encode(msgspec.structs.replace(state, closed_ids=frozenset())))


@cache
def offered_walk() -> tuple[Walk, list[tuple[int, int, int]]]:
    """The offered walk to 3,000 events; every 500 events, the ``GET state`` bytes of the
    gm and of a player and the number of effects in the folded state."""
    walk, samples = offered_table("voyages", walk_free), []
    for end in range(500, 3_001, 500):
        walk.grow(end)
        samples.append((walk.size("gm"), walk.size("p1"), len(walk.state.effects)))
    return walk, samples


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
    walk, samples = offered_walk()
    assert len(walk.counts) >= 12, walk.counts
    assert max(max(gm, p1) for gm, p1, _ in samples) <= 64 * 1024


def test_the_folded_state_keeps_only_the_effects_a_flaw_may_still_answer() -> None:
    """R1: a flaw answers an effect until each character it hit starts its next action,
    situation or conflict; then the effect leaves the folded state, which every seat's
    offers scan on each commit (822 effects were kept at 10^4 walked events, doubling a
    commit's cost). Both the scripted table and the offered walk (which plays flaws,
    rerolls and 'maybe' costs) keep a handful."""
    (short, _), (long, _) = play(N), play(100 * N)
    assert folded_size(long) <= 1.1 * folded_size(short), (folded_size(short),
                                                            folded_size(long))
    _, samples = offered_walk()
    assert max(effects for _, _, effects in samples) <= 12, samples


def test_an_effect_that_left_the_state_still_answers_flaw_window_closed() -> None:
    """R1: Tetra's failed action (e1) leaves the state when she starts her next action; a
    flaw on it is still refused as too late, an effect never made as no harm on her."""
    game = spec(VOYAGES).at(table()).played(
        cmd.RollAction(action_id="a1", character_id="tetra", dice=(2,)),
        cmd.CloseAction(action_id="a1"),
        cmd.RollAction(action_id="a2", character_id="tetra", dice=(6,)))
    assert "e1" not in game.state.effects and game.state.effect_seq == 1

    def flaw(effect_id: str) -> cmd.InvokeFlaw:
        return cmd.InvokeFlaw(effect_id=effect_id, character_id="tetra", flaw="maladroite",
                              replacement_description="she trips")

    game.when(flaw("e1"), PLAYER).refused("flaw_window_closed")
    game.when(flaw("e2"), PLAYER).refused("effect_not_invocable")
