"""Section 6 and 7, the call: declaring (effective score, modifiers,
helpers, resonance), the rupture temptation, the draw table, drawing and redrawing,
the added prayer gem; every command's error codes and events."""

import pytest

from domain.core import GM, DomainError, InvalidValue, NotAuthorized, SeededRandomSource
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from domain.espri.rules.call import Modifier, effective
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


CALL = cmd.DeclareCall(leader_id="deva", called_season="winter", talent="Abri")


CERES = {"autumn": 3, "winter": 2, "spring": 2, "summer": 2}


RELATION = {"deva": cmd.RelationInput(nature="tenderness")}


SERVER = SeededRandomSource(7)


def test_a_call_needs_the_play_phase() -> None:
    spec(ESPRI).given(character("deva")).when(CALL).refused("not_in_play")


def test_one_call_at_a_time() -> None:
    spec(ESPRI).given(character("deva"), PLAY, declared()).when(CALL).refused("call_in_progress")


def test_only_the_gm_declares_a_call() -> None:
    spec(ESPRI).given(character("deva"), PLAY).when(CALL, DEVA).refused("gm_only", NotAuthorized)


def test_a_shattered_medium_cannot_lead_or_help() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn", rupture=1), PLAY)
    spec(ESPRI).at(state).when(cmd.DeclareCall(leader_id="ceres", called_season="winter")).refused(
        "character_unavailable"
    )
    helped = cmd.DeclareCall(leader_id="deva", called_season="winter",
                             helpers=[cmd.Helper(character_id="ceres", mode="direct",
                                                 talent="Abri")])
    spec(ESPRI).at(state).when(helped).refused("character_unavailable")


def test_the_leader_cannot_also_help() -> None:
    state = given(character("deva"), PLAY)
    spec(ESPRI).at(state).when(
        cmd.DeclareCall(
            leader_id="deva",
            called_season="winter",
            helpers=[cmd.Helper(character_id="deva", mode="direct", talent="Abri")],
        )
    ).refused("character_unavailable")


def test_a_leader_whose_effective_score_is_zero_cannot_lead() -> None:
    state = given(character("deva"), PLAY)
    lowered = cmd.DeclareCall(leader_id="deva", called_season="winter",
                              modifiers=[Modifier(label="wound", value=-3)])
    spec(ESPRI).at(state).when(lowered).refused("season_score_too_low")


def test_resonance_needs_a_point_left() -> None:
    relation = {"deva": cmd.RelationInput(nature="tenderness", resonance=0)}
    state = given(character("deva"), character("ceres", tutelary="autumn", relations=relation),
                  PLAY)
    spec(ESPRI).at(state).when(cmd.DeclareCall(
        leader_id="deva", called_season="winter",
        helpers=[cmd.Helper(character_id="ceres", mode="resonance",
                                word="Pierre")])).refused("no_resonance_left")


def test_resonance_needs_a_relation_to_the_leader() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn"), PLAY)
    spec(ESPRI).at(state).when(cmd.DeclareCall(
        leader_id="deva", called_season="winter",
        helpers=[cmd.Helper(character_id="ceres", mode="resonance",
                                word="Pierre")])).refused("no_relation")


def test_no_resonance_in_a_passive_call() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn", relations=RELATION),
                  PLAY)
    spec(ESPRI).at(state).when(cmd.DeclareCall(
        leader_id="deva", called_season="winter", passive=True,
        helpers=[cmd.Helper(character_id="ceres", mode="resonance",
                                word="Pierre")])).refused("resonance_in_passive_action")


def test_a_passive_call_takes_direct_help() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn"), PLAY)
    events = spec(ESPRI).at(state).when(cmd.DeclareCall(
        leader_id="deva", called_season="winter", passive=True,
        helpers=[cmd.Helper(character_id="ceres", mode="direct", talent="Abri")])).events
    assert events[0].passive is True  # type: ignore[attr-defined]


def test_without_a_leader_the_best_direct_participant_leads_ties_broken_by_devotion() -> None:
    state = given(character("deva", devotion=1),
                  character("ceres", tutelary="autumn", devotion=3, seasons=CERES), PLAY)
    direct = [cmd.Helper(character_id=c, mode="direct", talent="Abri") for c in ("deva", "ceres")]
    events = (
        spec(ESPRI).at(state).when(cmd.DeclareCall(called_season="winter", helpers=direct)).events
    )
    assert events[0].leader_id == "deva"  # type: ignore[attr-defined]
    tied = (
        spec(ESPRI).at(state).when(cmd.DeclareCall(called_season="spring", helpers=direct)).events
    )
    assert tied[0].leader_id == "ceres"  # type: ignore[attr-defined]
    assert [h.character_id for h in tied[0].helpers] == ["deva"]  # type: ignore[attr-defined]


