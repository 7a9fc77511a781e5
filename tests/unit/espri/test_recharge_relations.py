"""A recharge's relation must name a character of the game, even one registered later (T19)."""

from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from tests.support.decider_spec import spec
from tests.unit.espri.helpers import (
    character,
    given,
    seat,
)


def early_events() -> list[ev.CharacterRegistered]:
    """Cérès registered with a relation to a Déva not yet in the game."""
    return [character("ceres", tutelary="autumn", relations={
        "deva": cmd.RelationInput(nature="tenderness", resonance=0)})]


def test_t19_a_relation_to_no_character_of_the_game_cannot_be_used() -> None:
    """Seed: « On peut Résonner avec une personne avec qui on a une Relation tant qu'on est
    en mesure la voir, l'entendre, l'identifier »: Cérès may name Déva before Déva is
    registered; until then the relation is neither recharged nor used."""
    early = given(*early_events())
    spec(ESPRI).at(early).when(
        cmd.RechargeResonance(character_id="ceres", target_id="deva"), seat("ceres")
    ).refused("no_relation")
    later = given(*early_events(), character("deva"))
    assert (
        spec(ESPRI)
        .at(later)
        .when(cmd.RechargeResonance(character_id="ceres", target_id="deva"), seat("ceres"))
        .events
    )
