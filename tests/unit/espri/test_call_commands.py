"""Section 6, the call: every command's error codes and events."""

from domain.core import GM, InvalidValue, NotAuthorized
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.call import Modifier
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
    types,
    when,
)

DEVA = seat("deva")
CALL = cmd.DeclareCall(leader_id="deva", called_season="winter", talent="Abri")
CERES = {"autumn": 3, "winter": 2, "spring": 2, "summer": 2}
RELATION = {"deva": cmd.RelationInput(nature="tenderness")}


def test_a_call_needs_the_play_phase() -> None:
    then_error(given(character("deva")), CALL, "not_in_play")


def test_one_call_at_a_time() -> None:
    then_error(given(character("deva"), PLAY, declared()), CALL, "call_in_progress")


def test_only_the_gm_declares_a_call() -> None:
    then_error(given(character("deva"), PLAY), CALL, "gm_only", DEVA, NotAuthorized)


def test_a_shattered_medium_cannot_lead_or_help() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn", rupture=1), PLAY)
    then_error(state, cmd.DeclareCall(leader_id="ceres", called_season="winter"),
               "character_unavailable")
    helped = cmd.DeclareCall(leader_id="deva", called_season="winter",
                             helpers=[cmd.Helper(character_id="ceres", mode="direct")])
    then_error(state, helped, "character_unavailable")


def test_the_leader_cannot_also_help() -> None:
    state = given(character("deva"), PLAY)
    then_error(state, cmd.DeclareCall(leader_id="deva", called_season="winter",
                                      helpers=[cmd.Helper(character_id="deva", mode="direct")]),
               "character_unavailable")


def test_a_leader_whose_effective_score_is_zero_cannot_lead() -> None:
    state = given(character("deva"), PLAY)
    lowered = cmd.DeclareCall(leader_id="deva", called_season="winter",
                              modifiers=[Modifier(label="wound", value=-3)])
    then_error(state, lowered, "season_score_too_low")


def test_resonance_needs_a_point_left() -> None:
    relation = {"deva": cmd.RelationInput(nature="tenderness", resonance=0)}
    state = given(character("deva"), character("ceres", tutelary="autumn", relations=relation),
                  PLAY)
    then_error(state, cmd.DeclareCall(
        leader_id="deva", called_season="winter",
        helpers=[cmd.Helper(character_id="ceres", mode="resonance")]), "no_resonance_left")


def test_resonance_needs_a_relation_to_the_leader() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn"), PLAY)
    then_error(state, cmd.DeclareCall(
        leader_id="deva", called_season="winter",
        helpers=[cmd.Helper(character_id="ceres", mode="resonance")]), "no_relation")


def test_no_resonance_in_a_passive_call() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn", relations=RELATION),
                  PLAY)
    then_error(state, cmd.DeclareCall(
        leader_id="deva", called_season="winter", passive=True,
        helpers=[cmd.Helper(character_id="ceres", mode="resonance")]),
        "resonance_in_passive_action")


def test_a_passive_call_takes_direct_help() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn"), PLAY)
    events = when(state, cmd.DeclareCall(
        leader_id="deva", called_season="winter", passive=True,
        helpers=[cmd.Helper(character_id="ceres", mode="direct")]))
    assert events[0].passive is True  # type: ignore[attr-defined]


def test_without_a_leader_the_best_direct_participant_leads_ties_broken_by_devotion() -> None:
    state = given(character("deva", devotion=1),
                  character("ceres", tutelary="autumn", devotion=3, seasons=CERES), PLAY)
    direct = [cmd.Helper(character_id=c, mode="direct") for c in ("deva", "ceres")]
    events = when(state, cmd.DeclareCall(called_season="winter", helpers=direct))
    assert events[0].leader_id == "deva"  # type: ignore[attr-defined]
    tied = when(state, cmd.DeclareCall(called_season="spring", helpers=direct))
    assert tied[0].leader_id == "ceres"  # type: ignore[attr-defined]
    assert [h.character_id for h in tied[0].helpers] == ["deva"]  # type: ignore[attr-defined]