def test_a_remaining_tie_for_the_default_leader_is_an_error() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn"), PLAY)
    direct = [cmd.Helper(character_id=c, mode="direct", talent="Abri") for c in ("deva", "ceres")]
    spec(ESPRI).at(state).when(cmd.DeclareCall(called_season="spring", helpers=direct)).refused(
        "leader_ambiguous"
    )


def test_cancel_restores_resonance() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn", relations=RELATION),
                  PLAY)
    state = (
        spec(ESPRI)
        .at(state)
        .when(
            cmd.DeclareCall(
                leader_id="deva",
                called_season="winter",
                helpers=[cmd.Helper(character_id="ceres", mode="resonance", word="Pierre")],
            )
        )
        .state
    )
    outcome = spec(ESPRI).at(state).when(cmd.CancelCall())
    after, events = outcome.state, outcome.events
    assert types(events) == ["CallCancelled"]
    assert after.characters["ceres"].relations["deva"].resonance == 1
    assert after.open_call is None


def test_a_drawn_call_cannot_be_cancelled() -> None:
    spec(ESPRI).given(character("deva"), PLAY, declared(), drawn("winter")).when(
        cmd.CancelCall()
    ).refused("call_already_drawn")


def test_cancel_needs_an_open_call() -> None:
    spec(ESPRI).given(character("deva"), PLAY).when(cmd.CancelCall()).refused("wrong_call_step")


def test_rupture_temptation_adds_two_per_gem_and_one_rupture_point() -> None:
    state = given(character("deva", harmony=2), PLAY,
                  paved("winter", ["rupture", "winter", "rupture"]), declared(n=2))
    outcome = spec(ESPRI).at(state).when(cmd.TakeRuptureTemptation(cells=[1, 3]), DEVA)
    after, events = outcome.state, outcome.events
    assert types(events) == ["RuptureTemptationTaken", "GemsRemoved", "RupturePointGained",
                             "PrayerGemReceived"]
    assert after.open_call is not None and after.open_call.n == 6
    assert after.characters["deva"].prayer_gems == ("rupture",)
    assert after.board["winter"].cells[1:4] == (None, "winter", None)


def test_temptation_only_before_drawing() -> None:
    state = given(character("deva"), PLAY, paved("winter", ["rupture"]), declared(), drawn("time"))
    spec(ESPRI).at(state).when(cmd.TakeRuptureTemptation(cells=[1]), DEVA).refused(
        "wrong_call_step"
    )


def test_temptation_needs_rupture_cells_of_the_leaders_quadrant() -> None:
    state = given(character("deva"), PLAY, paved("winter", ["winter"]),
                  paved("summer", ["rupture"]), declared())
    spec(ESPRI).at(state).when(cmd.TakeRuptureTemptation(cells=[1]), DEVA).refused(
        "no_rupture_there"
    )
    spec(ESPRI).at(state).when(cmd.TakeRuptureTemptation(cells=[]), DEVA).refused(
        "no_rupture_there"
    )


def test_temptation_once_per_call() -> None:
    state = given(character("deva", harmony=3), PLAY, paved("winter", ["rupture", "rupture"]),
                  declared())
    state = spec(ESPRI).at(state).when(cmd.TakeRuptureTemptation(cells=[1]), DEVA).state
    spec(ESPRI).at(state).when(cmd.TakeRuptureTemptation(cells=[2]), DEVA).refused(
        "temptation_already_taken"
    )


def test_temptation_by_the_leaders_owner_only() -> None:
    state = given(character("deva"), PLAY, paved("winter", ["rupture"]), declared())
    spec(ESPRI).at(state).when(cmd.TakeRuptureTemptation(cells=[1]), seat("x")).refused(
        "not_owner", NotAuthorized
    )


