"""Section 6, setup: RegisterCharacter, DrawSetupGems, ChooseSetupPrayers, CompleteSetup,
StartScenario: their events and every error code."""

from typing import Any

import pytest

from domain.core import GM, InvalidValue, NotAuthorized, SeededRandomSource
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
    of_type,
    paved,
    seat,
    types,
)

DEVA = seat("deva")


def register(**changes: Any) -> cmd.RegisterCharacter:
    fields: dict[str, Any] = {
        "id": "deva", "name": "Déva", "player_id": "seat-deva", "kind": "guardian",
        "tutelary_season": "winter", "devotion": 2,
        "seasons": {"winter": 3, "spring": 2, "summer": 1, "autumn": 2}}
    fields.update(changes)
    return cmd.RegisterCharacter(**fields)


def test_registering_a_character_gives_a_sheet_with_full_resonance() -> None:
    command = register(relations={"ceres": cmd.RelationInput(nature="tenderness")})
    outcome = spec(ESPRI).when(command, DEVA)
    after, events = outcome.state, outcome.events
    sheet = after.characters["deva"]
    assert sheet.relations["ceres"].resonance == sheet.relations["ceres"].resonance_max == 1
    assert (sheet.harmony, sheet.rupture_points, sheet.prayer_gems) == (0, 0, ())
    assert types(events) == ["CharacterRegistered"]


def test_a_character_id_is_derived_from_the_name_when_omitted() -> None:
    state = spec(ESPRI).when(register(id=None), GM).state
    state = spec(ESPRI).at(state).when(register(id=None), GM).state
    assert sorted(state.characters) == ["deva", "deva-2"]


@pytest.mark.parametrize("changes", [
    {"name": ""}, {"name": "x" * 81}, {"devotion": 0}, {"devotion": 6},
    {"seasons": {"winter": 7, "spring": 2, "summer": 1, "autumn": 2}},
    {"seasons": {"winter": 3, "spring": 2, "summer": 5, "autumn": 2}},
    {"seasons": {"winter": 3, "spring": 6, "summer": 1, "autumn": 2}},
    {"seasons": {"winter": 3, "spring": 2, "summer": 1}},
    {"seasons": {"winter": 3, "spring": 0, "summer": 1, "autumn": 2}},
    {"tutelary_season": None}, {"kind": "priestess"}, {"harmony": -1},
    {"rupture_points": -1}, {"prayer_gems": ["winter", "winter", "time"]},
    {"talents": ["Abri", "Abri"]}, {"talents": [""]},
    {"relations": {"deva": cmd.RelationInput(nature="pride")}},
    {"relations": {"ceres": cmd.RelationInput(nature="love", resonance_max=0)}},
])
def test_a_sheet_out_of_range_is_an_invalid_sheet(changes: dict[str, Any]) -> None:
    spec(ESPRI).when(register(**changes), GM).refused("invalid_sheet", InvalidValue)


def test_a_priestess_has_no_tutelary_season_and_devotion_up_to_six() -> None:
    priestess = register(kind="priestess", tutelary_season=None, devotion=6,
                         seasons={"winter": 5, "spring": 5, "summer": 5, "autumn": 5})
    after = spec(ESPRI).when(priestess, GM).state
    assert after.characters["deva"].kind == "priestess"


def test_a_duplicate_id_is_refused() -> None:
    spec(ESPRI).given(character("deva")).when(register()).refused("duplicate_character")


def test_a_player_registers_only_for_its_own_seat() -> None:
    spec(ESPRI).when(register(), seat("other")).refused("not_owner", NotAuthorized)


def test_starting_prayer_gems_come_out_of_the_pool() -> None:
    after = spec(ESPRI).when(register(prayer_gems=["time"]), GM).state
    assert after.pool["time"] == 11 and set(gem_totals(after).values()) == {12}


def test_the_setup_draw_is_devotion_plus_tutelary_score() -> None:
    events = (
        spec(ESPRI)
        .given(character("deva"))
        .when(cmd.DrawSetupGems(character_id="deva"), DEVA, rng=SeededRandomSource(1))
        .events
    )
    assert len(events[0].gems) == 5  # type: ignore[attr-defined]
    assert events[0].source == "server"  # type: ignore[attr-defined]


def test_the_setup_draw_is_done_once() -> None:
    state = given(character("deva"), ev.SetupGemsDrawn(character_id="deva",
                                                       gems=("winter",) * 5, source="server"))
    spec(ESPRI).at(state).when(cmd.DrawSetupGems(character_id="deva"), DEVA).refused(
        "setup_already_done"
    )


def test_the_setup_draw_needs_enough_gems_in_the_pool() -> None:
    state = given(character("deva"), *(paved(s, [s] * 12 + ["time"] * 3)
                                       for s in ("winter", "spring", "summer", "autumn")),
                  paved("winter", ["rupture"] * 6, start=16), paved("spring", ["rupture"] * 6,
                                                                    start=16))
    assert sum(state.pool.values()) == 0
    spec(ESPRI).at(state).when(cmd.DrawSetupGems(character_id="deva"), DEVA).refused(
        "pool_exhausted"
    )


def test_physical_setup_gems_must_be_in_the_pool_and_of_the_right_count() -> None:
    state = given(character("deva"), paved("winter", ["time"] * 12))
    spec(ESPRI).at(state).when(
        cmd.DrawSetupGems(character_id="deva", gems=["time"] * 5), DEVA
    ).refused("gems_not_in_pool", InvalidValue)
    spec(ESPRI).at(state).when(
        cmd.DrawSetupGems(character_id="deva", gems=["winter"] * 4), DEVA
    ).refused("wrong_gem_count", InvalidValue)


