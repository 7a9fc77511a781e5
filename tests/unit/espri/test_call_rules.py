"""Section 7: effective score, draw table, result and board effects of a call."""

import pytest

from domain.core import GM, DomainError, NotAuthorized, SeededRandomSource
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.call import Modifier, effective
from tests.unit.espri.helpers import (
    PLAY,
    character,
    declared,
    drawn,
    given,
    nymph_at,
    of_type,
    paved,
    run,
    seat,
    then_error,
    then_state,
    types,
    when,
)

SERVER = SeededRandomSource(7)
DEVA = seat("deva")


def test_capped_bonuses_apply_first_in_ascending_order_of_cap_as_the_seed_says() -> None:
    """Seed over spec: "appliquez d'abord les effets avec minimum/maximum par ordre
    décroissant/croissant respectivement" puts maxima (caps) in ascending order; spec 7.1
    says descending. Ascending: 2 -> 4 (cap 4) -> 6 (cap 6); descending would give 4."""
    mods = [Modifier(label="b", value=2, cap=6), Modifier(label="a", value=3, cap=4)]
    assert effective(2, mods) == 6


def test_floored_maluses_apply_in_descending_order_of_floor_as_the_seed_says() -> None:
    """Seed over spec: minima (floors) in descending order ("décroissant"); spec 7.1 says
    ascending. Descending: 5 -> 3 (floor 3) -> 1 (floor 1); ascending would give 2."""
    mods = [Modifier(label="b", value=-3, floor=1), Modifier(label="a", value=-3, floor=3)]
    assert effective(5, mods) == 1


def test_capped_bonuses_apply_before_floored_maluses() -> None:
    mods = [Modifier(label="malus", value=-2, floor=2), Modifier(label="bonus", value=3, cap=5)]
    assert effective(3, mods) == 3


def test_plain_modifiers_apply_after_bounded_ones() -> None:
    mods = [Modifier(label="plain", value=1), Modifier(label="capped", value=2, cap=4)]
    assert effective(3, mods) == 5


def test_a_bonus_never_lowers_a_score_already_above_its_cap() -> None:
    assert effective(5, [Modifier(label="a", value=1, cap=3)]) == 5


def test_declare_call_applies_modifiers_to_the_leader_only_and_counts_helpers() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn"), PLAY,
                  paved("winter", ["rupture"]))
    events = when(state, cmd.DeclareCall(
        leader_id="deva", called_season="winter", talent="Abri",
        helpers=[cmd.Helper(character_id="ceres", mode="direct")],
        modifiers=[Modifier(label="slope", value=-1)]))
    call = events[0]
    assert isinstance(call, ev.CallDeclared)
    assert (call.effective_score, call.difficulty, call.draw_count) == (2, 1, 2)


def test_an_opposition_call_uses_the_opponents_score_as_difficulty() -> None:
    state = given(character("deva"), PLAY, paved("winter", ["rupture"] * 3))
    events = when(state, cmd.DeclareCall(
        leader_id="deva", called_season="winter", talent="Abri",
        difficulty=cmd.Difficulty(source="opposition", opposition_score=2)))
    assert events[0].difficulty == 2  # type: ignore[attr-defined]
    assert events[0].difficulty_source == "opposition"  # type: ignore[attr-defined]


@pytest.mark.parametrize(("n", "size", "chooser"), [
    (2, 2, "leader"), (5, 5, "leader"), (12, 12, "leader"), (1, 1, "leader"),
    (0, 1, "leader"), (-1, 1, "leader"), (-2, 2, "gm"), (-4, 4, "gm"),
    (13, 12, "leader"), (-13, 12, "gm")])
def test_the_draw_table_gives_the_draw_size_and_the_chooser(
        n: int, size: int, chooser: str) -> None:
    state = given(character("deva"), PLAY, declared(n=n))
    events = when(state, cmd.DrawGems(), DEVA, SERVER)
    assert len(events[0].gems) == size  # type: ignore[attr-defined]
    assert state.open_call is not None and state.open_call.chooser == chooser


def test_at_n_1_the_leader_may_redraw_once_and_the_first_gem_returns_to_the_pool() -> None:
    state = given(character("deva"), PLAY, declared(n=1), drawn("summer"))
    after, events = run(state, cmd.Redraw(gems=["winter"]), DEVA)
    assert types(events) == ["GemsReturnedToPool", "GemsDrawn"]
    assert events[0] == ev.GemsReturnedToPool(gems=("summer",), reason="redraw")
    assert after.open_call is not None and after.open_call.hand == ("winter",)
    then_error(after, cmd.Redraw(gems=["spring"]), "redraw_not_allowed", DEVA)