def test_a_rupture_temptation_under_the_nymph_makes_her_fall_back() -> None:
    state = given(character("deva", harmony=3), PLAY,
                  paved("winter", ["winter", "rupture"]), nymph_at("winter", 2), declared())
    outcome = spec(ESPRI).at(state).when(cmd.TakeRuptureTemptation(cells=[2]), DEVA)
    after, events = outcome.state, outcome.events
    assert after.board["winter"].nymph == 1
    assert of_type(events, ev.NymphMoved)[0].reason == "fallback"


def test_drawing_twice_is_a_wrong_step() -> None:
    spec(ESPRI).given(character("deva"), PLAY, declared(), drawn("winter")).when(
        cmd.DrawGems(), DEVA
    ).refused("wrong_call_step")


def test_drawing_without_a_declared_call_is_a_wrong_step() -> None:
    spec(ESPRI).given(character("deva"), PLAY).when(cmd.DrawGems(), DEVA).refused("wrong_call_step")
    spec(ESPRI).given(character("deva"), PLAY).when(cmd.Redraw(), DEVA).refused(
        "redraw_not_allowed"
    )


def test_only_the_leaders_owner_draws() -> None:
    spec(ESPRI).given(character("deva"), PLAY, declared()).when(
        cmd.DrawGems(), seat("ceres")
    ).refused("not_owner", NotAuthorized)


def test_adding_a_prayer_gem_needs_a_drawn_hand() -> None:
    state = given(character("deva", prayers=("time",)), PLAY, declared())
    spec(ESPRI).at(state).when(cmd.AddPrayerGem(colour="time"), DEVA).refused("wrong_call_step")


def test_adding_a_prayer_gem_needs_that_prayer() -> None:
    state = given(character("deva", prayers=("time",)), PLAY, declared(), drawn("summer"))
    spec(ESPRI).at(state).when(cmd.AddPrayerGem(colour="winter"), DEVA).refused(
        "no_such_prayer_gem"
    )


def test_one_prayer_gem_per_call() -> None:
    state = given(character("deva", prayers=("time", "winter")), PLAY, declared(),
                  drawn("summer"))
    state = spec(ESPRI).at(state).when(cmd.AddPrayerGem(colour="time"), DEVA).state
    assert state.open_call is not None and state.open_call.hand == ("summer", "time")
    assert state.characters["deva"].prayer_gems == ("winter",)
    spec(ESPRI).at(state).when(cmd.AddPrayerGem(colour="winter"), DEVA).refused(
        "prayer_already_added"
    )


def test_physical_call_gems_are_checked_against_the_pool_and_the_draw_size() -> None:
    state = given(character("deva"), PLAY, paved("winter", ["time"] * 12), declared(n=2))
    spec(ESPRI).at(state).when(cmd.DrawGems(gems=["time", "winter"]), DEVA).refused(
        "gems_not_in_pool", InvalidValue
    )
    spec(ESPRI).at(state).when(cmd.DrawGems(gems=["winter"]), DEVA).refused(
        "wrong_gem_count", InvalidValue
    )
    events = spec(ESPRI).at(state).when(cmd.DrawGems(gems=["winter", "spring"]), DEVA).events
    assert events == [ev.GemsDrawn(call_id="call-1", gems=("winter", "spring"),
                                   source="physical")]


def test_drawing_from_an_empty_pool_is_refused() -> None:
    full = [paved(s, [s] * 12 + ["time"] * 3) for s in ("winter", "spring", "summer", "autumn")]
    state = given(character("deva"), PLAY, *full, paved("winter", ["rupture"] * 6, start=16),
                  paved("spring", ["rupture"] * 6, start=16), declared())
    spec(ESPRI).at(state).when(cmd.DrawGems(), DEVA).refused("pool_exhausted")


def test_capped_bonuses_apply_first_in_ascending_order_of_cap_as_the_seed_says() -> None:
    """Seed over spec: "appliquez d'abord les effets avec minimum/maximum par ordre
    décroissant/croissant respectivement" puts maxima (caps) in ascending order (the first
    spec 7.1 said descending; R2 corrects it). Ascending: 2 -> 4 (cap 4) -> 6 (cap 6);
    descending would give 4."""
    mods = [Modifier(label="b", value=2, cap=6), Modifier(label="a", value=3, cap=4)]
    assert effective(2, mods) == 6


