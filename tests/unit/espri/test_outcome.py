"""Sections 6 and 7, the outcome of a call: placing the call's gems, the
result, its board effects, the leader's last choices and the gem caterpillar."""

import pytest

from domain.core import GM, NotAuthorized
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from domain.espri.state import EspriState
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


def critical_failure(prayers: tuple[str, ...] = ()) -> object:
    state = given(character("deva", prayers=prayers), PLAY, paved("winter", ["winter", "time"]),
                  declared(), drawn("summer", "rupture"))
    place = cmd.PlaceCallGems(main="summer", modifier="rupture", shift="down")
    return spec(ESPRI).at(state).when(place, DEVA).state


def result_of(hand: tuple[str, ...], place: cmd.PlaceCallGems, n: int = 2,
              talent: str | None = "Abri", season: str = "winter") -> str:
    state = given(character("deva"), PLAY, declared(n=n, talent=talent, season=season),
                  drawn(*hand))
    found = of_type(spec(ESPRI).at(state).when(place, DEVA).events, ev.CallResultDetermined)
    return str(found[0].result)


def stalled(caterpillar: bool = True) -> EspriState:
    """Mÿelta on winter 2 with an empty cell ahead: a bitter success leaves her stalled."""
    state = given(character("deva"), PLAY, paved("winter", ["winter", "time"]),
                  nymph_at("winter", 2), declared(), drawn("spring"), caterpillar=caterpillar)
    outcome = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="spring"), DEVA)
    after, events = outcome.state, outcome.events
    assert events[-1] == ev.CallClosed(call_id="call-1", result="bitter_success",
                                       stalled=("winter",))
    return after


def test_placing_needs_a_drawn_hand() -> None:
    spec(ESPRI).given(character("deva"), PLAY, declared()).when(
        cmd.PlaceCallGems(main="winter"), DEVA
    ).refused("wrong_call_step")


def test_placing_uses_gems_of_the_hand() -> None:
    state = given(character("deva"), PLAY, declared(), drawn("winter"))
    spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="spring"), DEVA).refused("gem_not_in_hand")
    spec(ESPRI).at(state).when(
        cmd.PlaceCallGems(main="winter", modifier="time", shift="up"), DEVA
    ).refused("gem_not_in_hand")


def test_the_gm_must_place_the_added_prayer_gem() -> None:
    state = given(character("deva", prayers=("time",)), PLAY, declared(n=-2),
                  drawn("winter", "summer"))
    state = spec(ESPRI).at(state).when(cmd.AddPrayerGem(colour="time"), DEVA).state
    spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="winter"), GM).refused(
        "prayer_gem_must_be_used"
    )
    # T3: the gm places the gems, the shift is the leader's (ChooseShift)
    assert spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="summer", modifier="time"), GM).events


def test_extra_gems_only_when_awaited() -> None:
    spec(ESPRI).given(character("deva"), PLAY, declared(), drawn("winter")).when(
        cmd.PlaceExtraGems(gems=[]), DEVA
    ).refused("wrong_call_step")


def test_extra_gems_come_from_the_hand() -> None:
    state = given(character("deva"), PLAY, declared(), drawn("winter", "spring"))
    state = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="winter"), DEVA).state
    spec(ESPRI).at(state).when(cmd.PlaceExtraGems(gems=["summer"]), DEVA).refused("gem_not_in_hand")


def test_removing_a_rupture_gem_only_after_a_critical_success() -> None:
    spec(ESPRI).given(character("deva"), PLAY, declared(), drawn("winter")).when(
        cmd.RemoveRuptureGem(skip=True), DEVA
    ).refused("wrong_call_step")


def test_the_leader_may_skip_the_rupture_removal() -> None:
    state = given(character("deva"), PLAY, paved("summer", ["rupture"]), declared(),
                  drawn("winter", "time"))
    state = (
        spec(ESPRI)
        .at(state)
        .when(cmd.PlaceCallGems(main="winter", modifier="time", shift="up"), DEVA)
        .state
    )
    outcome = spec(ESPRI).at(state).when(cmd.RemoveRuptureGem(skip=True), DEVA)
    after, events = outcome.state, outcome.events
    assert types(events) == ["CallClosed"] and after.board["summer"].cells[1] == "rupture"


