"""Scenarios, acts, scenes and sessions, with their boundary effects (7.7, 7.8)."""

from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import (
    SYBELINE_PLAYER,
    Game,
    declare,
    names,
    register_sybeline,
    table,
)


def test_start_scenario_opens_the_first_scenario() -> None:
    game = Game()
    assert game.when(cmd.StartScenario()) == [ev.ScenarioStarted(scenario=1)]
    assert game.state.phase == "between_acts"
    spec(LOCQUEMARE).at(game.state).when(cmd.StartScenario()).refused("wrong_phase")


def test_start_scenario_is_the_adversitys() -> None:
    spec(LOCQUEMARE).at(Game().state).when(cmd.StartScenario(), SYBELINE_PLAYER).refused(
        "forbidden"
    )


def test_end_scenario_awards_a_point_and_heals_chosen_grave_consequences() -> None:
    game = table()
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="grave", text="Fracture"))
    game.when(cmd.EndScene())
    game.when(cmd.EndAct())
    events = game.when(cmd.EndScenario(grave_recovery_hero_ids=("sybeline",)))
    assert events[0] == ev.ScenarioEnded(scenario=1, grave_recovered=("sybeline",))
    assert names(events).count("EvolutionPointsAwarded") == 5
    assert game.sybeline.consequence_slots["grave"] is None
    assert game.sybeline.evolution_track == 2  # act end + scenario end
    assert game.state.phase == "between_scenarios"


def test_end_scenario_needs_the_act_closed() -> None:
    spec(LOCQUEMARE).at(table(scene=False).state).when(cmd.EndScenario()).refused("wrong_phase")


def test_end_scenario_with_an_unknown_hero_is_refused() -> None:
    game = table(scene=False)
    game.when(cmd.EndAct())
    spec(LOCQUEMARE).at(game.state).when(
        cmd.EndScenario(grave_recovery_hero_ids=("nobody",))
    ).refused("unknown_hero")


def test_start_act_grants_tokens_and_needs_between_acts() -> None:
    game = Game()
    game.when(register_sybeline())
    spec(LOCQUEMARE).at(game.state).when(cmd.StartAct()).refused("wrong_phase")
    game.when(cmd.StartScenario())
    assert game.when(cmd.StartAct()) == [
        ev.ActStarted(act=1),
        ev.TokensGranted(hero_id="sybeline", offering=1, exploit=2, prowess_count=3)]


def test_end_act_discards_tokens_and_counts_the_act() -> None:
    game = table(scene=False)
    events = game.when(cmd.EndAct())
    assert events[0] == ev.ActEnded(act=1, medium_recovered=())
    assert game.sybeline.acts_played == 1 and game.sybeline.evolution_track == 1
    assert game.state.phase == "between_acts"


def test_end_act_is_refused_during_a_scene() -> None:
    spec(LOCQUEMARE).at(table().state).when(cmd.EndAct()).refused("wrong_phase")


def test_start_scene_names_who_is_present() -> None:
    game = table(scene=False)
    events = game.when(cmd.StartScene(present_hero_ids=("sybeline",)))
    assert events[0] == ev.SceneStarted(scene=1, present_hero_ids=("sybeline",),
                                        present_npc_ids=())
    spec(LOCQUEMARE).at(game.state).when(cmd.StartScene()).refused("wrong_phase")


def test_start_scene_with_unknown_members_is_refused() -> None:
    game = table(scene=False)
    spec(LOCQUEMARE).at(game.state).when(cmd.StartScene(present_hero_ids=("nobody",))).refused(
        "unknown_hero"
    )
    spec(LOCQUEMARE).at(game.state).when(cmd.StartScene(present_npc_ids=("nobody",))).refused(
        "unknown_npc"
    )


def test_end_scene_resets_stress_resources_and_scene_keys() -> None:
    game = table()
    game.when(cmd.CreateKey(key_id="fog", text="Brouillard"))
    game.when(cmd.CreateKey(key_id="storm", text="Tempête", persistent=True))
    game.when(cmd.ApplyStress(hero_id="sybeline", amount=1, resource="adrenaline",
                           stress_check_d10=10))
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="Bleu"))
    events = game.when(cmd.EndScene(breather_hero_ids=("sybeline",)))
    assert names(events) == ["SceneEnded", "KeyRemoved", "StressCleared", "ResourcesRestored",
                             "ConsequenceRecovered", "AdversityTokensDiscarded"]
    assert events[1] == ev.KeyRemoved(key_id="fog", reason="scene_end")
    assert game.sybeline.stress == 0 and game.sybeline.resources_current["adrenaline"] == 2
    assert "storm" in game.state.keys and game.state.phase == "in_act"


def test_end_scene_closes_an_open_conflict() -> None:
    game = table()
    game.when(cmd.StartConflict(conflict_id="c1"))
    assert ev.ConflictEnded(conflict_id="c1") in game.when(cmd.EndScene())


def test_end_scene_waits_for_the_open_action_and_pending_harm() -> None:
    game = table()
    declare(game)
    spec(LOCQUEMARE).at(game.state).when(cmd.EndScene()).refused("action_in_progress")
    game = table()
    game.when(cmd.ApplyStress(hero_id="sybeline", amount=5, resource="adrenaline",
                           stress_check_d10=10))
    spec(LOCQUEMARE).at(game.state).when(cmd.EndScene()).refused("harm_pending")


def test_sessions_open_and_close_outside_scenes() -> None:
    game = table(session=False, scene=False)
    assert game.when(cmd.StartSession())[0] == ev.SessionStarted(session=1)
    spec(LOCQUEMARE).at(game.state).when(cmd.StartSession()).refused("wrong_phase")
    game.when(cmd.StartScene())
    spec(LOCQUEMARE).at(game.state).when(cmd.EndSession()).refused("wrong_phase")
    game.when(cmd.EndScene())
    assert game.when(cmd.EndSession()) == [ev.SessionEnded(session=1)]
    spec(LOCQUEMARE).at(game.state).when(cmd.EndSession()).refused("wrong_phase")
