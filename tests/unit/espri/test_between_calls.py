"""Section 6, between calls: resonance, days, harmony, rupture, prayers, the communion
ritual, options and sheet adjustments."""

from domain.core import GM, InvalidValue, NotAuthorized, ScriptedRandomSource
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from domain.espri.views import gem_totals
from tests.support.decider_spec import spec
from tests.unit.espri.helpers import (
    PLAY,
    character,
    declared,
    given,
    paved,
    seat,
    types,
)

CERES = seat("ceres")


TO_CERES = {"ceres": cmd.RelationInput(nature="tenderness")}
EMPTY = {"deva": cmd.RelationInput(nature="tenderness", resonance=0)}


def test_advancing_the_day_is_the_gms_between_calls() -> None:
    state = given(character("deva"), PLAY)
    assert spec(ESPRI).at(state).when(cmd.AdvanceDay()).events == [ev.DayAdvanced(day=2)]
    spec(ESPRI).at(state).when(cmd.AdvanceDay(), seat("deva")).refused("gm_only", NotAuthorized)
    spec(ESPRI).given(character("deva"), PLAY, declared()).when(cmd.AdvanceDay()).refused(
        "call_in_progress"
    )


def test_harmony_is_awarded_and_removed_by_the_gm() -> None:
    state = given(character("deva", harmony=1))
    state = (
        spec(ESPRI)
        .at(state)
        .when(cmd.AwardHarmony(character_id="deva", amount=2, reason="essence"))
        .state
    )
    assert state.characters["deva"].harmony == 3
    spec(ESPRI).at(state).when(cmd.AwardHarmony(character_id="deva", amount=0)).refused(
        "invalid_amount", InvalidValue
    )
    spec(ESPRI).at(state).when(cmd.AwardHarmony(character_id="deva"), seat("deva")).refused(
        "gm_only", NotAuthorized
    )
    spec(ESPRI).at(state).when(cmd.RemoveHarmony(character_id="deva", amount=4)).refused(
        "not_enough_harmony"
    )


def test_losing_harmony_below_rupture_shatters_the_medium_once() -> None:
    state = given(character("deva", harmony=2, rupture=1))
    outcome = spec(ESPRI).at(state).when(cmd.RemoveHarmony(character_id="deva", amount=2))
    after, events = outcome.state, outcome.events
    assert types(events) == ["HarmonyLost", "MediumShattered"]
    assert after.characters["deva"].medium_shattered
    assert types(spec(ESPRI).at(after).when(cmd.InflictRupture(character_id="deva")).events) == [
        "RupturePointGained", "PrayerGemReceived"]


def test_a_rupture_point_brings_a_rupture_prayer_gem_replacing_one_at_random_when_full(
) -> None:
    state = given(character("deva", harmony=5, prayers=("winter", "time")))
    events = (
        spec(ESPRI)
        .at(state)
        .when(
            cmd.InflictRupture(character_id="deva", reason="purpurine"),
            GM,
            rng=ScriptedRandomSource([1]),
        )
        .events
    )
    assert events == [
        ev.RupturePointGained(character_id="deva", total=1, reason="purpurine"),
        ev.PrayerGemReceived(character_id="deva", colour="rupture", replaced="time")]
    after = (
        spec(ESPRI)
        .at(state)
        .when(cmd.InflictRupture(character_id="deva"), GM, rng=ScriptedRandomSource([0]))
        .state
    )
    assert after.characters["deva"].prayer_gems == ("time", "rupture")
    assert set(gem_totals(after).values()) == {12}


def test_with_no_rupture_gem_in_the_pool_only_the_point_is_gained() -> None:
    state = given(character("deva", harmony=5), paved("winter", ["rupture"] * 12))
    events = spec(ESPRI).at(state).when(cmd.InflictRupture(character_id="deva")).events
    assert events == [ev.RupturePointGained(character_id="deva", total=1, reason="",
                                            no_gem_left=True)]


def test_harmony_buys_a_prayer_gem_of_the_spenders_colour_for_any_member() -> None:
    state = given(character("deva", harmony=1), character("ceres", tutelary="autumn"))
    outcome = (
        spec(ESPRI)
        .at(state)
        .when(cmd.SpendHarmonyForPrayer(character_id="deva", recipient_id="ceres"), seat("deva"))
    )
    after, events = outcome.state, outcome.events
    assert types(events) == ["HarmonySpent", "PrayerGemReceived"]
    assert after.characters["ceres"].prayer_gems == ("winter",)
    assert after.characters["deva"].harmony == 0