def test_keeping_a_prayer_gem_only_after_a_critical_failure() -> None:
    spec(ESPRI).given(character("deva"), PLAY, declared(), drawn("winter")).when(
        cmd.KeepPrayerGem(skip=True), DEVA
    ).refused("wrong_call_step")


def test_the_kept_gem_must_be_one_removed() -> None:
    spec(ESPRI).at(critical_failure()).when(cmd.KeepPrayerGem(colour="autumn"), DEVA).refused(
        "gem_not_removed"
    )


def test_skipping_the_kept_gem_returns_every_removed_gem() -> None:
    outcome = spec(ESPRI).at(critical_failure()).when(cmd.KeepPrayerGem(skip=True), DEVA)
    after, events = outcome.state, outcome.events
    assert types(events) == ["GemsReturnedToPool", "CallClosed"]
    assert after.pool == {**dict.fromkeys(after.pool, 12), "summer": 11}
    assert after.board["summer"].cells[1] == "summer"


def awaiting_the_kept_gem() -> EspriState:
    """Déva (devotion 2, one prayer gem) after a critical failure removed time and winter
    from the board: the call waits for the gem she keeps."""
    return given(character("deva", prayers=("time",)), PLAY,
                 paved("winter", ["winter", "time"]), declared(), drawn("summer", "rupture"),
                 ev.CallResultDetermined(call_id="call-1", main="summer", modifier="rupture",
                                         shift="down", base_result="failure",
                                         result="critical_failure", forced=False,
                                         without_talent=False),
                 ev.GemsRemoved(quadrant="winter", cells=(2, 1), colours=("time", "winter"),
                                reason="critical_failure"),
                 ev.CallAwaiting(call_id="call-1", step="awaiting_prayer_keep"))


def test_full_prayers_mean_no_kept_gem() -> None:
    state = ESPRI.evolve(awaiting_the_kept_gem(),
                         ev.PrayerGemReceived(character_id="deva", colour="spring"))
    spec(ESPRI).at(state).when(cmd.KeepPrayerGem(colour="time"), DEVA).refused("prayers_full")


def test_with_full_prayers_a_critical_failure_returns_the_removed_gems_at_once() -> None:
    state = given(character("deva", devotion=1, prayers=("time",)), PLAY,
                  paved("winter", ["winter"]), declared(), drawn("summer", "rupture"))
    outcome = (
        spec(ESPRI)
        .at(state)
        .when(cmd.PlaceCallGems(main="summer", modifier="rupture", shift="down"), DEVA)
    )
    after, events = outcome.state, outcome.events
    assert after.open_call is None
    assert of_type(events, ev.GemsReturnedToPool)[-1].reason == "not_kept"


def test_a_priestess_gives_up_rupture_gems_of_the_called_quadrant() -> None:
    state = given(character("lune", kind="priestess", harmony=2), PLAY,
                  paved("summer", ["rupture"]), paved("winter", ["rupture"]),
                  declared("lune", "summer"))
    outcome = spec(ESPRI).at(state).when(cmd.TakeRuptureTemptation(cells=[1]), seat("lune"))
    after, events = outcome.state, outcome.events
    assert of_type(events, ev.GemsRemoved)[0].quadrant == "summer"
    assert after.board["winter"].cells[1] == "rupture"


def test_a_priestess_leaders_critical_failure_sends_the_called_seasons_nymph_home() -> None:
    state = given(character("lune", kind="priestess"), PLAY,
                  paved("summer", ["summer"] * 8), nymph_at("summer", 8),
                  declared("lune", "summer"), drawn("winter", "rupture"))
    after = (
        spec(ESPRI)
        .at(state)
        .when(cmd.PlaceCallGems(main="winter", modifier="rupture", shift="down"), seat("lune"))
        .state
    )
    assert after.board["summer"].nymph == 0


def test_when_n_is_minus_2_or_less_the_gm_chooses_the_placed_gem() -> None:
    state = given(character("deva"), PLAY, declared(n=-2), drawn("summer", "winter"))
    spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="winter"), DEVA).refused(
        "not_chooser", NotAuthorized
    )
    assert of_type(
        spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="summer"), GM).events,
        ev.CallResultDetermined,
    )


