"""Hypothesis: random legal command sequences keep the invariants, replay, and snapshot."""

import time
from random import Random

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.core import GM, DomainError, Event, fold
from domain.voyages import commands as cmd
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.resolution import level_name
from domain.voyages.rules.sheet import MAX_ADJECTIVE_VALUE, TATTOO_LIMIT, tattooed_points
from domain.voyages.state import VoyagesOptions, VoyagesState
from tests.support.decider_spec import mixed
from tests.unit.voyages.helpers import doc, registered
from tests.unit.voyages.helpers import tetra as tetra_sheet
from tests.unit.voyages.moves import MOVES, Move


def _check_invariants(state: VoyagesState) -> None:
    for conflict in state.conflicts.values():
        assert 0 <= conflict.escalation_points <= 9
    view = VOYAGES.view(state, GM)
    for cid, data in view.conflicts.items():
        points = state.conflicts[cid].escalation_points
        assert data.escalation.level == level_name(points)
    adjectives = [a for h in state.characters.values() for a in h.adjectives]
    adjectives += [a for h in state.things.values() for a in h.adjectives]
    assert all(1 <= a.value <= MAX_ADJECTIVE_VALUE for a in adjectives)
    for sheet in state.characters.values():
        assert tattooed_points(sheet.tint_inventory) <= TATTOO_LIMIT


def _history(moves: list[Move]) -> list[Event]:
    state = fold(VOYAGES, VOYAGES.initial_state(VoyagesOptions()), [])
    history: list[Event] = registered(tetra_sheet(), doc())
    state = fold(VOYAGES, state, history)
    for move, a, d in moves:
        command = MOVES[move](state, a, d)
        try:
            events = [] if command is None else VOYAGES.decide(state, command, GM, mixed())
        except DomainError:
            continue
        history += events
        state = fold(VOYAGES, state, events)
    return history


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.integers(0, len(MOVES) - 1), st.integers(0, 5),
                          st.integers(1, 6)), max_size=40), st.randoms(use_true_random=False))
def test_evolve_is_total_even_on_events_out_of_order(moves: list[Move],
                                                     random: Random) -> None:
    history = _history(moves)
    random.shuffle(history)
    kept = history[: random.randint(0, len(history))]
    fold(VOYAGES, VOYAGES.initial_state(VoyagesOptions()), kept)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, len(MOVES) - 1), st.integers(0, 5),
                          st.integers(1, 6)), max_size=60))
def test_random_legal_sequences_keep_invariants_replay_and_snapshot(moves: list[Move]) -> None:
    initial = VOYAGES.initial_state(VoyagesOptions())
    history: list[Event] = registered(tetra_sheet(), doc())
    state = fold(VOYAGES, initial, history)
    for move, a, d in moves:
        command = MOVES[move](state, a, d)
        if command is None:
            continue
        try:
            events = VOYAGES.decide(state, command, GM, mixed())
        except DomainError:
            continue
        history += events
        state = fold(VOYAGES, state, events)
        _check_invariants(state)
    replayed = fold(VOYAGES, initial, history)
    assert replayed == state
    assert VOYAGES.view(replayed, GM) == VOYAGES.view(state, GM)
    snapshot = msgspec.json.decode(msgspec.json.encode(state), type=VOYAGES.state_type)
    assert snapshot == state
    assert VOYAGES.view(snapshot, GM) == VOYAGES.view(state, GM)
    stored = [msgspec.json.decode(msgspec.json.encode(ev), type=type(ev)) for ev in history]
    assert fold(VOYAGES, initial, stored) == state


def test_folding_ten_thousand_action_events_is_fast() -> None:
    initial = VOYAGES.initial_state(VoyagesOptions())
    state = fold(VOYAGES, initial, registered(tetra_sheet(), doc()))
    history: list[Event] = []
    for n in range(3334):
        for command in (cmd.RollAction(action_id=f"a{n}", character_id="tetra", dice=(4,)),
                        cmd.CloseAction(action_id=f"a{n}")):
            events = VOYAGES.decide(state, command, GM, mixed())
            state = fold(VOYAGES, state, events)
            history += events
    started = time.perf_counter()
    replayed = fold(VOYAGES, fold(VOYAGES, initial, registered(tetra_sheet(), doc())), history)
    elapsed = time.perf_counter() - started
    assert replayed == state
    assert elapsed < 1.0, f"{len(history)} events folded in {elapsed:.3f}s"
