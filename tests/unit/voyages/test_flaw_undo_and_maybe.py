"""Third pass, flaws (T6, T14): a flaw answers one consequence, and declining a « peut-être »
is a consequence it may answer."""

from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decider import VOYAGES
from domain.voyages.rules.conflict import GridAdjective
from domain.voyages.rules.model import Purchase
from domain.voyages.state import VoyagesState
from tests.support.decider_spec import spec
from tests.support.offers import seats_of
from tests.unit.voyages.helpers import PLAYER, of_type, table
from tests.unit.voyages.test_flaw import environment_spent, invoke

SOAKED = Purchase(effect="adjective", character_id="tetra", tier=2, value=1, name="trempée",
                  polarity="negative")
"""The environment makes Tetra « trempée » 1 (a temporary adjective, 2 points)."""
HUMBLED = Purchase(effect="reduce_adjective", character_id="tetra", adjective_id="adj-1",
                   amount=1)
"""The environment takes 1 point of Tetra's « fier » (2 points)."""


def _values(state: VoyagesState) -> dict[str, int]:
    return {a.name: a.value for a in state.characters["tetra"].adjectives}


def test_t6_stacked_purchases_on_one_adjective_are_undone_one_by_one() -> None:
    """« Si une action va entrainer une mauvaise conséquence pour un personnage, la joueuse
    ou le joueur peuvent, si les conditions le permettent, invoquer un travers pour rediriger
    la conséquence »: one consequence, one purchase of « trempée » among two stacked."""
    stacked = environment_spent(SOAKED, SOAKED)
    assert _values(stacked)["trempée"] == 2
    outcome = spec(VOYAGES).at(stacked).when(invoke("e2"), PLAYER)
    state, events = outcome.state, outcome.events
    [lowered] = of_type(events, ev.AdjectiveValueChanged)
    assert (lowered.old_value, lowered.new_value, lowered.cause) == (2, 1, "negated")
    assert _values(state)["trempée"] == 1
    outcome = spec(VOYAGES).at(state).when(invoke("e1"), PLAYER)
    state, events = outcome.state, outcome.events
    assert [event.reason for event in of_type(events, ev.AdjectiveRemoved)] == ["negated"]
    assert "trempée" not in _values(state)
    # the first answered first: what the second added stays (before T6 all of it went)
    outcome = spec(VOYAGES).at(stacked).when(invoke("e1"), PLAYER)
    state, events = outcome.state, outcome.events
    assert not of_type(events, ev.AdjectiveRemoved)
    assert _values(state)["trempée"] == 1
    state = spec(VOYAGES).at(state).when(invoke("e2"), PLAYER).state
    assert "trempée" not in _values(state)
    spec(VOYAGES).at(state).when(invoke("e1"), PLAYER).refused("effect_not_invocable")


def test_t6_a_single_purchase_is_still_removed_and_a_gm_raise_is_kept() -> None:
    """« invoquer un travers pour rediriger la conséquence »: the purchase's own point goes,
    the gm's later raise (no consequence of that purchase) stays."""
    state = environment_spent(SOAKED)
    outcome = spec(VOYAGES).at(state).when(invoke("e1"), PLAYER)
    state, events = outcome.state, outcome.events
    assert [event.reason for event in of_type(events, ev.AdjectiveRemoved)] == ["negated"]
    assert "trempée" not in _values(state)
    state = environment_spent(SOAKED)
    soaked = next(a for a in state.characters["tetra"].adjectives if a.name == "trempée")
    state = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.ChangeAdjectiveValue(adjective_id=soaked.adjective_id, delta=1))
        .state
    )
    state = spec(VOYAGES).at(state).when(invoke("e1"), PLAYER).state
    assert _values(state)["trempée"] == 1


def test_t6_stacked_reductions_are_given_back_one_by_one() -> None:
    """« une mauvaise conséquence pour un personnage »: each point of « fier » the
    environment took is one consequence; answering the first brings « fier » back at 1 even
    though the second took it to nothing, answering the second too restores 2."""
    state = environment_spent(HUMBLED, HUMBLED)
    assert "fier" not in _values(state)
    outcome = spec(VOYAGES).at(state).when(invoke("e1"), PLAYER)
    state, events = outcome.state, outcome.events
    [back] = of_type(events, ev.AdjectiveAdded)
    assert (back.adjective_id, back.value, back.cause) == ("adj-1", 1, "negated")
    state = spec(VOYAGES).at(state).when(invoke("e2"), PLAYER).state
    assert _values(state)["fier"] == 2