def test_a_remaining_tie_for_the_default_leader_is_an_error() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn"), PLAY)
    direct = [cmd.Helper(character_id=c, mode="direct") for c in ("deva", "ceres")]
    then_error(state, cmd.DeclareCall(called_season="spring", helpers=direct),
               "leader_ambiguous")


def test_cancel_restores_resonance() -> None:
    state = given(character("deva"), character("ceres", tutelary="autumn", relations=RELATION),
                  PLAY)
    state, _ = run(state, cmd.DeclareCall(
        leader_id="deva", called_season="winter",
        helpers=[cmd.Helper(character_id="ceres", mode="resonance")]))
    after, events = run(state, cmd.CancelCall())
    assert types(events) == ["CallCancelled"]
    assert after.characters["ceres"].relations["deva"].resonance == 1
    assert after.open_call is None


def test_a_drawn_call_cannot_be_cancelled() -> None:
    then_error(given(character("deva"), PLAY, declared(), drawn("winter")), cmd.CancelCall(),
               "call_already_drawn")


def test_cancel_needs_an_open_call() -> None:
    then_error(given(character("deva"), PLAY), cmd.CancelCall(), "wrong_call_step")


def test_rupture_temptation_adds_two_per_gem_and_one_rupture_point() -> None:
    state = given(character("deva", harmony=2), PLAY,
                  paved("winter", ["rupture", "winter", "rupture"]), declared(n=2))
    after, events = run(state, cmd.TakeRuptureTemptation(cells=[1, 3]), DEVA)
    assert types(events) == ["RuptureTemptationTaken", "GemsRemoved", "RupturePointGained",
                             "PrayerGemReceived"]
    assert after.open_call is not None and after.open_call.n == 6
    assert after.characters["deva"].prayer_gems == ("rupture",)
    assert after.board["winter"].cells[1:4] == (None, "winter", None)


def test_temptation_only_before_drawing() -> None:
    state = given(character("deva"), PLAY, paved("winter", ["rupture"]), declared(), drawn("time"))
    then_error(state, cmd.TakeRuptureTemptation(cells=[1]), "wrong_call_step", DEVA)


def test_temptation_needs_rupture_cells_of_the_leaders_quadrant() -> None:
    state = given(character("deva"), PLAY, paved("winter", ["winter"]),
                  paved("summer", ["rupture"]), declared())
    then_error(state, cmd.TakeRuptureTemptation(cells=[1]), "no_rupture_there", DEVA)
    then_error(state, cmd.TakeRuptureTemptation(cells=[]), "no_rupture_there", DEVA)


def test_temptation_once_per_call() -> None:
    state = given(character("deva", harmony=3), PLAY, paved("winter", ["rupture", "rupture"]),
                  declared())
    state, _ = run(state, cmd.TakeRuptureTemptation(cells=[1]), DEVA)
    then_error(state, cmd.TakeRuptureTemptation(cells=[2]), "temptation_already_taken", DEVA)


def test_temptation_by_the_leaders_owner_only() -> None:
    state = given(character("deva"), PLAY, paved("winter", ["rupture"]), declared())
    then_error(state, cmd.TakeRuptureTemptation(cells=[1]), "not_owner", seat("x"),
               NotAuthorized)


def test_a_rupture_temptation_under_the_nymph_makes_her_fall_back() -> None:
    state = given(character("deva", harmony=3), PLAY,
                  paved("winter", ["winter", "rupture"]), nymph_at("winter", 2), declared())
    after, events = run(state, cmd.TakeRuptureTemptation(cells=[2]), DEVA)
    assert after.board["winter"].nymph == 1
    assert of_type(events, ev.NymphMoved)[0].reason == "fallback"


def test_drawing_twice_is_a_wrong_step() -> None:
    then_error(given(character("deva"), PLAY, declared(), drawn("winter")), cmd.DrawGems(),
               "wrong_call_step", DEVA)


def test_drawing_without_a_declared_call_is_a_wrong_step() -> None:
    then_error(given(character("deva"), PLAY), cmd.DrawGems(), "wrong_call_step", DEVA)
    then_error(given(character("deva"), PLAY), cmd.Redraw(), "redraw_not_allowed", DEVA)