@pytest.mark.parametrize(("main", "modifier", "shift", "expected"), [
    ("winter", None, None, "success"),
    ("spring", None, None, "bitter_success"),
    ("autumn", None, None, "bitter_success"),
    ("summer", None, None, "failure"),
    ("winter", "time", "up", "critical_success"),
    ("winter", "rupture", "down", "bitter_success"),
    ("spring", "time", "up", "success"),
    ("spring", "rupture", "down", "failure"),
    ("summer", "rupture", "down", "critical_failure"),
    ("summer", "time", "up", "bitter_success"),
])
def test_the_main_gem_against_the_called_season_and_the_modifier_give_the_result(
        main: str, modifier: str | None, shift: str | None, expected: str) -> None:
    hand = (main,) if modifier is None else (main, modifier)
    place = cmd.PlaceCallGems(main=main, modifier=modifier, shift=shift)  # type: ignore[arg-type]
    assert result_of(hand, place) == expected


def test_a_hand_of_time_gems_only_gives_a_bitter_success() -> None:
    assert result_of(("time", "time"), cmd.PlaceCallGems(main="time")) == "bitter_success"


def test_a_hand_of_rupture_gems_only_gives_failure_down_or_success_up_with_a_point() -> None:
    down = cmd.PlaceCallGems(main="rupture", shift="down")
    assert result_of(("rupture",), down) == "failure"
    state = given(character("deva", harmony=3), PLAY, declared(n=2), drawn("rupture", "rupture"))
    events = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="rupture", shift="up"), DEVA).events
    assert of_type(events, ev.CallResultDetermined)[0].result == "success"
    assert of_type(events, ev.RupturePointGained)[0].total == 1


def test_without_a_talent_the_result_is_lowered_one_step() -> None:
    assert result_of(("winter",), cmd.PlaceCallGems(main="winter"), talent=None) \
        == "bitter_success"
    assert result_of(("summer",), cmd.PlaceCallGems(main="summer"), talent=None) \
        == "critical_failure"


def test_the_result_scale_is_clamped() -> None:
    place = cmd.PlaceCallGems(main="summer", modifier="rupture", shift="down")
    assert result_of(("summer", "rupture"), place, talent=None) == "critical_failure"


def test_more_than_twelve_gems_forces_a_critical_success_whatever_the_colours() -> None:
    assert result_of(("summer",) * 12, cmd.PlaceCallGems(main="summer"), n=13) \
        == "critical_success"


def test_fewer_than_minus_twelve_forces_a_critical_failure_whatever_the_colours() -> None:
    state = given(character("deva"), PLAY, declared(n=-13), drawn(*("winter",) * 12))
    events = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="winter"), GM).events
    found = of_type(events, ev.CallResultDetermined)[0]
    assert (found.result, found.forced) == ("critical_failure", True)


def test_a_season_gem_in_the_hand_must_be_the_main_gem() -> None:
    state = given(character("deva"), PLAY, declared(n=2), drawn("time", "summer"))
    spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="time"), DEVA).refused("invalid_main_gem")


def test_a_time_gem_never_goes_with_a_rupture_gem() -> None:
    state = given(character("deva"), PLAY, declared(n=2), drawn("time", "rupture"))
    place = cmd.PlaceCallGems(main="time", modifier="rupture", shift="up")
    spec(ESPRI).at(state).when(place, DEVA).refused("time_with_rupture")


def test_placement_puts_the_main_in_its_own_quadrant_and_the_modifier_in_the_called_one(
) -> None:
    state = given(character("deva"), PLAY, declared(n=2), drawn("spring", "time"))
    events = (
        spec(ESPRI)
        .at(state)
        .when(cmd.PlaceCallGems(main="spring", modifier="time", shift="up"), DEVA)
        .events
    )
    placed = [(e.quadrant, e.colour) for e in of_type(events, ev.GemPlaced)]
    assert placed == [("spring", "spring"), ("winter", "time")]


