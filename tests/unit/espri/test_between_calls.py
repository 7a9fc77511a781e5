"""Section 6, between calls: resonance, days, harmony, rupture, prayers, the communion
ritual, options and sheet adjustments."""

from domain.core import GM, Event, InvalidValue, NotAuthorized, ScriptedRandomSource
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.state import EspriState
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
EMPTY = {"deva": cmd.RelationInput(nature="tenderness", resonance=0)}


def test_recharging_resonance_brings_it_back_to_its_max() -> None:
    relation = {"deva": cmd.RelationInput(nature="tenderness", resonance_max=2, resonance=0)}
    state = given(character("deva"), character("ceres", tutelary="autumn", relations=relation))
    after, events = run(state, cmd.RechargeResonance(character_id="ceres", target_id="deva",
                                                     manifestation="by the fire"), CERES)
    assert events == [ev.ResonanceRecharged(character_id="ceres", target_id="deva", value=2,
                                            day=1, manifestation="by the fire")]
    assert after.characters["ceres"].relations["deva"].last_recharge_day == 1


def test_recharging_needs_a_relation_to_a_known_character() -> None:
    forward = {"ghost": cmd.RelationInput(nature="awe", resonance=0)}
    state = given(character("ceres", tutelary="autumn", relations=forward))
    then_error(state, cmd.RechargeResonance(character_id="ceres", target_id="ghost"),
               "no_relation", CERES)
    then_error(state, cmd.RechargeResonance(character_id="ceres", target_id="deva"),
               "no_relation", CERES)


def test_recharging_needs_an_empty_resonance() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn", relations={
        "deva": cmd.RelationInput(nature="tenderness")}))
    then_error(state, cmd.RechargeResonance(character_id="ceres", target_id="deva"),
               "resonance_not_empty", CERES)


def test_recharging_once_a_day_per_relation() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn", relations=EMPTY),
                  ev.ResonanceRecharged(character_id="ceres", target_id="deva", value=1, day=1),
                  ev.ResonanceSpent(character_id="ceres", target_id="deva", remaining=0))
    recharge = cmd.RechargeResonance(character_id="ceres", target_id="deva")
    then_error(state, recharge, "already_recharged_today", CERES)
    state, _ = run(state, cmd.AdvanceDay())
    assert when(state, recharge, CERES)


def test_a_player_recharges_only_its_own_relations() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn", relations=EMPTY))
    then_error(state, cmd.RechargeResonance(character_id="ceres", target_id="deva"),
               "not_owner", seat("deva"), NotAuthorized)


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
    state = given(character("deva", prayers=("autumn",)), character("ceres", tutelary="autumn"))
    after, events = run(state, cmd.SaveFromDeath(saver_id="deva", saved_id="ceres",
                                                 words="you are my hearth"), seat("deva"))
    assert types(events) == ["PrayerGemSpent", "CharacterSavedFromDeath"]
    assert after.characters["deva"].prayer_gems == () and after.pool["autumn"] == 12


def test_saving_needs_the_right_prayer_and_another_character() -> None:
    state = given(character("deva", prayers=("winter",)), character("ceres", tutelary="autumn"))
    then_error(state, cmd.SaveFromDeath(saver_id="deva", saved_id="ceres"), "no_such_prayer_gem")
    then_error(state, cmd.SaveFromDeath(saver_id="deva", saved_id="deva"), "cannot_save_self")


QUARTET = (("deva", "winter"), ("sol", "spring"), ("ete", "summer"), ("ceres", "autumn"))


def low_pool(*extra: Event) -> EspriState:
    """60 gems on the board, a pool of 11 rupture gems and 1 time gem; one rupture gem
    on winter 16."""
    return given(
        *(character(cid, tutelary=season, harmony=1) for cid, season in QUARTET),
        character("lune", kind="priestess", harmony=1), PLAY,
        paved("winter", ["winter"] * 12 + ["time"] * 3 + ["rupture"]),
        paved("spring", ["spring"] * 12 + ["time"] * 3),
        paved("summer", ["summer"] * 12 + ["time"] * 3),
        paved("autumn", ["autumn"] * 12 + ["time"] * 2), *extra)


