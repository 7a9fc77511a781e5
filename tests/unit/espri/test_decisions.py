"""Section 10: each decision D1..D14 pinned by a test."""

from domain.core import GM, InvalidValue
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from domain.espri.rules.call import Modifier
from tests.support.decider_spec import spec
from tests.unit.espri.helpers import (
    PLAY,
    character,
    declared,
    drawn,
    given,
    nymph_at,
    of_type,
    paved,
    seat,
    types,
)

DEVA = seat("deva")
AUTUMN3 = {"autumn": 3, "winter": 2, "spring": 2, "summer": 2}


def test_d1_the_setup_draw_is_devotion_plus_tutelary_score_never_six() -> None:
    state = given(character("annick", tutelary="autumn", devotion=2, seasons=AUTUMN3))
    six = cmd.DrawSetupGems(character_id="annick",
                            gems=["spring", "spring", "rupture", "winter", "time", "summer"])
    spec(ESPRI).at(state).when(six, seat("annick")).refused("wrong_gem_count", InvalidValue)
    events = (
        spec(ESPRI).at(state).when(cmd.DrawSetupGems(character_id="annick"), seat("annick")).events
    )
    assert len(events[0].gems) == 5  # type: ignore[attr-defined]


def test_d2_a_modifier_shifts_the_result_one_step_only() -> None:
    state = given(character("deva"), PLAY, declared(), drawn("spring", "time"))
    events = (
        spec(ESPRI)
        .at(state)
        .when(cmd.PlaceCallGems(main="spring", modifier="time", shift="up"), DEVA)
        .events
    )
    assert of_type(events, ev.CallResultDetermined)[0].result == "success"
    down = (
        spec(ESPRI)
        .at(state)
        .when(cmd.PlaceCallGems(main="spring", modifier="time", shift="down"), DEVA)
        .events
    )
    assert of_type(down, ev.CallResultDetermined)[0].result == "failure"


def test_d3_a_redraw_returns_the_first_gem_to_the_pool_before_drawing() -> None:
    state = given(character("deva"), PLAY, declared(n=1),
                  drawn("summer"))
    outcome = spec(ESPRI).at(state).when(cmd.Redraw(gems=["summer"]), DEVA)
    after, events = outcome.state, outcome.events
    assert types(events) == ["GemsReturnedToPool", "GemsDrawn"]
    assert after.pool["summer"] == 11


def test_d4_a_hand_of_time_and_rupture_lets_the_chooser_use_either_rule() -> None:
    state = given(character("deva", harmony=2), PLAY, declared(), drawn("time", "rupture"))
    as_time = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="time"), DEVA).events
    assert of_type(as_time, ev.CallResultDetermined)[0].result == "bitter_success"
    as_rupture = (
        spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="rupture", shift="up"), DEVA).events
    )
    assert of_type(as_rupture, ev.CallResultDetermined)[0].result == "success"


def test_d4_the_hand_includes_the_added_prayer_gem() -> None:
    state = given(character("deva", prayers=("winter",)), PLAY, declared(), drawn("time"))
    state = spec(ESPRI).at(state).when(cmd.AddPrayerGem(colour="winter"), DEVA).state
    spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="time"), DEVA).refused("invalid_main_gem")


def test_d5_extra_gems_use_the_base_score_and_may_force_rupture_onto_the_board() -> None:
    state = given(character("deva"), PLAY)
    state = (
        spec(ESPRI)
        .at(state)
        .when(
            cmd.DeclareCall(
                leader_id="deva",
                called_season="winter",
                talent="Abri",
                modifiers=[Modifier(label="tools", value=2)],
            )
        )
        .state
    )
    state = (
        spec(ESPRI)
        .at(state)
        .when(cmd.DrawGems(gems=["winter", "rupture", "rupture", "rupture", "time"]), DEVA)
        .state
    )
    state = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="winter"), DEVA).state
    assert state.open_call is not None and state.open_call.extra_count == 3
    outcome = (
        spec(ESPRI).at(state).when(cmd.PlaceExtraGems(gems=["rupture", "rupture", "rupture"]), DEVA)
    )
    after, events = outcome.state, outcome.events
    assert after.board["winter"].cells[1:5] == ("winter", "rupture", "rupture", "rupture")
    assert of_type(events, ev.GemsReturnedToPool)[0].gems == ("time",)


def test_d6_a_failure_makes_the_called_quadrants_nymph_fall_back() -> None:
    state = given(character("deva", tutelary="autumn", seasons=AUTUMN3), PLAY,
                  paved("winter", ["winter"] * 4), nymph_at("winter", 4),
                  paved("autumn", ["autumn"] * 4), nymph_at("autumn", 4),
                  declared(season="winter"), drawn("summer"))
    after = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="summer"), DEVA).state
    assert after.board["winter"].nymph == 2
    assert after.board["autumn"].nymph == 4


def test_d7_a_nymph_never_jumps_a_gap() -> None:
    state = given(character("deva"), PLAY, paved("winter", ["winter"]),
                  paved("winter", ["winter"], start=3), declared(), drawn("spring"))
    after = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="spring"), DEVA).state
    assert after.board["winter"].nymph == 1


