"""The session log: each event's line says who did what with which gems and what changed
on the board (narrated from the state just before the event)."""

import msgspec
import pytest

from domain.core import GM, Actor, DomainError, Event, SeededRandomSource
from domain.espri import events as ev
from domain.espri.decider import ESPRI
from domain.espri.events import EVENT_TYPES
from domain.espri.narrate import LINES
from domain.espri.rules.call import Helper, Modifier
from domain.espri.rules.values import Cell, Contribution, PrayerPayment, SheetChanges
from domain.espri.state import EspriOptions, EspriState
from tests.support.espri_scenario import STEPS
from tests.unit.espri.helpers import PLAY, character, declared, drawn, given, paved

narrate = ESPRI.narrate
MINUS = "\u2212"


def call_declared(leader: str = "kirin", season: str = "spring", *, score: int = 3,
                  difficulty: int = 5, source: str = "opposition", n: int = -2,
                  talent: str | None = "Interrogatoire", helpers: tuple[Helper, ...] = (),
                  modifiers: tuple[Modifier, ...] = (), passive: bool = False
                  ) -> ev.CallDeclared:
    return ev.CallDeclared(
        call_id="call-1", leader_id=leader, called_season=season, talent=talent,
        helpers=helpers, difficulty=difficulty, difficulty_source=source,
        modifiers=modifiers, effective_score=score, draw_count=n,
        chooser="gm" if n <= -2 else "leader", passive=passive)


QUARTET = [character("orlane", kind="priestess", harmony=3, prayers=("spring",)),
           character("deva", harmony=2), character("ceres", tutelary="autumn", harmony=2),
           character("kirin", tutelary="summer", harmony=1)]


def test_the_ritual_line_says_what_each_member_paid_and_removed() -> None:
    state = given(QUARTET, paved("autumn", ["autumn", "autumn", "time", "time"]),
                  paved("summer", ["summer", "summer", "rupture"]), PLAY)
    ritual = ev.CommunionRitualPerformed(contributions=(
        Contribution(character_id="orlane", pays=PrayerPayment(prayer="spring"),
                     cells=(Cell(quadrant="autumn", cell=3), Cell(quadrant="autumn", cell=4))),
        Contribution(character_id="deva", pays="harmony"),
        Contribution(character_id="ceres", pays="harmony",
                     cells=(Cell(quadrant="autumn", cell=1), Cell(quadrant="autumn", cell=2))),
        Contribution(character_id="kirin", pays="harmony",
                     cells=(Cell(quadrant="summer", cell=1), Cell(quadrant="summer", cell=2))),
    ), rupture_cells=(Cell(quadrant="summer", cell=3),))
    assert narrate(state, ritual) == (
        "The quartet performs the communion ritual: Orlane gives a spring prayer gem; "
        "Deva, Ceres and Kirin give 1 harmony each; gems removed: Orlane 2 time, Deva none, "
        "Ceres 2 autumn, Kirin 2 summer; 1 rupture gem removed (summer 3)")


def test_a_ritual_without_rupture_gems_says_so_and_a_lone_payer_gives_harmony() -> None:
    state = given(character("deva", harmony=1), PLAY)
    ritual = ev.CommunionRitualPerformed(
        contributions=(Contribution(character_id="deva", pays="harmony"),), rupture_cells=())
    assert narrate(state, ritual) == (
        "The quartet performs the communion ritual: Deva gives 1 harmony; "
        "gems removed: Deva none; no rupture gem removed")


@pytest.mark.parametrize(("gems", "reason", "line"), [
    (("spring",), "hand_left", "Left in the hand: spring goes back to the pool"),
    (("time", "rupture"), "not_kept", "Not kept: time and rupture go back to the pool"),
    (("winter", "time", "winter"), "redraw",
     "Deva's first draw: 2 winter and time go back to the pool"),
])
def test_gems_going_back_to_the_pool_are_named_by_colour(
        gems: tuple[str, ...], reason: str, line: str) -> None:
    state = given(character("deva"), PLAY, declared())
    assert narrate(state, ev.GemsReturnedToPool(gems=gems, reason=reason)) == line