def test_a_critical_failure_removes_k_gems_sends_the_leaders_nymph_home_and_offers_one(
) -> None:
    state = given(character("deva", tutelary="autumn",
                            seasons={"autumn": 2, "winter": 2, "spring": 2, "summer": 2}),
                  PLAY, paved("winter", ["winter", "time", "winter"]),
                  paved("autumn", ["autumn"]), nymph_at("autumn", 1),
                  declared(n=2), drawn("summer", "rupture"))
    outcome = (
        spec(ESPRI)
        .at(state)
        .when(cmd.PlaceCallGems(main="summer", modifier="rupture", shift="down"), DEVA)
    )
    after, events = outcome.state, outcome.events
    removed = of_type(events, ev.GemsRemoved)[0]
    assert (removed.quadrant, removed.cells) == ("winter", (4, 3))
    assert after.board["autumn"].nymph == 0
    assert after.open_call is not None and after.open_call.step == "awaiting_prayer_keep"
    outcome = spec(ESPRI).at(after).when(cmd.KeepPrayerGem(colour="rupture"), DEVA)
    after, events = outcome.state, outcome.events
    assert after.characters["deva"].prayer_gems == ("rupture",)
    assert events[-1] == ev.CallClosed(call_id="call-1", result="critical_failure")


def test_a_failure_removes_k_gems_from_the_called_quadrant_and_the_nymph_falls_back() -> None:
    state = given(character("deva"), PLAY, paved("winter", ["winter"] * 5),
                  nymph_at("winter", 5), declared(n=2), drawn("summer"))
    outcome = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="summer"), DEVA)
    after, events = outcome.state, outcome.events
    assert of_type(events, ev.GemPlaced)[0].quadrant == "summer"
    assert of_type(events, ev.GemsRemoved)[0].cells == (5, 4, 3)
    assert of_type(events, ev.NymphMoved) == [
        ev.NymphMoved(season="winter", from_=5, to=2, reason="fallback")]
    assert after.open_call is None


def test_a_bitter_success_advances_the_leaders_and_every_helpers_nymph() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn"), PLAY,
                  paved("winter", ["winter"] * 2), paved("autumn", ["autumn"] * 3),
                  declared(n=2, helpers=[("ceres", "resonance")]), drawn("spring"))
    events = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="spring"), DEVA).events
    moved = [(e.season, e.to) for e in of_type(events, ev.NymphMoved)]
    assert moved == [("winter", 2), ("autumn", 3)]


def test_on_a_failure_helpers_nymphs_do_not_move() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn"), PLAY,
                  paved("autumn", ["autumn"] * 3),
                  declared(n=2, helpers=[("ceres", "direct")]), drawn("summer"))
    assert not of_type(
        spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="summer"), DEVA).events, ev.NymphMoved
    )


def test_a_success_asks_for_min_score_and_hand_extra_gems_then_advances() -> None:
    state = given(character("deva"), PLAY, declared(n=5),
                  drawn("winter", "winter", "time", "spring", "rupture"))
    outcome = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="winter"), DEVA)
    after, events = outcome.state, outcome.events
    assert after.open_call is not None and after.open_call.step == "awaiting_extra_gems"
    assert after.open_call.extra_count == 3
    spec(ESPRI).at(after).when(cmd.PlaceExtraGems(gems=["winter"]), DEVA).refused(
        "wrong_extra_count"
    )
    outcome = (
        spec(ESPRI).at(after).when(cmd.PlaceExtraGems(gems=["winter", "time", "rupture"]), DEVA)
    )
    done, events = outcome.state, outcome.events
    assert [e.cell for e in of_type(events, ev.GemPlaced)] == [2, 3, 4]
    assert of_type(events, ev.NymphMoved)[0].to == 4
    assert of_type(events, ev.GemsReturnedToPool)[0].gems == ("spring",)
    assert done.open_call is None and done.pool["spring"] == 12


def test_a_critical_success_lets_the_leader_remove_one_rupture_gem_anywhere() -> None:
    state = given(character("deva"), PLAY, paved("summer", ["rupture", "summer"]),
                  nymph_at("summer", 2), declared(n=2), drawn("winter", "time"))
    after = (
        spec(ESPRI)
        .at(state)
        .when(cmd.PlaceCallGems(main="winter", modifier="time", shift="up"), DEVA)
        .state
    )
    assert after.open_call is not None and after.open_call.step == "awaiting_rupture_removal"
    spec(ESPRI).at(after).when(cmd.RemoveRuptureGem(quadrant="summer", cell=2), DEVA).refused(
        "no_rupture_there"
    )
    outcome = spec(ESPRI).at(after).when(cmd.RemoveRuptureGem(quadrant="summer", cell=1), DEVA)
    done, events = outcome.state, outcome.events
    assert types(events) == ["RuptureGemRemoved", "CallClosed"]
    assert done.board["summer"].cells[1] is None and done.pool["rupture"] == 12


