"""Setup: the player places the setup gems in its order (T8); a new scenario keeps the
rupture prayer gems (T17)."""

from domain.core import GM
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


def test_t17_a_new_scenario_keeps_the_rupture_prayer_gems() -> None:
    """Seed: « La Rupture ronge le corps et l'âme, et il n'existe pas de remède à ce jour »;
    « Les gemmes de Prière se récupèrent en début de scénario »: Déva keeps her rupture
    prayer, her winter one goes back, and her setup draw refills one prayer."""
    state = given(character("deva", prayers=("rupture", "winter")), PLAY)
    outcome = spec(ESPRI).at(state).when(cmd.StartScenario(), GM)
    after, events = outcome.state, outcome.events
    assert events == [ev.ScenarioStarted(kept_rupture={"deva": 1})]
    assert after.characters["deva"].prayer_gems == ("rupture",)
    assert after.pool["rupture"] == 11 and after.pool["winter"] == 12
    drawn_state = (
        spec(ESPRI)
        .at(after)
        .when(cmd.DrawSetupGems(character_id="deva", gems=["winter"] * 5), DEVA)
        .state
    )
    spec(ESPRI).at(drawn_state).when(
        cmd.ChooseSetupPrayers(character_id="deva", keep=["winter"] * 2), DEVA
    ).refused("wrong_prayer_count")
    chosen = (
        spec(ESPRI)
        .at(drawn_state)
        .when(cmd.ChooseSetupPrayers(character_id="deva", keep=["winter"]), DEVA)
        .state
    )
    assert chosen.characters["deva"].prayer_gems == ("rupture", "winter")


def test_t8_the_player_places_the_setup_gems_in_the_order_it_chooses() -> None:
    """Seed: « Elle choisi de garder 1 Hiver et 1 Printemps, et pose Eté, Rupture et Temps
    sur le plateau »: Annick places rupture before time in autumn, as she says."""
    state = given(character("annick", tutelary="autumn", seasons={
        "winter": 1, "spring": 1, "summer": 1, "autumn": 3}))
    drawn_state = (
        spec(ESPRI)
        .at(state)
        .when(
            cmd.DrawSetupGems(
                character_id="annick", gems=["spring", "time", "winter", "rupture", "summer"]
            ),
            seat("annick"),
        )
        .state
    )
    spec(ESPRI).at(drawn_state).when(
        cmd.ChooseSetupPrayers(
            character_id="annick", keep=["winter", "spring"], place_order=["summer", "rupture"]
        ),
        seat("annick"),
    ).refused("invalid_place_order")
    after = (
        spec(ESPRI)
        .at(drawn_state)
        .when(
            cmd.ChooseSetupPrayers(
                character_id="annick",
                keep=["winter", "spring"],
                place_order=["summer", "rupture", "time"],
            ),
            seat("annick"),
        )
        .state
    )
    assert after.board["autumn"].cells[1:3] == ("rupture", "time")
    assert after.board["summer"].cells[1] == "summer"