def test_t6_the_replacement_adjective_adds_to_what_the_undo_left() -> None:
    """« rediriger la conséquence vers une conséquence néfaste de leur choix »: the
    replacement is written after the undo, on the same adjective when it is the same one."""
    state = environment_spent(SOAKED, SOAKED)
    redirect = cmd.InvokeFlaw(effect_id="e2", character_id="tetra", flaw="maladroite",
                            replacement_description="she falls in the river",
                            replacement_adjective=GridAdjective(name="trempée",
                                                                duration="next_roll"))
    outcome = spec(VOYAGES).at(state).when(redirect, PLAYER)
    state, events = outcome.state, outcome.events
    changed = of_type(events, ev.AdjectiveValueChanged)
    assert [(event.old_value, event.new_value) for event in changed] == [(2, 1), (1, 2)]
    assert _values(state)["trempée"] == 2


MAYBE = cmd.RollAction(action_id="a1", character_id="tetra", dice=(3,))
"""Tetra rolls 3, no modifier: « peut-être »."""


def test_t14_declining_a_maybe_is_a_harm_a_flaw_answers() -> None:
    """« 3 : "peut-être", l'action peut être réussie si le personnage revoit ses prétentions
    à la baisse ou paye un coût supplémentaire »: refusing both, the action fails, a
    « mauvaise conséquence » the player may redirect by « invoquer un travers »."""
    state = spec(VOYAGES).at(table()).when(MAYBE).state
    outcome = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.ChooseMaybeOption(action_id="a1", option="decline"), PLAYER)
    )
    state, events = outcome.state, outcome.events
    [declined] = of_type(events, ev.MaybeResolved)
    assert declined.effect_id == "e1"
    effect = state.effects["e1"]
    assert (effect.kind, effect.harmful, effect.concerns_character_ids) == (
        "maybe_declined", True, ("tetra",))
    assert state.actions["a1"].outcome_effect_id == "e1"
    offers = VOYAGES.available(state, PLAYER, seats_of(VOYAGES, state)).available
    flaw = next(a for a in offers if a.type == "InvokeFlaw")
    assert [ch.value for ch in flaw.choices["effect_id"]] == ["e1"]
    outcome = spec(VOYAGES).at(state).when(invoke("e1"), PLAYER)
    state, events = outcome.state, outcome.events
    assert [type(event).__name__ for event in events] == ["FlawInvoked"]
    assert state.effects["e1"].negated
    spec(VOYAGES).at(state).when(invoke("e1"), PLAYER).refused("effect_not_invocable")


def test_t14_accepting_a_maybe_does_what_it_did() -> None:
    """« si le personnage revoit ses prétentions à la baisse ou paye un coût supplémentaire
    (un adjectif négatif comme "fatigué", la perte d'un objet, etc.) »: lowering the
    ambition is no harm; paying the cost is the harm, its « fatigué » undone by the flaw."""
    state = spec(VOYAGES).at(table()).when(MAYBE).state
    [lowered] = (
        spec(VOYAGES)
        .at(state)
        .when(cmd.ChooseMaybeOption(action_id="a1", option="lower_ambition"), PLAYER)
        .events
    )
    assert isinstance(lowered, ev.MaybeResolved) and lowered.effect_id is None
    state = (
        spec(VOYAGES)
        .at(state)
        .when(
            cmd.ChooseMaybeOption(
                action_id="a1",
                option="pay_cost",
                cost=cmd.MaybeCost(
                    description="épuisée", adjective=GridAdjective(name="fatigué", duration="day")
                ),
            ),
            PLAYER,
        )
        .state
    )
    assert state.effects["e1"].kind == "maybe_cost"
    assert state.actions["a1"].outcome_effect_id is None
    assert _values(state)["fatigué"] == 1
    state = spec(VOYAGES).at(state).when(invoke("e1"), PLAYER).state
    assert "fatigué" not in _values(state)