def test_a_priestess_buys_time_prayer_gems() -> None:
    state = given(character("lune", kind="priestess", harmony=1))
    after = (
        spec(ESPRI)
        .at(state)
        .when(cmd.SpendHarmonyForPrayer(character_id="lune", recipient_id="lune"))
        .state
    )
    assert after.characters["lune"].prayer_gems == ("time",)


def test_spending_harmony_needs_harmony_room_and_a_gem() -> None:
    spend = cmd.SpendHarmonyForPrayer(character_id="deva", recipient_id="deva")
    spec(ESPRI).given(character("deva")).when(spend).refused("not_enough_harmony")
    spec(ESPRI).given(character("deva", harmony=1, prayers=("time", "time"))).when(spend).refused(
        "prayers_full"
    )
    spec(ESPRI).given(character("deva", harmony=1), paved("winter", ["winter"] * 12)).when(
        spend
    ).refused("pool_exhausted")


def test_a_prayer_gem_of_the_saved_ones_colour_saves_from_death() -> None:
    # T10: the saver calls on their relation
    state = given(character("deva", prayers=("autumn",), relations=TO_CERES),
                  character("ceres", tutelary="autumn"))
    outcome = (
        spec(ESPRI)
        .at(state)
        .when(
            cmd.SaveFromDeath(saver_id="deva", saved_id="ceres", words="you are my hearth"),
            seat("deva"),
        )
    )
    after, events = outcome.state, outcome.events
    assert types(events) == ["PrayerGemSpent", "CharacterSavedFromDeath"]
    assert after.characters["deva"].prayer_gems == () and after.pool["autumn"] == 12


def test_saving_needs_the_right_prayer_and_another_character() -> None:
    state = given(character("deva", prayers=("winter",), relations=TO_CERES),
                  character("ceres", tutelary="autumn"))
    spec(ESPRI).at(state).when(cmd.SaveFromDeath(saver_id="deva", saved_id="ceres")).refused(
        "no_such_prayer_gem"
    )
    spec(ESPRI).at(state).when(cmd.SaveFromDeath(saver_id="deva", saved_id="deva")).refused(
        "cannot_save_self"
    )


def test_setting_the_gem_caterpillar_option() -> None:
    outcome = spec(ESPRI).when(cmd.SetGameOption(gem_caterpillar=True))
    after, events = outcome.state, outcome.events
    assert after.options.gem_caterpillar and events == [ev.GameOptionSet(gem_caterpillar=True)]
    spec(ESPRI).when(cmd.SetGameOption(gem_caterpillar=True), seat("x")).refused(
        "gm_only", NotAuthorized
    )


def test_the_gm_adjusts_a_sheet_within_its_ranges() -> None:
    state = given(character("deva"))
    after = (
        spec(ESPRI)
        .at(state)
        .when(
            cmd.AdjustSheet(
                character_id="deva",
                reason="restored",
                changes=cmd.SheetChanges(harmony=4, prayer_gems=["time"]),
            )
        )
        .state
    )
    assert after.characters["deva"].harmony == 4
    assert after.pool["time"] == 11
    spec(ESPRI).at(state).when(
        cmd.AdjustSheet(character_id="deva", changes=cmd.SheetChanges(devotion=9))
    ).refused("invalid_sheet", InvalidValue)


def test_adjusting_rupture_above_harmony_shatters_the_medium() -> None:
    events = spec(ESPRI).given(character("deva")).when(cmd.AdjustSheet(
        character_id="deva", changes=cmd.SheetChanges(rupture_points=1))).events
    assert types(events) == ["SheetAdjusted", "MediumShattered"]


def test_a_priestess_is_saved_with_a_time_prayer() -> None:
    state = given(character("deva", prayers=("time",), relations={
        "lune": cmd.RelationInput(nature="awe")}), character("lune", kind="priestess"))
    events = spec(ESPRI).at(state).when(cmd.SaveFromDeath(saver_id="deva", saved_id="lune")).events
    assert events[0] == ev.PrayerGemSpent(character_id="deva", colour="time",
                                          purpose="save_from_death")


def test_spending_the_last_harmony_below_rupture_shatters_the_medium() -> None:
    state = given(character("deva", harmony=2, rupture=2))
    events = (
        spec(ESPRI)
        .at(state)
        .when(cmd.SpendHarmonyForPrayer(character_id="deva", recipient_id="deva"))
        .events
    )
    assert types(events) == ["HarmonySpent", "PrayerGemReceived", "MediumShattered"]