def test_the_declaration_gives_talent_score_difficulty_helpers_and_chooser() -> None:
    state = given(character("kirin", tutelary="summer"), character("ceres", tutelary="autumn"),
                  PLAY)
    call = call_declared(n=-1, helpers=(Helper(character_id="ceres", mode="resonance"),))
    assert narrate(state, call) == (
        f"The GM calls spring, led by Kirin (Interrogatoire), helped by Ceres (resonance): "
        f"spring 3 {MINUS} opposition 5 + 1 helper = {MINUS}1, Kirin chooses the gems "
        "(1 to draw)")
    alone = call_declared(talent=None)
    assert narrate(state, alone) == (
        f"The GM calls spring, led by Kirin (no talent): spring 3 {MINUS} opposition 5 = "
        f"{MINUS}2, the GM chooses the gems (2 to draw)")


def test_the_declaration_shows_modifiers_passive_calls_and_forced_results() -> None:
    state = given(character("deva"), PLAY)
    call = call_declared("deva", "autumn", score=4, difficulty=0, source="weather", n=4,
                         talent="Abri", modifiers=(Modifier(label="Blessing", value=2),),
                         passive=True)
    assert narrate(state, call) == (
        f"The GM calls autumn (passive), led by Deva (Abri): autumn 4 (Blessing +2) {MINUS} "
        "weather 0 = 4, Deva chooses the gems (4 to draw)")
    beyond = call_declared("deva", "winter", score=13, difficulty=0, source="weather", n=13)
    assert narrate(state, beyond).endswith(  # type: ignore[union-attr]
        "= 13, beyond 12 gems: critical success whatever is drawn")


def test_the_temptation_line_gives_the_new_draw_count_and_the_same_difficulty() -> None:
    state = given(character("deva"), PLAY, paved("winter", ["winter", "rupture"]),
                  call_declared("deva", "winter", score=3, difficulty=1, source="weather",
                                n=2, talent="Abri"))
    taken = ev.RuptureTemptationTaken(call_id="call-1", character_id="deva", cells=(2,),
                                      bonus=2)
    assert narrate(state, taken) == (
        "Deva yields to the rupture temptation: 1 rupture gem removed, n = 4 (difficulty "
        "stays 1); the rupture gem on winter 2 goes back to the pool")
    removed = ev.GemsRemoved(quadrant="winter", cells=(2,), colours=("rupture",),
                             reason="temptation")
    assert narrate(state, removed) is None


def test_articles_agree_and_the_gm_is_spelt_out() -> None:
    state = given(character("ceres", tutelary="autumn", prayers=("autumn",)), PLAY,
                  declared("ceres", "autumn"), drawn("time"))
    assert narrate(state, ev.GemPlaced(quadrant="autumn", cell=1, colour="autumn",
                                       reason="call")) == "An autumn gem is placed on autumn 1"
    assert narrate(state, ev.GemPlaced(quadrant="autumn", cell=2, colour="time",
                                       reason="call")) == "A time gem is placed on autumn 2"
    assert narrate(state, ev.PrayerGemAddedToCall(
        call_id="call-1", character_id="ceres", colour="autumn")) == (
        "Ceres adds an autumn prayer gem to the hand")
    assert narrate(state, ev.GameOptionSet(gem_caterpillar=True)) == (
        "The GM turns the gem caterpillar on")


@pytest.mark.parametrize(("reason", "start", "end", "line"), [
    ("advance", 0, 2, "Mÿelta walks 0 → 2"),
    ("caterpillar", 3, 4, "Mÿelta walks 3 → 4"),
    ("critical_failure", 5, 0, "Mÿelta goes back to her cage (5 → 0)"),
    ("fallback", 7, 4, "Mÿelta falls back 7 → 4"),
])
def test_a_nymphs_move_says_why(reason: str, start: int, end: int, line: str) -> None:
    move = ev.NymphMoved(season="winter", from_=start, to=end, reason=reason)
    assert narrate(given(PLAY), move) == line


def test_a_nymph_stopped_by_a_rupture_gem_says_so() -> None:
    state = given(PLAY, paved("spring", ["spring", "rupture", "spring"]))
    move = ev.NymphMoved(season="spring", from_=0, to=2, reason="advance")
    assert narrate(state, move) == "Liana walks 0 → 2, stopped by a rupture gem"


