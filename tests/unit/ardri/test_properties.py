"""Hypothesis: random command sequences keep the Ardri invariants, replay exactly, and
snapshot through msgspec JSON."""

from typing import Any

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.ardri.decider import ARDRI
from domain.ardri.events import EVENT_TYPES, ActionRolled, ConcurrenceRolled
from domain.ardri.state import ArdriState
from domain.core import GM, Command, DomainError, Event, SeededRandomSource, fold
from tests.unit.ardri.helpers import Game
from tests.unit.ardri.moves import MOVERS, Mover, a_table_move, characters

EventUnion: Any = EVENT_TYPES[0]
for _type in EVENT_TYPES[1:]:
    EventUnion = EventUnion | _type


def check_invariants(state: ArdriState) -> None:
    """Stores within bounds, thresholds >= 1, every roll's totals add up."""
    session = state.session
    if session is None:
        return
    for murphy in session.murphy.values():
        assert 0 <= len(murphy.stored) <= murphy.store_count <= 3
    for roll in session.open_rolls.values():
        assert roll.effective_threshold >= 1
        base = len(roll.trinity_success_indices) + roll.attribute_success
        assert roll.total_successes == base + len(roll.bonus_successes)
        assert all(b.value <= roll.effective_threshold for b in roll.bonus_successes)
    for contest in session.concurrences.values():
        assert all(r.threshold >= 1 for r in contest.rolls.values())


def check_roll_event(e: ActionRolled) -> None:
    """The outcome follows from the dice, computed independently of the decider."""
    t = e.effective_threshold
    assert t == max(1, e.threshold_before_floor) and all(1 <= v <= 10 for v in e.trinity_dice)
    hits = [i for i, v in enumerate(e.trinity_dice) if v <= t]
    attr = e.attribute_auto_success or (e.attribute_die_value or 99) <= t
    total = len(hits) + attr
    if e.attribute_die_faces:
        assert 1 <= (e.attribute_die_value or 0) <= e.attribute_die_faces
    laws: dict[tuple[int, ...], str] = {(3, 3, 3): "holy_trinity", (10, 10, 10): "oma"}
    expected = laws.get(tuple(e.trinity_dice))
    if expected is None:
        crit = "critical_" if len(set(e.trinity_dice)) == 1 else ""
        expected = crit + ("success" if total >= 2 else "failure")
    assert (list(e.trinity_success_indices), e.attribute_success, e.total_successes,
            e.outcome) == (hits, attr, total, expected)


def check_contest_event(e: ConcurrenceRolled) -> None:
    """Concurrence successes are every die under the threshold."""
    faces = [*e.trinity_dice, *([e.attribute_die_value] if e.attribute_die_value else [])]
    assert list(e.success_values) == [v for v in faces if v <= e.threshold]


def play(table: Game, command: Command, rng: SeededRandomSource) -> None:
    """Decide and apply one command; a refused one leaves the state as it was."""
    state = table.state
    try:
        events = table.when(command, GM, rng)
    except DomainError:
        assert table.state is state
        return
    for event in events:
        if isinstance(event, ActionRolled):
            check_roll_event(event)
        if isinstance(event, ConcurrenceRolled):
            check_contest_event(event)
    check_invariants(table.state)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sheets=characters(), data=st.data(), seed=st.integers(0, 10_000))
def test_random_sequences_keep_invariants_replay_exactly_and_snapshot(
        sheets: list[Event], data: st.DataObject, seed: int) -> None:
    table = Game(*sheets)
    rng = SeededRandomSource(seed, mode="mixed")
    for _ in range(data.draw(st.integers(5, 30))):
        state = table.state
        if state.session is None:
            commands = [a_table_move(data.draw, state)]
        else:
            mover: Mover = data.draw(st.sampled_from(MOVERS))
            made = mover(data.draw, state)
            commands = made if isinstance(made, list) else [made]
        for command in commands:
            play(table, command, rng)
    replayed = fold(ARDRI, ARDRI.initial_state(None), table.history)
    assert replayed == table.state
    assert ARDRI.view(replayed, GM) == ARDRI.view(table.state, GM)
    snapshot = msgspec.json.decode(msgspec.json.encode(table.state), type=ArdriState)
    assert snapshot == table.state
    stored_log = msgspec.json.decode(msgspec.json.encode(table.history), type=list[EventUnion])
    assert stored_log == table.history
    shuffled = data.draw(st.permutations(table.history))
    fold(ARDRI, ARDRI.initial_state(None), shuffled)  # evolve is total: never raises