def test_only_the_leaders_owner_draws() -> None:
    then_error(given(character("deva"), PLAY, declared()), cmd.DrawGems(), "not_owner",
               seat("ceres"), NotAuthorized)


def test_adding_a_prayer_gem_needs_a_drawn_hand() -> None:
    state = given(character("deva", prayers=("time",)), PLAY, declared())
    then_error(state, cmd.AddPrayerGem(colour="time"), "wrong_call_step", DEVA)


def test_adding_a_prayer_gem_needs_that_prayer() -> None:
    state = given(character("deva", prayers=("time",)), PLAY, declared(), drawn("summer"))
    then_error(state, cmd.AddPrayerGem(colour="winter"), "no_such_prayer_gem", DEVA)


def test_one_prayer_gem_per_call() -> None:
    state = given(character("deva", prayers=("time", "winter")), PLAY, declared(),
                  drawn("summer"))
    state, _events = run(state, cmd.AddPrayerGem(colour="time"), DEVA)
    assert state.open_call is not None and state.open_call.hand == ("summer", "time")
    assert state.characters["deva"].prayer_gems == ("winter",)
    then_error(state, cmd.AddPrayerGem(colour="winter"), "prayer_already_added", DEVA)


def test_placing_needs_a_drawn_hand() -> None:
    then_error(given(character("deva"), PLAY, declared()), cmd.PlaceCallGems(main="winter"),
               "wrong_call_step", DEVA)


def test_placing_uses_gems_of_the_hand() -> None:
    state = given(character("deva"), PLAY, declared(), drawn("winter"))
    then_error(state, cmd.PlaceCallGems(main="spring"), "gem_not_in_hand", DEVA)
    then_error(state, cmd.PlaceCallGems(main="winter", modifier="time", shift="up"),
               "gem_not_in_hand", DEVA)


def test_the_gm_must_place_the_added_prayer_gem() -> None:
    state = given(character("deva", prayers=("time",)), PLAY, declared(n=-2),
                  drawn("winter", "summer"))
    state, _ = run(state, cmd.AddPrayerGem(colour="time"), DEVA)
    then_error(state, cmd.PlaceCallGems(main="winter"), "prayer_gem_must_be_used", GM)
    assert when(state, cmd.PlaceCallGems(main="summer", modifier="time", shift="up"), GM)


def test_extra_gems_only_when_awaited() -> None:
    then_error(given(character("deva"), PLAY, declared(), drawn("winter")),
               cmd.PlaceExtraGems(gems=[]), "wrong_call_step", DEVA)


def test_extra_gems_come_from_the_hand() -> None:
    state = given(character("deva"), PLAY, declared(), drawn("winter", "spring"))
    state, _ = run(state, cmd.PlaceCallGems(main="winter"), DEVA)
    then_error(state, cmd.PlaceExtraGems(gems=["summer"]), "gem_not_in_hand", DEVA)


def test_removing_a_rupture_gem_only_after_a_critical_success() -> None:
    then_error(given(character("deva"), PLAY, declared(), drawn("winter")),
               cmd.RemoveRuptureGem(skip=True), "wrong_call_step", DEVA)


def test_the_leader_may_skip_the_rupture_removal() -> None:
    state = given(character("deva"), PLAY, paved("summer", ["rupture"]), declared(),
                  drawn("winter", "time"))
    state, _ = run(state, cmd.PlaceCallGems(main="winter", modifier="time", shift="up"), DEVA)
    after, events = run(state, cmd.RemoveRuptureGem(skip=True), DEVA)
    assert types(events) == ["CallClosed"] and after.board["summer"].cells[1] == "rupture"


def critical_failure(prayers: tuple[str, ...] = ()) -> object:
    state = given(character("deva", prayers=prayers), PLAY, paved("winter", ["winter", "time"]),
                  declared(), drawn("summer", "rupture"))
    state, _ = run(state, cmd.PlaceCallGems(main="summer", modifier="rupture", shift="down"),
                   DEVA)
    return state


def test_keeping_a_prayer_gem_only_after_a_critical_failure() -> None:
    then_error(given(character("deva"), PLAY, declared(), drawn("winter")),
               cmd.KeepPrayerGem(skip=True), "wrong_call_step", DEVA)


