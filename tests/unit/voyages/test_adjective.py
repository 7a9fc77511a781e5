"""Adjectives (A1, A2): given / when / then for each command and error."""

import msgspec

from domain.core import InvalidValue
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.sheet import Target
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    adjective_event,
    given,
    on,
    registered,
    table,
    tetra,
)


def test_adding_the_same_adjective_raises_its_value_up_to_three() -> None:
    add = cmd.AddAdjective(target=on("tetra"), name="fatigué", value=2, polarity="negative",
                         duration="scene")
    outcome = spec(VOYAGES).at(table()).when(add)
    state, events = outcome.state, outcome.events
    assert isinstance(events[0], ev.AdjectiveAdded)
    [raised] = spec(VOYAGES).at(state).when(msgspec.structs.replace(add, value=1)).events
    assert isinstance(raised, ev.AdjectiveValueChanged) and raised.new_value == 3
    spec(VOYAGES).at(state).when(add).refused("adjective_value_cap")


def test_adjectives_on_unknown_things_are_refused() -> None:
    spec(VOYAGES).at(table()).when(
        cmd.AddAdjective(
            target=Target(kind="thing", id="x"),
            name="a",
            value=1,
            polarity="positive",
            duration="scene",
        )
    ).refused("unknown_thing")


def test_changing_an_adjective_to_zero_removes_it() -> None:
    state = given(*registered(tetra()), adjective_event("tetra", "adj-1", "blessé", 2))
    [changed] = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.ChangeAdjectiveValue(adjective_id="adj-1", delta=-1))
        .events
    )
    assert isinstance(changed, ev.AdjectiveValueChanged) and changed.new_value == 1
    [removed] = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.ChangeAdjectiveValue(adjective_id="adj-1", delta=-2))
        .events
    )
    assert isinstance(removed, ev.AdjectiveRemoved)
    spec(VOYAGES).at(state).when(cmd.ChangeAdjectiveValue(adjective_id="adj-1", delta=2)).refused(
        "adjective_value_cap"
    )
    spec(VOYAGES).at(state).when(cmd.ChangeAdjectiveValue(adjective_id="adj-9", delta=1)).refused(
        "unknown_adjective"
    )
    spec(VOYAGES).at(state).when(cmd.ChangeAdjectiveValue(adjective_id="adj-1", delta=0)).refused(
        "invalid_payload", InvalidValue
    )


def test_the_gm_removes_an_adjective() -> None:
    state = given(*registered(tetra()), adjective_event("tetra", "adj-1", "blessé", 2))
    state = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.RemoveAdjective(adjective_id="adj-1", reason="healed"))
        .state
    )
    assert state.characters["tetra"].adjectives == ()
    spec(VOYAGES).at(state).when(cmd.RemoveAdjective(adjective_id="adj-1")).refused(
        "unknown_adjective"
    )