def test_at_n_0_there_is_no_redraw() -> None:
    state = given(character("deva"), PLAY, declared(n=0), drawn("summer"))
    then_error(state, cmd.Redraw(), "redraw_not_allowed", DEVA)


def test_at_n_minus_1_only_the_gm_orders_the_redraw() -> None:
    state = given(character("deva"), PLAY, declared(n=-1), drawn("summer"))
    then_error(state, cmd.Redraw(), "gm_only", DEVA, NotAuthorized)
    events = when(state, cmd.Redraw(), GM, SERVER)
    assert events[1].redraw is True  # type: ignore[attr-defined]


def test_when_n_is_minus_2_or_less_the_gm_chooses_the_placed_gem() -> None:
    state = given(character("deva"), PLAY, declared(n=-2), drawn("summer", "winter"))
    then_error(state, cmd.PlaceCallGems(main="winter"), "not_chooser", DEVA, NotAuthorized)
    assert of_type(when(state, cmd.PlaceCallGems(main="summer"), GM), ev.CallResultDetermined)


def result_of(hand: tuple[str, ...], place: cmd.PlaceCallGems, n: int = 2,
              talent: str | None = "Abri", season: str = "winter") -> str:
    state = given(character("deva"), PLAY, declared(n=n, talent=talent, season=season),
                  drawn(*hand))
    found = of_type(when(state, place, DEVA), ev.CallResultDetermined)
    return str(found[0].result)


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
    events = when(state, cmd.PlaceCallGems(main="rupture", shift="up"), DEVA)
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
    events = when(state, cmd.PlaceCallGems(main="winter"), GM)
    found = of_type(events, ev.CallResultDetermined)[0]
    assert (found.result, found.forced) == ("critical_failure", True)


def test_a_season_gem_in_the_hand_must_be_the_main_gem() -> None:
    state = given(character("deva"), PLAY, declared(n=2), drawn("time", "summer"))
    then_error(state, cmd.PlaceCallGems(main="time"), "invalid_main_gem", DEVA)


def test_a_time_gem_never_goes_with_a_rupture_gem() -> None:
    state = given(character("deva"), PLAY, declared(n=2), drawn("time", "rupture"))
    place = cmd.PlaceCallGems(main="time", modifier="rupture", shift="up")
    then_error(state, place, "time_with_rupture", DEVA)


def test_placement_puts_the_main_in_its_own_quadrant_and_the_modifier_in_the_called_one(
) -> None:
    state = given(character("deva"), PLAY, declared(n=2), drawn("spring", "time"))
    events = when(state, cmd.PlaceCallGems(main="spring", modifier="time", shift="up"), DEVA)
    placed = [(e.quadrant, e.colour) for e in of_type(events, ev.GemPlaced)]
    assert placed == [("spring", "spring"), ("winter", "time")]


def test_a_critical_failure_removes_k_gems_sends_the_leaders_nymph_home_and_offers_one(
) -> None:
    state = given(character("deva", tutelary="autumn",
                            seasons={"autumn": 2, "winter": 2, "spring": 2, "summer": 2}),
                  PLAY, paved("winter", ["winter", "time", "winter"]),
                  paved("autumn", ["autumn"]), nymph_at("autumn", 1),
                  declared(n=2), drawn("summer", "rupture"))
    after, events = run(state, cmd.PlaceCallGems(main="summer", modifier="rupture",
                                                 shift="down"), DEVA)
    removed = of_type(events, ev.GemsRemoved)[0]
    assert (removed.quadrant, removed.cells) == ("winter", (4, 3))
    assert after.board["autumn"].nymph == 0
    assert after.open_call is not None and after.open_call.step == "awaiting_prayer_keep"
    after, events = run(after, cmd.KeepPrayerGem(colour="rupture"), DEVA)
    assert after.characters["deva"].prayer_gems == ("rupture",)
    assert events[-1] == ev.CallClosed(call_id="call-1", result="critical_failure")


def test_a_failure_removes_k_gems_from_the_called_quadrant_and_the_nymph_falls_back() -> None:
    state = given(character("deva"), PLAY, paved("winter", ["winter"] * 5),
                  nymph_at("winter", 5), declared(n=2), drawn("summer"))
    after, events = run(state, cmd.PlaceCallGems(main="summer"), DEVA)
    assert of_type(events, ev.GemPlaced)[0].quadrant == "summer"
    assert of_type(events, ev.GemsRemoved)[0].cells == (5, 4, 3)
    assert of_type(events, ev.NymphMoved) == [
        ev.NymphMoved(season="winter", from_=5, to=2, reason="fallback")]
    assert after.open_call is None