def test_the_kept_gem_must_be_one_removed() -> None:
    then_error(critical_failure(), cmd.KeepPrayerGem(colour="autumn"),  # type: ignore[arg-type]
               "gem_not_removed", DEVA)


def test_skipping_the_kept_gem_returns_every_removed_gem() -> None:
    after, events = run(critical_failure(), cmd.KeepPrayerGem(skip=True),  # type: ignore[arg-type]
                        DEVA)
    assert types(events) == ["GemsReturnedToPool", "CallClosed"]
    assert after.pool == {**dict.fromkeys(after.pool, 12), "summer": 11}
    assert after.board["summer"].cells[1] == "summer"


def test_full_prayers_mean_no_kept_gem() -> None:
    state = given(character("deva", prayers=("time",)), PLAY,
                  paved("winter", ["winter", "time"]), declared(), drawn("summer", "rupture"),
                  ev.CallResultDetermined(call_id="call-1", main="summer", modifier="rupture",
                                          shift="down", base_result="failure",
                                          result="critical_failure", forced=False,
                                          without_talent=False),
                  ev.GemsRemoved(quadrant="winter", cells=(2, 1), colours=("time", "winter"),
                                 reason="critical_failure"),
                  ev.CallAwaiting(call_id="call-1", step="awaiting_prayer_keep"),
                  ev.PrayerGemReceived(character_id="deva", colour="spring"))
    then_error(state, cmd.KeepPrayerGem(colour="time"), "prayers_full", DEVA)


def test_with_full_prayers_a_critical_failure_returns_the_removed_gems_at_once() -> None:
    state = given(character("deva", devotion=1, prayers=("time",)), PLAY,
                  paved("winter", ["winter"]), declared(), drawn("summer", "rupture"))
    after, events = run(state, cmd.PlaceCallGems(main="summer", modifier="rupture",
                                                 shift="down"), DEVA)
    assert after.open_call is None
    assert of_type(events, ev.GemsReturnedToPool)[-1].reason == "not_kept"


def test_physical_call_gems_are_checked_against_the_pool_and_the_draw_size() -> None:
    state = given(character("deva"), PLAY, paved("winter", ["time"] * 12), declared(n=2))
    then_error(state, cmd.DrawGems(gems=["time", "winter"]), "gems_not_in_pool", DEVA,
               InvalidValue)
    then_error(state, cmd.DrawGems(gems=["winter"]), "wrong_gem_count", DEVA, InvalidValue)
    events = when(state, cmd.DrawGems(gems=["winter", "spring"]), DEVA)
    assert events == [ev.GemsDrawn(call_id="call-1", gems=("winter", "spring"),
                                   source="physical")]


def test_drawing_from_an_empty_pool_is_refused() -> None:
    full = [paved(s, [s] * 12 + ["time"] * 3) for s in ("winter", "spring", "summer", "autumn")]
    state = given(character("deva"), PLAY, *full, paved("winter", ["rupture"] * 6, start=16),
                  paved("spring", ["rupture"] * 6, start=16), declared())
    then_error(state, cmd.DrawGems(), "pool_exhausted", DEVA)


def test_a_priestess_gives_up_rupture_gems_of_the_called_quadrant() -> None:
    state = given(character("lune", kind="priestess", harmony=2), PLAY,
                  paved("summer", ["rupture"]), paved("winter", ["rupture"]),
                  declared("lune", "summer"))
    after, events = run(state, cmd.TakeRuptureTemptation(cells=[1]), seat("lune"))
    assert of_type(events, ev.GemsRemoved)[0].quadrant == "summer"
    assert after.board["winter"].cells[1] == "rupture"


def test_a_priestess_leaders_critical_failure_sends_the_called_seasons_nymph_home() -> None:
    state = given(character("lune", kind="priestess"), PLAY,
                  paved("summer", ["summer"] * 8), nymph_at("summer", 8),
                  declared("lune", "summer"), drawn("winter", "rupture"))
    after, _ = run(state, cmd.PlaceCallGems(main="winter", modifier="rupture", shift="down"),
                   seat("lune"))
    assert after.board["summer"].nymph == 0