def ritual(rupture: tuple[int, ...] = (16,), lune: tuple[int, ...] = (15,),
           deva: tuple[tuple[str, int], ...] = (("winter", 12),),
           members: tuple[str, ...] = ("deva", "sol", "ete", "ceres", "lune"),
           ) -> cmd.PerformCommunionRitual:
    cells: dict[str, tuple[cmd.Cell, ...]] = {
        cid: (cmd.Cell(quadrant=season, cell=12),) for cid, season in QUARTET}
    cells["deva"] = tuple(cmd.Cell(quadrant=q, cell=c) for q, c in deva)
    cells["lune"] = tuple(cmd.Cell(quadrant="winter", cell=c) for c in lune)
    pays: dict[str, str | dict[str, str]] = dict.fromkeys(members, "harmony")
    return cmd.PerformCommunionRitual(
        contributions=[cmd.Contribution(character_id=cid, pays=pays[cid], cells=cells[cid])
                       for cid in members],
        rupture_cells=[cmd.Cell(quadrant="winter", cell=c) for c in rupture])


def test_the_communion_ritual_removes_own_colour_gems_and_one_rupture_per_set() -> None:
    state = low_pool()
    assert sum(state.pool.values()) == 12
    after, events = run(state, ritual())
    assert types(events)[0] == "CommunionRitualPerformed"
    assert all(after.characters[cid].harmony == 0 for cid, _ in QUARTET)
    assert after.board["winter"].cells[12:17] == (None, "time", "time", None, None)
    assert after.pool["rupture"] == 12 and after.pool["time"] == 2
    assert set(gem_totals(after).values()) == {12}


def test_a_prayer_gem_may_pay_for_the_ritual() -> None:
    state = low_pool(ev.GemsRemoved(quadrant="autumn", cells=(14,), colours=("time",),
                                    reason="test"),
                     ev.PrayerGemReceived(character_id="deva", colour="time"))
    command = ritual()
    paid = [cmd.Contribution(character_id="deva", pays={"prayer": "time"},
                            cells=command.contributions[0].cells), *command.contributions[1:]]
    after, _ = run(state, cmd.PerformCommunionRitual(contributions=paid,
                                                     rupture_cells=command.rupture_cells))
    assert after.characters["deva"].prayer_gems == () and after.characters["deva"].harmony == 1


def test_without_a_complete_set_no_rupture_gem_is_removed() -> None:
    then_error(low_pool(), ritual(lune=()), "not_enough_sets")


def test_the_ritual_needs_a_low_pool() -> None:
    state = given(*(character(cid, tutelary=season, harmony=1) for cid, season in QUARTET),
                  character("lune", kind="priestess", harmony=1), PLAY)
    then_error(state, ritual(rupture=(), lune=(), deva=()), "pool_not_low")


def test_the_whole_quartet_contributes_once() -> None:
    then_error(low_pool(), ritual(members=("deva", "sol", "ete", "ceres")),
               "incomplete_quartet")


def test_each_member_removes_at_most_its_tutelary_score() -> None:
    too_many = tuple(("winter", c) for c in (9, 10, 11, 12))
    then_error(low_pool(), ritual(deva=too_many), "too_many_removed")


def test_each_member_removes_only_its_own_colour() -> None:
    then_error(low_pool(), ritual(deva=(("spring", 11),)), "not_own_colour")


def test_each_member_must_be_able_to_pay() -> None:
    state = low_pool(ev.HarmonySpent(character_id="deva", amount=1, reason="test"))
    then_error(state, ritual(), "not_enough_harmony")


def test_rupture_cells_must_hold_rupture() -> None:
    then_error(low_pool(), ritual(rupture=(11,)), "no_rupture_there")


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


def test_no_ritual_during_a_call() -> None:
    then_error(low_pool(declared("deva")), ritual(), "call_in_progress")


def test_a_priestess_is_saved_with_a_time_prayer() -> None:
    state = given(character("deva", prayers=("time",)), character("lune", kind="priestess"))
    events = when(state, cmd.SaveFromDeath(saver_id="deva", saved_id="lune"))
    assert events[0] == ev.PrayerGemSpent(character_id="deva", colour="time",
                                          purpose="save_from_death")


def test_spending_the_last_harmony_below_rupture_shatters_the_medium() -> None:
    state = given(character("deva", harmony=2, rupture=2))
    events = when(state, cmd.SpendHarmonyForPrayer(character_id="deva", recipient_id="deva"))
    assert types(events) == ["HarmonySpent", "PrayerGemReceived", "MediumShattered"]