def test_physical_gems_are_refused_in_a_server_game() -> None:
    spec(ESPRI).given(character("deva")).when(
        cmd.DrawSetupGems(character_id="deva", gems=["winter"] * 5), DEVA, rng=SeededRandomSource(0)
    ).refused("physical_results_not_allowed", InvalidValue)


def test_a_player_draws_only_for_its_own_character() -> None:
    spec(ESPRI).given(character("deva")).when(
        cmd.DrawSetupGems(character_id="deva"), seat("ceres")
    ).refused("not_owner", NotAuthorized)


def test_an_unknown_character_is_refused() -> None:
    spec(ESPRI).when(cmd.DrawSetupGems(character_id="nobody")).refused("unknown_character")


def drew(*gems: str) -> ev.SetupGemsDrawn:
    return ev.SetupGemsDrawn(character_id="deva", gems=gems, source="physical")


def test_choosing_prayers_needs_a_setup_draw() -> None:
    spec(ESPRI).given(character("deva")).when(
        cmd.ChooseSetupPrayers(character_id="deva", keep=[]), DEVA
    ).refused("setup_not_drawn")


def test_rupture_gems_must_be_placed() -> None:
    state = given(character("deva"), drew("rupture", "winter", "time", "spring", "summer"))
    spec(ESPRI).at(state).when(
        cmd.ChooseSetupPrayers(character_id="deva", keep=["rupture", "winter"]), DEVA
    ).refused("rupture_must_be_placed")


def test_the_character_keeps_exactly_min_devotion_and_non_rupture_gems() -> None:
    state = given(character("deva"), drew("rupture", "rupture", "rupture", "rupture", "time"))
    spec(ESPRI).at(state).when(cmd.ChooseSetupPrayers(character_id="deva", keep=[]), DEVA).refused(
        "wrong_prayer_count"
    )
    after = (
        spec(ESPRI)
        .at(state)
        .when(cmd.ChooseSetupPrayers(character_id="deva", keep=["time"]), DEVA)
        .state
    )
    assert after.board["winter"].cells[1:5] == ("rupture",) * 4


def test_kept_gems_must_come_from_the_draw() -> None:
    state = given(character("deva"), drew("winter", "winter", "time", "spring", "summer"))
    spec(ESPRI).at(state).when(
        cmd.ChooseSetupPrayers(character_id="deva", keep=["autumn", "winter"]), DEVA
    ).refused("gem_not_drawn", InvalidValue)


def test_a_priestess_names_a_quadrant_for_each_time_and_rupture_gem() -> None:
    priestess = character("lune", kind="priestess", devotion=1)
    state = given(priestess, ev.SetupGemsDrawn(character_id="lune", source="physical",
                                               gems=("time", "rupture", "winter", "spring")))
    keep = cmd.ChooseSetupPrayers(character_id="lune", keep=["winter"])
    spec(ESPRI).at(state).when(keep, seat("lune")).refused("wrong_quadrant_count", InvalidValue)
    after = (
        spec(ESPRI)
        .at(state)
        .when(
            cmd.ChooseSetupPrayers(
                character_id="lune", keep=["winter"], quadrants=["summer", "autumn"]
            ),
            seat("lune"),
        )
        .state
    )
    assert after.board["summer"].cells[1] == "time"
    assert after.board["autumn"].cells[1] == "rupture"
    assert after.board["spring"].cells[1] == "spring"


def test_a_priestess_draws_devotion_plus_her_best_season() -> None:
    priestess = character("lune", kind="priestess", devotion=2,
                          seasons={"winter": 1, "spring": 4, "summer": 2, "autumn": 1})
    events = (
        spec(ESPRI)
        .given(priestess)
        .when(cmd.DrawSetupGems(character_id="lune"), seat("lune"))
        .events
    )
    assert len(events[0].gems) == 6  # type: ignore[attr-defined]


def test_completing_setup_places_one_gm_rupture_gem_per_quadrant_after_the_gems() -> None:
    state = given(character("deva"), drew("winter", "winter", "time", "spring", "summer"))
    state = (
        spec(ESPRI)
        .at(state)
        .when(cmd.ChooseSetupPrayers(character_id="deva", keep=["spring", "summer"]), DEVA)
        .state
    )
    outcome = spec(ESPRI).at(state).when(cmd.CompleteSetup())
    after, events = outcome.state, outcome.events
    assert [(e.quadrant, e.cell) for e in of_type(events, ev.GemPlaced)] == [
        ("autumn", 1), ("winter", 4), ("spring", 1), ("summer", 1)]
    assert after.phase == "play"


def test_setup_completes_only_when_everyone_chose() -> None:
    spec(ESPRI).given(character("deva")).when(cmd.CompleteSetup()).refused("setup_incomplete")


def test_only_the_gm_completes_setup() -> None:
    spec(ESPRI).when(cmd.CompleteSetup(), DEVA).refused("gm_only", NotAuthorized)


def test_setup_completes_once() -> None:
    spec(ESPRI).given(PLAY).when(cmd.CompleteSetup()).refused("not_in_setup")


def test_a_new_scenario_returns_every_gem_and_cages_the_nymphs() -> None:
    state = given(character("deva", prayers=("time",)), PLAY, paved("winter", ["winter"] * 3),
                  ev.NymphMoved(season="winter", from_=0, to=3, reason="advance"))
    after = spec(ESPRI).at(state).when(cmd.StartScenario()).state
    assert after.pool == dict.fromkeys(after.pool, 12)
    assert after.board["winter"].nymph == 0 and after.phase == "setup"
    assert after.characters["deva"].prayer_gems == ()


def test_no_new_scenario_during_a_call() -> None:
    spec(ESPRI).given(character("deva"), PLAY, declared()).when(cmd.StartScenario()).refused(
        "call_in_progress"
    )