def test_removed_gems_name_their_cells_colours_and_fate() -> None:
    state = given(character("deva"), PLAY, declared())
    failure = ev.GemsRemoved(quadrant="spring", cells=(4, 3), colours=("spring", "rupture"),
                             reason="failure")
    assert narrate(state, failure) == (
        "2 gems removed from spring (cells 4 and 3): spring and rupture go back to the pool")
    critical = ev.GemsRemoved(quadrant="winter", cells=(1,), colours=("winter",),
                              reason="critical_failure")
    assert narrate(state, critical) == (
        "1 gem removed from winter (cell 1): the gem removed is set aside (winter)")


def test_the_waiting_steps_say_who_must_choose_what() -> None:
    state = given(character("deva"), PLAY, declared())
    state = ESPRI.evolve(state, ev.GemsRemoved(quadrant="winter", cells=(), colours=(
        "time", "spring", "time"), reason="critical_failure"))
    keep = ev.CallAwaiting(call_id="call-1", step="awaiting_prayer_keep")
    assert narrate(state, keep) == (
        "Waiting for Deva to keep one removed gem (time or spring) as a prayer, or none")
    rupture = ev.CallAwaiting(call_id="call-1", step="awaiting_rupture_removal")
    assert narrate(state, rupture) == (
        "Waiting for Deva to remove a rupture gem from the board, or none")


def test_the_end_of_a_call_lines_name_the_result_and_the_board_change() -> None:
    state = given(character("deva"), PLAY, paved("summer", ["summer", "rupture", "rupture"]),
                  paved("winter", ["time"], start=1), declared())
    assert narrate(state, ev.RuptureGemRemoved(quadrant="summer", cell=2)) == (
        "Deva removes the rupture gem on summer 2: summer weather 2 → 1")
    assert narrate(state, ev.GemMoved(quadrant="winter", from_cell=1, to_cell=2)) == (
        "Gem caterpillar: the time gem on winter 1 moves ahead of Mÿelta to winter 2")
    closed = ev.CallClosed(call_id="call-1", result="critical_success", stalled=("autumn",))
    assert narrate(state, closed) == "The call ends: critical success; Ailma could not advance"
    assert narrate(state, ev.CallCancelled(call_id="call-1")) == "The GM cancels the call"


def test_sheet_lines_give_the_new_figures_and_the_reasons() -> None:
    state = given(character("deva", harmony=2, rupture=3, prayers=("spring", "winter")),
                  character("ceres", tutelary="autumn"), PLAY)
    assert narrate(state, ev.HarmonyGained(character_id="deva", amount=2,
                                           reason="lived winter")) == (
        "Deva gains 2 harmony (now 4): lived winter")
    assert narrate(state, ev.HarmonySpent(character_id="deva", amount=1,
                                          reason="prayer_gem")) == (
        "Deva spends 1 harmony for a prayer gem (now 1)")
    assert narrate(state, ev.HarmonyLost(character_id="deva", amount=1, reason="")) == (
        "Deva loses 1 harmony (now 1)")
    assert narrate(state, ev.RupturePointGained(character_id="deva", total=3,
                                                reason="rupture_temptation")) == (
        "Deva gains a rupture point (now 3) for the rupture temptation")
    assert narrate(state, ev.RupturePointGained(
        character_id="deva", total=3, reason="a dark pact", no_gem_left=True)) == (
        "Deva gains a rupture point (now 3): a dark pact; no rupture gem left in the pool "
        "to go with it")
    assert narrate(state, ev.PrayerGemReceived(character_id="deva", colour="rupture",
                                               replaced="autumn")) == (
        "Deva receives a rupture prayer gem (prayers full: an autumn one goes back to the pool)")
    assert narrate(state, ev.MediumShattered(character_id="deva")) == (
        "Deva's medium shatters (rupture points 3 > harmony 2)")


def test_prayers_resonance_and_rescue_lines_say_who_and_with_what() -> None:
    state = given(character("deva", prayers=("autumn",)), character("ceres", tutelary="autumn"),
                  PLAY)
    assert narrate(state, ev.PrayerGemSpent(character_id="deva", colour="autumn",
                                            purpose="save_from_death")) == (
        "Deva spends an autumn prayer gem: it goes back to the pool")
    assert narrate(state, ev.CharacterSavedFromDeath(saver_id="deva", saved_id="ceres",
                                                     words="Stay")) == (
        "Deva saves Ceres from death: \u201cStay\u201d")
    assert narrate(state, ev.ResonanceSpent(character_id="ceres", target_id="deva",
                                            remaining=0)) == (
        "Ceres spends a resonance point towards Deva (0 left)")
    assert narrate(state, ev.ResonanceRecharged(character_id="ceres", target_id="deva",
                                                value=1, day=2)) == (
        "Ceres recharges resonance with Deva to 1")
    assert narrate(state, ev.PrayerGemKept(character_id="deva", colour="spring")) == (
        "Deva keeps a removed spring gem as a prayer")


