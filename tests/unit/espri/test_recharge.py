"""Recharging a resonance (D10, T11): once a day, from 0, to its maximum; a player's
recharge waits for the gm's judgement, the gm's own applies at once."""

from domain.core import GM, NotAuthorized
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from tests.support.decider_spec import spec
from tests.unit.espri.helpers import (
    PLAY,
    character,
    given,
    seat,
    types,
)

CERES = seat("ceres")
EMPTY = {"deva": cmd.RelationInput(nature="tenderness", resonance=0)}
RECHARGE = cmd.RechargeResonance(character_id="ceres", target_id="deva",
                                 manifestation="elle veille Déva toute la nuit")


def test_recharging_resonance_brings_it_back_to_its_max() -> None:
    """The gm's own recharge applies at once (a player's waits for the gm: T11)."""
    relation = {"deva": cmd.RelationInput(nature="tenderness", resonance_max=2, resonance=0)}
    state = given(character("deva"), character("ceres", tutelary="autumn", relations=relation))
    outcome = (
        spec(ESPRI)
        .at(state)
        .when(
            cmd.RechargeResonance(
                character_id="ceres", target_id="deva", manifestation="by the fire"
            )
        )
    )
    after, events = outcome.state, outcome.events
    assert events == [ev.ResonanceRecharged(character_id="ceres", target_id="deva", value=2,
                                            day=1, manifestation="by the fire")]
    assert after.characters["ceres"].relations["deva"].last_recharge_day == 1


def test_recharging_needs_a_relation_to_a_known_character() -> None:
    forward = {"ghost": cmd.RelationInput(nature="awe", resonance=0)}
    state = given(character("ceres", tutelary="autumn", relations=forward))
    spec(ESPRI).at(state).when(
        cmd.RechargeResonance(character_id="ceres", target_id="ghost"), CERES
    ).refused("no_relation")
    spec(ESPRI).at(state).when(
        cmd.RechargeResonance(character_id="ceres", target_id="deva"), CERES
    ).refused("no_relation")


def test_recharging_needs_an_empty_resonance() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn", relations={
        "deva": cmd.RelationInput(nature="tenderness")}))
    spec(ESPRI).at(state).when(
        cmd.RechargeResonance(character_id="ceres", target_id="deva"), CERES
    ).refused("resonance_not_empty")


def test_recharging_once_a_day_per_relation() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn", relations=EMPTY),
                  ev.ResonanceRecharged(character_id="ceres", target_id="deva", value=1, day=1),
                  ev.ResonanceSpent(character_id="ceres", target_id="deva", remaining=0))
    recharge = cmd.RechargeResonance(character_id="ceres", target_id="deva")
    spec(ESPRI).at(state).when(recharge, CERES).refused("already_recharged_today")
    state = spec(ESPRI).at(state).when(cmd.AdvanceDay()).state
    assert spec(ESPRI).at(state).when(recharge, CERES).events


def test_a_player_recharges_only_its_own_relations() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn", relations=EMPTY))
    spec(ESPRI).at(state).when(
        cmd.RechargeResonance(character_id="ceres", target_id="deva"), seat("deva")
    ).refused("not_owner", NotAuthorized)


def test_t11_a_players_recharge_waits_for_the_gms_judgement() -> None:
    """Seed: « Recharger une Résonance demande à ce que la situation s'y prête. Il serait
    saugrenu de manifester une Relation d'Admiration pour une réalisation bénigne. Le MJ est
    juge de la validité »: Cérès asks; nothing recharges until the gm confirms."""
    state = given(character("deva"), character("ceres", relations=EMPTY), PLAY)
    outcome = spec(ESPRI).at(state).when(RECHARGE, CERES)
    asked, events = outcome.state, outcome.events
    assert types(events) == ["ResonanceRechargeRequested"]
    assert asked.characters["ceres"].relations["deva"].resonance == 0
    spec(ESPRI).at(asked).when(RECHARGE, CERES).refused("recharge_pending")
    offers = ESPRI.available(asked, GM)
    awaited = {a.type for a in offers.available if a.awaited}
    assert {"ConfirmResonanceRecharge", "RefuseResonanceRecharge"} <= awaited
    confirm = cmd.ConfirmResonanceRecharge(character_id="ceres", target_id="deva")
    spec(ESPRI).at(asked).when(confirm, CERES).refused("gm_only")
    outcome = spec(ESPRI).at(asked).when(confirm)
    done, events = outcome.state, outcome.events
    assert events == [ev.ResonanceRecharged(character_id="ceres", target_id="deva", value=1,
                                            day=1, manifestation=RECHARGE.manifestation)]
    assert done.characters["ceres"].relations["deva"].resonance == 1
    assert done.recharge_requests == ()


def test_t11_the_gm_may_refuse_and_the_resonance_stays_empty() -> None:
    """Seed: « Le MJ est juge de la validité »: refused, the relation is still empty and
    not recharged today, so a better-suited manifestation may be asked again."""
    state = given(character("deva"), character("ceres", relations=EMPTY), PLAY)
    asked = spec(ESPRI).at(state).when(RECHARGE, CERES).state
    refuse = cmd.RefuseResonanceRecharge(character_id="ceres", target_id="deva",
                                         reason="une réalisation bénigne")
    outcome = spec(ESPRI).at(asked).when(refuse)
    refused, events = outcome.state, outcome.events
    assert types(events) == ["ResonanceRechargeRefused"]
    assert refused.characters["ceres"].relations["deva"].resonance == 0
    assert refused.recharge_requests == ()
    spec(ESPRI).at(refused).when(refuse).refused("no_recharge_request")
    assert types(spec(ESPRI).at(refused).when(RECHARGE, CERES).events) == [
        "ResonanceRechargeRequested"
    ]


def test_t11_the_gms_own_recharge_applies_at_once() -> None:
    """Seed: « Le MJ est juge de la validité »: the gm who records a recharge has judged
    it already."""
    state = given(character("deva"), character("ceres", relations=EMPTY), PLAY)
    outcome = spec(ESPRI).at(state).when(RECHARGE, GM)
    after, events = outcome.state, outcome.events
    assert types(events) == ["ResonanceRecharged"]
    assert after.characters["ceres"].relations["deva"].resonance == 1