def test_a_bitter_success_advances_the_leaders_and_every_helpers_nymph() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn"), PLAY,
                  paved("winter", ["winter"] * 2), paved("autumn", ["autumn"] * 3),
                  declared(n=2, helpers=[("ceres", "resonance")]), drawn("spring"))
    _after, events = run(state, cmd.PlaceCallGems(main="spring"), DEVA)
    moved = [(e.season, e.to) for e in of_type(events, ev.NymphMoved)]
    assert moved == [("winter", 2), ("autumn", 3)]


def test_on_a_failure_helpers_nymphs_do_not_move() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn"), PLAY,
                  paved("autumn", ["autumn"] * 3),
                  declared(n=2, helpers=[("ceres", "direct")]), drawn("summer"))
    assert not of_type(when(state, cmd.PlaceCallGems(main="summer"), DEVA), ev.NymphMoved)


def test_a_success_asks_for_min_score_and_hand_extra_gems_then_advances() -> None:
    state = given(character("deva"), PLAY, declared(n=5),
                  drawn("winter", "winter", "time", "spring", "rupture"))
    after, events = run(state, cmd.PlaceCallGems(main="winter"), DEVA)
    assert after.open_call is not None and after.open_call.step == "awaiting_extra_gems"
    assert after.open_call.extra_count == 3
    then_error(after, cmd.PlaceExtraGems(gems=["winter"]), "wrong_extra_count", DEVA)
    done, events = run(after, cmd.PlaceExtraGems(gems=["winter", "time", "rupture"]), DEVA)
    assert [e.cell for e in of_type(events, ev.GemPlaced)] == [2, 3, 4]
    assert of_type(events, ev.NymphMoved)[0].to == 4
    assert of_type(events, ev.GemsReturnedToPool)[0].gems == ("spring",)
    assert done.open_call is None and done.pool["spring"] == 12


def test_a_critical_success_lets_the_leader_remove_one_rupture_gem_anywhere() -> None:
    state = given(character("deva"), PLAY, paved("summer", ["rupture", "summer"]),
                  nymph_at("summer", 2), declared(n=2), drawn("winter", "time"))
    after, _ = run(state, cmd.PlaceCallGems(main="winter", modifier="time", shift="up"), DEVA)
    assert after.open_call is not None and after.open_call.step == "awaiting_rupture_removal"
    then_error(after, cmd.RemoveRuptureGem(quadrant="summer", cell=2), "no_rupture_there", DEVA)
    done, events = run(after, cmd.RemoveRuptureGem(quadrant="summer", cell=1), DEVA)
    assert types(events) == ["RuptureGemRemoved", "CallClosed"]
    assert done.board["summer"].cells[1] is None and done.pool["rupture"] == 12


def test_a_critical_success_without_rupture_on_the_board_closes_at_once() -> None:
    state = given(character("deva"), PLAY, declared(n=2), drawn("winter", "time"))
    events = when(state, cmd.PlaceCallGems(main="winter", modifier="time", shift="up"), DEVA)
    assert types(events)[-1] == "CallClosed"


def test_declaring_a_call_spends_one_resonance_and_it_recharges_once_a_day() -> None:
    relation = {"deva": cmd.RelationInput(nature="tenderness", resonance_max=2)}
    state = given(character("deva"), character("ceres", tutelary="autumn", relations=relation),
                  PLAY)
    resonate = cmd.DeclareCall(leader_id="deva", called_season="winter", talent="Abri",
                               helpers=[cmd.Helper(character_id="ceres", mode="resonance")])
    after, events = run(state, resonate)
    assert events[1] == ev.ResonanceSpent(character_id="ceres", target_id="deva", remaining=1)
    assert after.characters["ceres"].relations["deva"].resonance == 1


def test_an_unknown_leader_is_unavailable() -> None:
    state = given(character("deva"), PLAY)
    with pytest.raises(DomainError) as info:
        when(state, cmd.DeclareCall(leader_id="nobody", called_season="winter"))
    assert info.value.code == "character_unavailable"


def test_a_success_with_gems_left_waits_for_them_even_if_fewer_than_the_score() -> None:
    state = given(character("deva"), PLAY, declared(n=2), drawn("winter", "time"))
    after = then_state(state, when(state, cmd.PlaceCallGems(main="winter"), DEVA))
    assert after.open_call is not None
    assert (after.open_call.step, after.open_call.extra_count) == ("awaiting_extra_gems", 1)