def test_floored_maluses_apply_in_descending_order_of_floor_as_the_seed_says() -> None:
    """Seed over spec: minima (floors) in descending order ("décroissant"; the first spec
    7.1 said ascending, R2 corrects it). Descending: 5 -> 3 (floor 3) -> 1 (floor 1);
    ascending would give 2."""
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
    events = spec(ESPRI).at(state).when(cmd.DeclareCall(
        leader_id="deva", called_season="winter", talent="Abri",
        helpers=[cmd.Helper(character_id="ceres", mode="direct", talent="Abri")],
        modifiers=[Modifier(label="slope", value=-1)])).events
    call = events[0]
    assert isinstance(call, ev.CallDeclared)
    assert (call.effective_score, call.difficulty, call.draw_count) == (2, 1, 2)


def test_an_opposition_call_uses_the_opponents_score_as_difficulty() -> None:
    state = given(character("deva"), PLAY, paved("winter", ["rupture"] * 3))
    events = spec(ESPRI).at(state).when(cmd.DeclareCall(
        leader_id="deva", called_season="winter", talent="Abri",
        difficulty=cmd.Difficulty(source="opposition", opposition_score=2))).events
    assert events[0].difficulty == 2  # type: ignore[attr-defined]
    assert events[0].difficulty_source == "opposition"  # type: ignore[attr-defined]


@pytest.mark.parametrize(("n", "size", "chooser"), [
    (2, 2, "leader"), (5, 5, "leader"), (12, 12, "leader"), (1, 1, "leader"),
    (0, 1, "leader"), (-1, 1, "leader"), (-2, 2, "gm"), (-4, 4, "gm"),
    (13, 12, "leader"), (-13, 12, "gm")])
def test_the_draw_table_gives_the_draw_size_and_the_chooser(
        n: int, size: int, chooser: str) -> None:
    state = given(character("deva"), PLAY, declared(n=n))
    events = spec(ESPRI).at(state).when(cmd.DrawGems(), DEVA, rng=SERVER).events
    assert len(events[0].gems) == size  # type: ignore[attr-defined]
    assert state.open_call is not None and state.open_call.chooser == chooser


def test_at_n_1_the_leader_may_redraw_once_and_the_first_gem_returns_to_the_pool() -> None:
    state = given(character("deva"), PLAY, declared(n=1), drawn("summer"))
    outcome = spec(ESPRI).at(state).when(cmd.Redraw(gems=["winter"]), DEVA)
    after, events = outcome.state, outcome.events
    assert types(events) == ["GemsReturnedToPool", "GemsDrawn"]
    assert events[0] == ev.GemsReturnedToPool(gems=("summer",), reason="redraw")
    assert after.open_call is not None and after.open_call.hand == ("winter",)
    spec(ESPRI).at(after).when(cmd.Redraw(gems=["spring"]), DEVA).refused("redraw_not_allowed")


def test_at_n_0_there_is_no_redraw() -> None:
    state = given(character("deva"), PLAY, declared(n=0), drawn("summer"))
    spec(ESPRI).at(state).when(cmd.Redraw(), DEVA).refused("redraw_not_allowed")


def test_at_n_minus_1_only_the_gm_orders_the_redraw() -> None:
    state = given(character("deva"), PLAY, declared(n=-1), drawn("summer"))
    spec(ESPRI).at(state).when(cmd.Redraw(), DEVA).refused("gm_only", NotAuthorized)
    events = spec(ESPRI).at(state).when(cmd.Redraw(), GM, rng=SERVER).events
    assert events[1].redraw is True  # type: ignore[attr-defined]


def test_declaring_a_call_spends_one_resonance_and_it_recharges_once_a_day() -> None:
    relation = {"deva": cmd.RelationInput(nature="tenderness", resonance_max=2)}
    state = given(character("deva"), character("ceres", tutelary="autumn", relations=relation),
                  PLAY)
    resonate = cmd.DeclareCall(leader_id="deva", called_season="winter", talent="Abri",
                               helpers=[cmd.Helper(character_id="ceres", mode="resonance",
                                word="Pierre")])
    outcome = spec(ESPRI).at(state).when(resonate)
    after, events = outcome.state, outcome.events
    assert events[1] == ev.ResonanceSpent(character_id="ceres", target_id="deva", remaining=1)
    assert after.characters["ceres"].relations["deva"].resonance == 1


def test_an_unknown_leader_is_unavailable() -> None:
    state = given(character("deva"), PLAY)
    with pytest.raises(DomainError) as info:
        spec(ESPRI).at(state).when(
            cmd.DeclareCall(leader_id="nobody", called_season="winter")
        ).accepted()
    assert info.value.code == "character_unavailable"
