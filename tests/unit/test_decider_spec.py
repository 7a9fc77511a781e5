"""The one test language of the deciders says what it asserts, and fails when it should."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.core import Actor, InvalidValue, NotAuthorized
from tests.support.counter import (
    COUNTER,
    CounterOptions,
    CounterZeroed,
    Increment,
    Incremented,
    Reset,
)
from tests.support.decider_spec import spec

PLAYER = Actor(seat_id="p1", role="player")


@given(st.lists(st.integers(1, 10), max_size=8), st.integers(1, 10))
def test_then_asserts_the_events_the_command_causes_after_the_given_ones(
        steps: list[int], by: int) -> None:
    total = sum(steps)
    history = [Incremented(by=step, total=sum(steps[:i + 1])) for i, step in enumerate(steps)]
    after = spec(COUNTER).given(history).when(Increment(by=by)).then(
        Incremented(by=by, total=total + by))
    assert after.state.total == total + by
    with pytest.raises(AssertionError):
        spec(COUNTER).given(history).when(Increment(by=by)).then(
            Incremented(by=by, total=total + by + 1))


def test_refused_asserts_the_code_and_its_kind() -> None:
    refusal = spec(COUNTER).when(Reset(), PLAYER).refused("gm_only")
    assert refusal.code == "gm_only"
    spec(COUNTER).when(Increment(by=11)).refused("invalid_step", InvalidValue)
    with pytest.raises(AssertionError):
        spec(COUNTER).when(Reset(), PLAYER).refused("counter_full")
    with pytest.raises(pytest.fail.Exception):
        spec(COUNTER).when(Reset()).refused("gm_only")


def test_options_and_a_held_state_are_givens_too() -> None:
    started = spec(COUNTER, CounterOptions(start=5))
    assert started.state.total == 5
    zeroed = started.when(Reset()).then(CounterZeroed())
    assert spec(COUNTER).at(zeroed.state).when(Increment()).events == [
        Incremented(by=1, total=1)]


def test_played_folds_each_command_in_turn_and_stops_at_a_refusal() -> None:
    played = spec(COUNTER).played(Increment(by=2), Increment(by=3))
    assert played.state.total == 5
    assert played.history == [Incremented(by=2, total=2), Incremented(by=3, total=5)]
    assert played.given(CounterZeroed()).history[-1] == CounterZeroed()
    assert spec(COUNTER).at(played.state).history == []
    assert played.played().state == played.state
    with pytest.raises(NotAuthorized):
        spec(COUNTER).played(Increment(by=2), Reset(), actor=PLAYER)


def test_play_decides_and_folds_in_place() -> None:
    game = spec(COUNTER).play()
    assert game.when(Increment(by=2)) == [Incremented(by=2, total=2)]
    assert game.given(Incremented(by=1, total=3)).state.total == 3
    assert game.history == [Incremented(by=2, total=2), Incremented(by=1, total=3)]
    with pytest.raises(NotAuthorized):
        game.when(Reset(), PLAYER)
    assert game.state.total == 3