def test_d8_beyond_twelve_twelve_gems_are_still_drawn() -> None:
    state = given(character("deva"), PLAY, declared(n=20))
    assert len(spec(ESPRI).at(state).when(cmd.DrawGems(), DEVA).events[0].gems) == 12  # type: ignore[attr-defined]


def test_d9_a_gem_with_no_room_ahead_of_the_nymph_returns_to_the_pool() -> None:
    state = given(character("deva"), PLAY, paved("spring", ["spring"] * 11 + ["time"] * 10),
                  declared(), drawn("spring"))
    outcome = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="spring"), DEVA)
    after, events = outcome.state, outcome.events
    assert ev.GemOverflowed(quadrant="spring", colour="spring", reason="call") in events
    assert after.pool["spring"] == 1


def test_d10_recharge_is_once_a_day_per_target_not_per_character() -> None:
    relations = {"deva": cmd.RelationInput(nature="tenderness", resonance=0),
                 "sol": cmd.RelationInput(nature="admiration", resonance=0)}
    state = given(character("deva"), character("sol", tutelary="spring"),
                  character("ceres", tutelary="autumn", relations=relations))
    state = (
        spec(ESPRI)
        .at(state)
        .when(cmd.RechargeResonance(character_id="ceres", target_id="deva"))
        .state
    )
    assert (
        spec(ESPRI)
        .at(state)
        .when(cmd.RechargeResonance(character_id="ceres", target_id="sol"))
        .events
    )


# D11 is replaced by R1: its two tests moved to test_revisions.py as
# test_r1_a_guardian_helper_of_a_priestess_leader_advances_its_own_nymph (outcome changed)
# and test_r1_a_priestess_helper_advances_the_called_seasons_nymph (outcome kept).


def test_d12_a_shattered_medium_neither_leads_helps_tempts_nor_spends_harmony() -> None:
    state = given(character("deva", harmony=1, rupture=2), character("sol", tutelary="spring"),
                  PLAY)
    spec(ESPRI).at(state).when(cmd.DeclareCall(leader_id="deva", called_season="winter")).refused(
        "character_unavailable"
    )
    spec(ESPRI).at(state).when(
        cmd.DeclareCall(
            leader_id="sol",
            called_season="winter",
            helpers=[cmd.Helper(character_id="deva", mode="direct", talent="Abri")],
        )
    ).refused("character_unavailable")
    spec(ESPRI).at(state).when(
        cmd.SpendHarmonyForPrayer(character_id="deva", recipient_id="sol")
    ).refused("character_unavailable")
    tempted = given(character("deva", harmony=1), PLAY, paved("winter", ["rupture"]), declared(),
                    ev.MediumShattered(character_id="deva"))
    spec(ESPRI).at(tempted).when(cmd.TakeRuptureTemptation(cells=[1]), DEVA).refused(
        "character_unavailable"
    )


def test_d13_the_communion_ritual_needs_every_player_character() -> None:
    state = given(character("deva", harmony=1), character("sol", tutelary="spring", harmony=1),
                  PLAY, paved("winter", ["winter"] * 12 + ["time"] * 9),
                  paved("spring", ["spring"] * 12 + ["time"] * 3),
                  paved("summer", ["summer"] * 12 + ["rupture"] * 4),
                  paved("autumn", ["autumn"] * 12))
    alone = cmd.PerformCommunionRitual(contributions=[
        cmd.Contribution(character_id="deva", pays="harmony")])
    spec(ESPRI).at(state).when(alone).refused("incomplete_quartet")
    both = cmd.PerformCommunionRitual(contributions=[
        cmd.Contribution(character_id="deva", pays="harmony"),
        cmd.Contribution(character_id="sol", pays="harmony")])
    assert types(spec(ESPRI).at(state).when(both).events) == ["CommunionRitualPerformed"]


def test_d14_a_character_joining_in_play_does_its_own_setup_without_gm_ruptures() -> None:
    state = given(character("deva"), PLAY, paved("winter", ["rupture"]))
    state = (
        spec(ESPRI)
        .at(state)
        .when(
            cmd.RegisterCharacter(
                id="sol",
                name="Sol",
                player_id="seat-sol",
                kind="guardian",
                tutelary_season="spring",
                devotion=1,
                seasons={"spring": 2, "winter": 2, "summer": 2, "autumn": 2},
            ),
            GM,
        )
        .state
    )
    state = (
        spec(ESPRI)
        .at(state)
        .when(
            cmd.DrawSetupGems(character_id="sol", gems=["time", "spring", "rupture"]), seat("sol")
        )
        .state
    )
    outcome = (
        spec(ESPRI)
        .at(state)
        .when(cmd.ChooseSetupPrayers(character_id="sol", keep=["spring"]), seat("sol"))
    )
    state, events = outcome.state, outcome.events
    assert [(e.quadrant, e.colour) for e in of_type(events, ev.GemPlaced)] == [
        ("spring", "time"), ("spring", "rupture")]
    assert not of_type(events, ev.SetupCompleted)
    spec(ESPRI).at(state).when(cmd.CompleteSetup()).refused("not_in_setup")
