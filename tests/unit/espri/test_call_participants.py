"""Third pass, who takes part: a direct helper's own talent and the default leader (T7),
a character whose setup is not done (T14); the gm judging a recharge (T11) is in
``test_recharge``."""

from domain.core import GM, InvalidValue
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from tests.support.decider_spec import spec
from tests.unit.espri.helpers import (
    PLAY,
    character,
    given,
    of_type,
    seat,
)


def _declare(*helpers: cmd.Helper, leader: str | None = None,
             talent: str | None = "Abri") -> cmd.DeclareCall:
    return cmd.DeclareCall(leader_id=leader, called_season="winter", talent=talent,
                           helpers=list(helpers))


def test_t7_a_direct_helper_names_one_of_its_own_talents() -> None:
    """Seed: « l'Aide Directe, lorsqu'on dispose d'un Talent adéquat » and « L'Aide Directe
    a lieu lorsque plusieurs personnes ont un Talent utile pour la situation en cours »:
    Cérès helps with Herboristerie, her own; not with a talent she lacks, nor with none."""
    state = given(character("deva"), character("ceres", talents=["Herboristerie"]), PLAY)
    events = spec(ESPRI).at(state).when(_declare(cmd.Helper(character_id="ceres", mode="direct",
                                             talent="Herboristerie"), leader="deva")).events
    declared = of_type(events, ev.CallDeclared)[0]
    assert declared.helpers[0].talent == "Herboristerie"
    for talent in ("Abri", None):
        spec(ESPRI).at(state).when(
            _declare(cmd.Helper(character_id="ceres", mode="direct", talent=talent), leader="deva")
        ).refused("unknown_talent")


def test_t7_a_resonance_helper_names_no_talent() -> None:
    """Seed: « La Résonance … » is a relation, not a skill: « On peut Résonner avec une
    personne avec qui on a une Relation »; a resonance naming a talent is refused."""
    relation = {"deva": cmd.RelationInput(nature="tenderness")}
    state = given(character("deva"), character("ceres", relations=relation), PLAY)
    spec(ESPRI).at(state).when(
        _declare(
            cmd.Helper(character_id="ceres", mode="resonance", word="Pierre", talent="Abri"),
            leader="deva",
        )
    ).refused("talent_not_for_resonance", InvalidValue)


def test_t7_the_default_leader_has_the_calls_talent() -> None:
    """Seed: « Par défaut, le leader est la personne avec la plus haute valeur dans la
    Saison Appelée, parmi celles ayant un Talent adéquat »: Déva (winter 3, Abri) leads an
    Abri call although Lune has winter 5 with another talent."""
    lune = character("lune", seasons={"winter": 5, "spring": 2, "summer": 2, "autumn": 2},
                     talents=["Invocation"])
    state = given(character("deva"), lune, PLAY)
    events = spec(ESPRI).at(state).when(_declare(
        cmd.Helper(character_id="deva", mode="direct", talent="Abri"),
        cmd.Helper(character_id="lune", mode="direct", talent="Invocation"))).events
    assert of_type(events, ev.CallDeclared)[0].leader_id == "deva"
    no_one = _declare(cmd.Helper(character_id="lune", mode="direct", talent="Invocation"))
    spec(ESPRI).at(state).when(no_one).refused("leader_ambiguous")


def test_t14_a_character_not_set_up_cannot_lead_or_help() -> None:
    """Seed, « Mise en place »: « Chaque joueuxe pioche ensuite autant de gemmes que son
    score de Dévotion + Saison tutélaire … Chaque joueuxe choisi parmi celles-ci autant de
    gemmes que sa Dévotion »: Kirin, registered once play began, takes part only after
    her own setup draw and choice."""
    state = given(character("deva"), PLAY, character("kirin"))
    spec(ESPRI).at(state).when(_declare(leader="kirin")).refused("setup_pending")
    spec(ESPRI).at(state).when(
        _declare(cmd.Helper(character_id="kirin", mode="direct", talent="Abri"), leader="deva")
    ).refused("setup_pending")
    [declare] = [a for a in ESPRI.available(state, GM).available if a.type == "DeclareCall"]
    assert declare.character_ids == ["deva"]
    assert declare.choices["helpers.character_id"] == []  # Kirin helps no one yet
    drawn = (
        spec(ESPRI)
        .at(state)
        .when(
            cmd.DrawSetupGems(
                character_id="kirin", gems=["winter", "winter", "spring", "summer", "autumn"]
            ),
            seat("kirin"),
        )
        .state
    )
    set_up = (
        spec(ESPRI)
        .at(drawn)
        .when(
            cmd.ChooseSetupPrayers(character_id="kirin", keep=["spring", "summer"]), seat("kirin")
        )
        .state
    )
    assert of_type(spec(ESPRI).at(set_up).when(_declare(leader="kirin")).events, ev.CallDeclared)