def test_a_critical_success_without_rupture_on_the_board_closes_at_once() -> None:
    state = given(character("deva"), PLAY, declared(n=2), drawn("winter", "time"))
    events = (
        spec(ESPRI)
        .at(state)
        .when(cmd.PlaceCallGems(main="winter", modifier="time", shift="up"), DEVA)
        .events
    )
    assert types(events)[-1] == "CallClosed"


def test_a_success_with_gems_left_waits_for_them_even_if_fewer_than_the_score() -> None:
    state = given(character("deva"), PLAY, declared(n=2), drawn("winter", "time"))
    after = spec(ESPRI).at(state).when(cmd.PlaceCallGems(main="winter"), DEVA).state
    assert after.open_call is not None
    assert (after.open_call.step, after.open_call.extra_count) == ("awaiting_extra_gems", 1)


def test_the_gem_caterpillar_moves_a_gem_from_behind_to_ahead_then_advances() -> None:
    outcome = spec(ESPRI).at(stalled()).when(cmd.ApplyGemCaterpillar(season="winter", from_cell=1))
    after, events = outcome.state, outcome.events
    assert events == [ev.GemMoved(quadrant="winter", from_cell=1, to_cell=3),
                      ev.NymphMoved(season="winter", from_=2, to=3, reason="caterpillar")]
    assert after.board["winter"].cells[1:4] == (None, "time", "winter")
    spec(ESPRI).at(after).when(cmd.ApplyGemCaterpillar(season="winter", from_cell=2)).refused(
        "caterpillar_not_applicable"
    )


def test_the_gem_caterpillar_needs_the_option() -> None:
    spec(ESPRI).at(stalled(caterpillar=False)).when(
        cmd.ApplyGemCaterpillar(season="winter", from_cell=1)
    ).refused("option_disabled")


def test_the_gem_caterpillar_applies_only_to_a_nymph_that_stalled() -> None:
    spec(ESPRI).at(stalled()).when(cmd.ApplyGemCaterpillar(season="spring", from_cell=1)).refused(
        "caterpillar_not_applicable"
    )


def test_the_gem_caterpillar_takes_a_paved_cell_behind_the_nymph() -> None:
    spec(ESPRI).at(stalled()).when(cmd.ApplyGemCaterpillar(season="winter", from_cell=2)).refused(
        "invalid_cell"
    )
    spec(ESPRI).at(stalled()).when(cmd.ApplyGemCaterpillar(season="winter", from_cell=5)).refused(
        "invalid_cell"
    )


def test_prayers_filled_while_the_call_waits_offer_only_the_skip() -> None:
    """Found by the offers property (``-m slow``): the leader's prayers filled up while the
    critical failure waited for its kept gem; the table offered keeping one, which
    ``KeepPrayerGem`` refuses (``prayers_full``). Now only the skip is offered, and taken."""
    state = awaiting_the_kept_gem()
    offered = {a.type: a for a in ESPRI.available(state, DEVA).available}
    assert [c.value for c in offered["KeepPrayerGem"].choices["colour"]] == ["time", "winter"]
    full = ESPRI.evolve(state, ev.PrayerGemReceived(character_id="deva", colour="spring"))
    keep = {a.type: a for a in ESPRI.available(full, DEVA).available}["KeepPrayerGem"]
    assert keep.awaited and not keep.choices.get("colour")
    assert [c.value for c in keep.choices["skip"]] == [True]
    outcome = spec(ESPRI).at(full).when(cmd.KeepPrayerGem(skip=True), DEVA)
    after, events = outcome.state, outcome.events  # type: ignore[arg-type]
    assert types(events) == ["GemsReturnedToPool", "CallClosed"]
    assert after.open_call is None
