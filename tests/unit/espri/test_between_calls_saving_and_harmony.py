"""Between calls: saving from death (T10) and spending harmony (T18)."""

from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from tests.support.decider_spec import spec
from tests.unit.espri.helpers import (
    PLAY,
    character,
    given,
    seat,
)

DEVA = seat("deva")


def test_t10_the_saver_needs_an_intact_medium_and_a_relation_with_the_saved() -> None:
    """Seed: « Iel fait appel à la Nature de la Relation entre les deux personnages » and a
    shattered medium « ne peut plus communiquer avec les Nymphes »."""
    deva_and_ceres = (character("deva", prayers=("autumn",)),
                      character("ceres", tutelary="autumn"))
    spec(ESPRI).given(*deva_and_ceres).when(
        cmd.SaveFromDeath(saver_id="deva", saved_id="ceres"), DEVA
    ).refused("no_relation")
    shattered = given(character("deva", prayers=("autumn",), rupture=1, relations={
        "ceres": cmd.RelationInput(nature="tenderness")}), character("ceres", tutelary="autumn"))
    spec(ESPRI).at(shattered).when(
        cmd.SaveFromDeath(saver_id="deva", saved_id="ceres"), DEVA
    ).refused("medium_shattered")


def test_t18_harmony_is_spent_on_scores_or_resistance_by_its_owner() -> None:
    """Seed: « Dépenser » harmony to « augmenter les scores de Saison et Dévotion » or «
    calculer sa résistance à une agression lors d'un Test de Résistance »; spending below
    the rupture points shatters the medium."""
    state = given(character("deva", harmony=2, rupture=2), PLAY)
    spec(ESPRI).at(state).when(
        cmd.SpendHarmony(character_id="deva", purpose="score"), seat("ceres")
    ).refused("not_owner")
    outcome = (
        spec(ESPRI)
        .at(state)
        .when(cmd.SpendHarmony(character_id="deva", purpose="resistance", note="a storm"), DEVA)
    )
    after, events = outcome.state, outcome.events
    assert events == [ev.HarmonySpent(character_id="deva", amount=1, reason="resistance",
                                      note="a storm"), ev.MediumShattered(character_id="deva")]
    assert after.characters["deva"].harmony == 1
    spec(ESPRI).given(character("deva", harmony=1)).when(
        cmd.SpendHarmony(character_id="deva", amount=2, purpose="score"), DEVA
    ).refused("not_enough_harmony")
