"""Invoking a flaw undoes exactly what the harmful effect changed (R1)."""

from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.model import Purchase
from domain.voyages.state import VoyagesState
from tests.support.decider_spec import spec
from tests.unit.voyages.helpers import (
    adjective_event,
    doc,
    given,
    mod,
    of_type,
    registered,
    tetra,
)


def environment_spent(*purchases: Purchase) -> VoyagesState:
    """Tetra (proud 2) in a situation whose environment scores 4 and spends."""
    state = given(*registered(tetra(), doc()),
                  adjective_event("tetra", "adj-1", "fier", 2, "positive", "scene"))
    return (
        spec(VOYAGES)
        .at(state)
        .played(
            cmd.OpenSituation(
                situation_id="s1", participants=(cmd.ParticipantSpec(character_id="tetra"),)
            ),
            cmd.RollSituation(situation_id="s1", character_id="tetra", dice=(4,)),
            cmd.RollEnvironment(situation_id="s1", dice=(6,), modifiers=(mod("gm_other", 2),)),
            cmd.ScoreSituation(situation_id="s1"),
            cmd.SpendSituationPoints(
                situation_id="s1", pool_id="environment:1", purchases=purchases
            ),
        )
        .state
    )


def invoke(effect_id: str) -> cmd.InvokeFlaw:
    """Tetra's clumsiness redirects an effect."""
    return cmd.InvokeFlaw(effect_id=effect_id, character_id="tetra", flaw="maladroite",
                        replacement_description="she trips instead")


def test_a_flaw_restores_an_adjective_the_environment_reduced() -> None:
    state = environment_spent(Purchase(effect="reduce_adjective", character_id="tetra",
                                       adjective_id="adj-1", amount=1))
    assert state.characters["tetra"].adjectives[0].value == 1
    outcome = spec(VOYAGES).at(state).when(invoke("e1"))
    state, events = outcome.state, outcome.events
    [restored] = of_type(events, ev.AdjectiveValueChanged)
    assert (restored.new_value, restored.cause) == (2, "negated")
    assert state.characters["tetra"].adjectives[0].value == 2


def test_a_flaw_brings_back_an_adjective_reduced_to_nothing_and_removes_a_new_one() -> None:
    state = environment_spent(
        Purchase(effect="reduce_adjective", character_id="tetra", adjective_id="adj-1",
                 amount=2))
    assert state.characters["tetra"].adjectives == ()
    state = spec(VOYAGES).at(state).when(invoke("e1")).state
    assert [(a.adjective_id, a.value) for a in state.characters["tetra"].adjectives] == [
        ("adj-1", 2)]
    state = environment_spent(Purchase(effect="adjective", character_id="tetra", tier=2,
                                       value=1, name="trempée", polarity="negative"))
    outcome = spec(VOYAGES).at(state).when(invoke("e1"))
    state, events = outcome.state, outcome.events
    assert of_type(events, ev.AdjectiveRemoved)[0].reason == "negated"
    assert [a.name for a in state.characters["tetra"].adjectives] == ["fier"]


def test_cosmetic_environment_effects_are_harmful_but_have_nothing_to_undo() -> None:
    state = environment_spent(Purchase(effect="cosmetic_oriented", character_id="tetra"))
    assert [
        type(event).__name__ for event in spec(VOYAGES).at(state).when(invoke("e1")).events
    ] == ["FlawInvoked"]
    spec(VOYAGES).at(state).when(invoke("e9")).refused("effect_not_invocable")