def test_setup_lines_describe_the_sheet_the_prayers_kept_and_the_overflow() -> None:
    state = given(PLAY)
    kept = ev.SetupPrayersChosen(character_id="orlane", kept=("spring", "summer", "spring"))
    assert narrate(state, kept) == "orlane keeps 2 spring and summer as prayer gems"
    joined = character("ceres", tutelary="autumn", devotion=3, harmony=2,
                       prayers=("winter", "winter"))
    assert narrate(state, joined) == (
        "Ceres joins the quartet: an autumn guardian, devotion 3, harmony 2, "
        "prayer gems 2 winter")
    assert narrate(state, ev.GemOverflowed(quadrant="autumn", colour="time")) == (
        "No room ahead of Ailma in autumn: the time gem stays in the pool")
    state = ESPRI.evolve(state, joined)
    assert narrate(state, ev.SheetAdjusted(character_id="ceres", changes=SheetChanges(
        harmony=4, talents=["Abri", "Chant"]), reason="errata")) == (
        "The GM adjusts Ceres's sheet (harmony 4; talents Abri, Chant): errata")


def test_every_event_type_has_a_line() -> None:
    assert set(LINES) == set(EVENT_TYPES)


def scenario_lines() -> list[tuple[Event, str | None]]:
    """Every event of the full HTTP scenario, decided in the domain, with its line."""
    types = {kind.__name__: kind for kind in ESPRI.command_types}
    state: EspriState = ESPRI.initial_state(EspriOptions())
    rng = SeededRandomSource(0, mode="mixed")
    lines: list[tuple[Event, str | None]] = []
    for step in STEPS:
        data = {**step.command, "player_id": step.seat} \
            if step.command["type"] == "RegisterCharacter" else dict(step.command)
        command = msgspec.convert(data, types[data.pop("type")])
        actor = GM if step.seat == "gm" else Actor(seat_id=step.seat, role="player")
        try:
            events = ESPRI.decide(state, command, actor, rng)
        except DomainError:
            continue
        for event in events:
            lines.append((event, narrate(state, event)))
            state = ESPRI.evolve(state, event)
    return lines


def test_a_full_scenario_narrates_every_event_but_the_temptations_removal() -> None:
    lines = scenario_lines()
    silent = [e for e, line in lines if line is None]
    assert silent and all(isinstance(e, ev.GemsRemoved) and e.reason == "temptation"
                          for e in silent)
    text = [line for _, line in lines if line]
    assert not [line for line in text if "Gm " in line or "gem(s)" in line or "_" in line]
    assert not [line for line in text if " a autumn" in line or "A autumn" in line]


def test_a_retirement_says_who_leaves_why_and_which_prayer_gems_go_back() -> None:
    state = given(character("ceres", tutelary="autumn", prayers=("time", "autumn")), PLAY)
    assert narrate(state, ev.CharacterRetired(character_id="ceres", reason="she sails away")) \
        == "Ceres leaves the quartet: she sails away"
    back = ev.GemsReturnedToPool(gems=("time", "autumn"), reason="retired", character_id="ceres")
    assert narrate(state, back) == "Ceres's prayer gems: time and autumn go back to the pool"


def test_spent_board_gems_say_where_what_for_and_their_fate() -> None:
    state = given(character("deva"), PLAY, paved("winter", ["winter", "time"]))
    spent = ev.GemsRemoved(quadrant="winter", cells=(2, 1), colours=("time", "winter"),
                           reason="spent", purpose="the spell's cost")
    assert narrate(state, spent) == ("The GM spends 2 gems from winter (cells 2 and 1) for "
                                     "the spell's cost: time and winter go back to the pool")
    unexplained = ev.GemsRemoved(quadrant="winter", cells=(1,), colours=("winter",),
                                 reason="spent")
    assert narrate(state, unexplained) == (
        "The GM spends 1 gem from winter (cell 1): winter goes back to the pool")
