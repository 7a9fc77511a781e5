"""Section 6, between calls: resonance, days, harmony, rupture, prayers, the communion
ritual, options and sheet adjustments."""

from domain.core import GM, InvalidValue, NotAuthorized, ScriptedRandomSource
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.views import gem_totals
from tests.unit.espri.helpers import (
    PLAY,
    character,
    declared,
    given,
    paved,
    run,
    seat,
    then_error,
    types,
    when,
)

CERES = seat("ceres")


TO_CERES = {"ceres": cmd.RelationInput(nature="tenderness")}
EMPTY = {"deva": cmd.RelationInput(nature="tenderness", resonance=0)}


def test_advancing_the_day_is_the_gms_between_calls() -> None:
    state = given(character("deva"), PLAY)
    assert when(state, cmd.AdvanceDay()) == [ev.DayAdvanced(day=2)]
    then_error(state, cmd.AdvanceDay(), "gm_only", seat("deva"), NotAuthorized)
    then_error(given(character("deva"), PLAY, declared()), cmd.AdvanceDay(), "call_in_progress")


def test_harmony_is_awarded_and_removed_by_the_gm() -> None:
    state = given(character("deva", harmony=1))
    state, _ = run(state, cmd.AwardHarmony(character_id="deva", amount=2, reason="essence"))
    assert state.characters["deva"].harmony == 3
    then_error(state, cmd.AwardHarmony(character_id="deva", amount=0), "invalid_amount",
               kind=InvalidValue)
    then_error(state, cmd.AwardHarmony(character_id="deva"), "gm_only", seat("deva"),
               NotAuthorized)
    then_error(state, cmd.RemoveHarmony(character_id="deva", amount=4), "not_enough_harmony")


def test_losing_harmony_below_rupture_shatters_the_medium_once() -> None:
    state = given(character("deva", harmony=2, rupture=1))
    after, events = run(state, cmd.RemoveHarmony(character_id="deva", amount=2))
    assert types(events) == ["HarmonyLost", "MediumShattered"]
    assert after.characters["deva"].medium_shattered
    assert types(when(after, cmd.InflictRupture(character_id="deva"))) == [
        "RupturePointGained", "PrayerGemReceived"]


def test_a_rupture_point_brings_a_rupture_prayer_gem_replacing_one_at_random_when_full(
) -> None:
    state = given(character("deva", harmony=5, prayers=("winter", "time")))
    events = when(state, cmd.InflictRupture(character_id="deva", reason="purpurine"), GM,
                  ScriptedRandomSource([1]))
    assert events == [
        ev.RupturePointGained(character_id="deva", total=1, reason="purpurine"),
        ev.PrayerGemReceived(character_id="deva", colour="rupture", replaced="time")]
    after, _ = run(state, cmd.InflictRupture(character_id="deva"), GM, ScriptedRandomSource([0]))
    assert after.characters["deva"].prayer_gems == ("time", "rupture")
    assert set(gem_totals(after).values()) == {12}


def test_with_no_rupture_gem_in_the_pool_only_the_point_is_gained() -> None:
    state = given(character("deva", harmony=5), paved("winter", ["rupture"] * 12))
    events = when(state, cmd.InflictRupture(character_id="deva"))
    assert events == [ev.RupturePointGained(character_id="deva", total=1, reason="",
                                            no_gem_left=True)]


def test_harmony_buys_a_prayer_gem_of_the_spenders_colour_for_any_member() -> None:
    state = given(character("deva", harmony=1), character("ceres", tutelary="autumn"))
    after, events = run(state, cmd.SpendHarmonyForPrayer(character_id="deva",
                                                         recipient_id="ceres"), seat("deva"))
    assert types(events) == ["HarmonySpent", "PrayerGemReceived"]
    assert after.characters["ceres"].prayer_gems == ("winter",)
    assert after.characters["deva"].harmony == 0


def test_a_priestess_buys_time_prayer_gems() -> None:
    state = given(character("lune", kind="priestess", harmony=1))
    after, _ = run(state, cmd.SpendHarmonyForPrayer(character_id="lune", recipient_id="lune"))
    assert after.characters["lune"].prayer_gems == ("time",)


def test_spending_harmony_needs_harmony_room_and_a_gem() -> None:
    spend = cmd.SpendHarmonyForPrayer(character_id="deva", recipient_id="deva")
    then_error(given(character("deva")), spend, "not_enough_harmony")
    then_error(given(character("deva", harmony=1, prayers=("time", "time"))), spend,
               "prayers_full")
    then_error(given(character("deva", harmony=1), paved("winter", ["winter"] * 12)), spend,
               "pool_exhausted")


def test_a_prayer_gem_of_the_saved_ones_colour_saves_from_death() -> None:
    # T10: the saver calls on their relation
    state = given(character("deva", prayers=("autumn",), relations=TO_CERES),
                  character("ceres", tutelary="autumn"))
    after, events = run(state, cmd.SaveFromDeath(saver_id="deva", saved_id="ceres",
                                                 words="you are my hearth"), seat("deva"))
    assert types(events) == ["PrayerGemSpent", "CharacterSavedFromDeath"]
    assert after.characters["deva"].prayer_gems == () and after.pool["autumn"] == 12


def test_saving_needs_the_right_prayer_and_another_character() -> None:
    state = given(character("deva", prayers=("winter",), relations=TO_CERES),
                  character("ceres", tutelary="autumn"))
    then_error(state, cmd.SaveFromDeath(saver_id="deva", saved_id="ceres"), "no_such_prayer_gem")
    then_error(state, cmd.SaveFromDeath(saver_id="deva", saved_id="deva"), "cannot_save_self")


def test_setting_the_gem_caterpillar_option() -> None:
    after, events = run(given(), cmd.SetGameOption(gem_caterpillar=True))
    assert after.options.gem_caterpillar and events == [ev.GameOptionSet(gem_caterpillar=True)]
    then_error(given(), cmd.SetGameOption(gem_caterpillar=True), "gm_only", seat("x"),
               NotAuthorized)


def test_the_gm_adjusts_a_sheet_within_its_ranges() -> None:
    state = given(character("deva"))
    after, _events = run(state, cmd.AdjustSheet(character_id="deva", reason="restored",
                                               changes=cmd.SheetChanges(
                                                   harmony=4, prayer_gems=["time"])))
    assert after.characters["deva"].harmony == 4
    assert after.pool["time"] == 11
    then_error(state, cmd.AdjustSheet(character_id="deva", changes=cmd.SheetChanges(devotion=9)),
               "invalid_sheet", kind=InvalidValue)


def test_adjusting_rupture_above_harmony_shatters_the_medium() -> None:
    events = when(given(character("deva")), cmd.AdjustSheet(
        character_id="deva", changes=cmd.SheetChanges(rupture_points=1)))
    assert types(events) == ["SheetAdjusted", "MediumShattered"]


def test_a_priestess_is_saved_with_a_time_prayer() -> None:
    state = given(character("deva", prayers=("time",), relations={
        "lune": cmd.RelationInput(nature="awe")}), character("lune", kind="priestess"))
    events = when(state, cmd.SaveFromDeath(saver_id="deva", saved_id="lune"))
    assert events[0] == ev.PrayerGemSpent(character_id="deva", colour="time",
                                          purpose="save_from_death")


def test_spending_the_last_harmony_below_rupture_shatters_the_medium() -> None:
    state = given(character("deva", harmony=2, rupture=2))
    events = when(state, cmd.SpendHarmonyForPrayer(character_id="deva", recipient_id="deva"))
    assert types(events) == ["HarmonySpent", "PrayerGemReceived", "MediumShattered"]
