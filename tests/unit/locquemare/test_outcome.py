"""Outcome menus (7.4): every option of every tier, and the consequences they owe."""

from typing import Any

import pytest

from domain.locquemare import commands as cmd
from domain.locquemare import events as ev
from domain.locquemare.decider import LOCQUEMARE
from tests.support.decider_spec import spec
from tests.unit.locquemare.helpers import ARTUS_PLAYER, SYBELINE_PLAYER, names, rolled, table

FAIL, TIE, SUCCESS, TRIUMPH = (-1, -1, -1, 0), (-1, -1, 0, 0), (0, 0, 0, 0), (1, 0, 0, 0)
CREATE = {"advantage": cmd.Advantage(mode="create", key_text="Garage")}
ACTIVATE = {"advantage": cmd.Advantage(mode="activate", key_id="artus-concept")}
OBSTACLE = {"target": cmd.Target(key_id="door")}
THREAT = {"threat_resource": "volonte"}
AR, OC, AC = "ActionResolved", "OutcomeChosen", "ActionClosed"

CASES = [
    ("create_advantage", CREATE, FAIL, "no_key", [OC, AC]),
    ("create_advantage", CREATE, FAIL, "key_adversity_free",
     [OC, "KeyCreated", "FreeActivationsGranted", AC]),
    ("create_advantage", CREATE, TIE, "no_key_elan", [OC, "ElanCreated", AC]),
    ("create_advantage", CREATE, SUCCESS, None, [AR, OC, "KeyCreated", "FreeActivationsGranted",
                                                AC]),
    ("create_advantage", CREATE, TRIUMPH, None, [AR, OC, "KeyCreated", "FreeActivationsGranted",
                                                AC]),
    ("create_advantage", ACTIVATE, FAIL, "not_activated", [OC, AC]),
    ("create_advantage", ACTIVATE, FAIL, "activated_adversity_elan",
     [OC, "FreeActivationsGranted", "ElanCreated", AC]),
    ("create_advantage", ACTIVATE, SUCCESS, None, [AR, OC, "FreeActivationsGranted", AC]),
    ("overcome", OBSTACLE, FAIL, "obstacle_remains", [OC, AC]),
    ("overcome", OBSTACLE, FAIL, "overcome_with_consequence", [OC, "KeyRemoved"]),
    ("overcome", OBSTACLE, TIE, "obstacle_remains", [OC, AC]),
    ("overcome", OBSTACLE, TIE, "overcome_adversity_elan", [OC, "KeyRemoved", "ElanCreated", AC]),
    ("overcome", OBSTACLE, SUCCESS, None, [AR, OC, "KeyRemoved", AC]),
    ("overcome", OBSTACLE, TRIUMPH, None, [AR, OC, "KeyRemoved", "ElanCreated", AC]),
    ("attack", {}, FAIL, "no_effect", [OC, AC]),
    ("attack", {}, FAIL, "elan_for_consequence", [OC, "ElanCreated"]),
    ("attack", {}, TIE, None, [AR, OC, "ElanCreated", AC]),
    ("attack", {}, SUCCESS, None, [AR, OC, "DamageDealt", AC]),
    ("attack", {}, TRIUMPH, "damage", [OC, "DamageDealt", AC]),
    ("attack", {}, TRIUMPH, "damage_minus_1_elan", [OC, "DamageDealt", "ElanCreated", AC]),
    ("defend", THREAT, FAIL, "suffer", [OC, "StressApplied", "StressChecked", AC]),
    ("defend", THREAT, FAIL, "elan_for_consequence", [OC, "ElanCreated"]),
    ("defend", THREAT, TIE, None, [AR, OC, AC]),
    ("defend", THREAT, SUCCESS, None, [AR, OC, AC]),
    ("defend", THREAT, TRIUMPH, None, [AR, OC, "ElanCreated", AC]),
]


@pytest.mark.parametrize(("action_type", "extra", "fate", "option", "expected"), CASES)
def test_each_outcome_option_puts_its_effects_in_play(
        action_type: str, extra: dict[str, Any], fate: tuple[int, ...], option: str | None,
        expected: list[str]) -> None:
    game = table()
    game.when(cmd.CreateKey(key_id="door", text="Porte blindée"))
    rolled(game, fate, action_type, **extra)
    events = game.when(cmd.ResolveAction(action_id="a1", stress_check_d10=10), SYBELINE_PLAYER)
    if option is not None:
        assert names(events) == [AR]
        events = game.when(cmd.ChooseOutcome(action_id="a1", option=option, stress_check_d10=10),
                         SYBELINE_PLAYER)
    assert names(events) == expected


def test_choose_outcome_rejects_an_option_outside_the_menu() -> None:
    game = table()
    rolled(game, FAIL)
    game.when(cmd.ResolveAction(action_id="a1"))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ChooseOutcome(action_id="a1", option="damage")
    ).refused("invalid_option")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ChooseOutcome(action_id="a1", option="no_effect"), ARTUS_PLAYER
    ).refused("forbidden")


def test_choose_outcome_before_resolution_is_a_wrong_step() -> None:
    game = table()
    rolled(game, FAIL)
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ChooseOutcome(action_id="a1", option="no_effect")
    ).refused("wrong_step")


def test_choose_outcome_twice_is_a_wrong_step() -> None:
    game = table()
    rolled(game, FAIL)
    game.when(cmd.ResolveAction(action_id="a1"))
    game.when(cmd.ChooseOutcome(action_id="a1", option="elan_for_consequence"))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.ChooseOutcome(action_id="a1", option="no_effect")
    ).refused("wrong_step")


def test_resolve_action_twice_is_a_wrong_step() -> None:
    game = table()
    rolled(game, FAIL)
    game.when(cmd.ResolveAction(action_id="a1"))
    spec(LOCQUEMARE).at(game.state).when(cmd.ResolveAction(action_id="a1")).refused("wrong_step")


def test_inflict_consequence_on_a_used_slot_is_refused_while_another_is_free() -> None:
    """Changed by T3 (was, after R1: D7's next more severe free slot took it): a taken
    slot is refused with the free ones named; with none free, see test_r1_*."""
    game = table()
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="medium", text="Entorse"))
    spec(LOCQUEMARE).at(game.state).when(
        cmd.InflictConsequence(hero_id="sybeline", severity="medium", text="Bis")
    ).refused("consequence_slot_taken")
    events = game.when(cmd.InflictConsequence(hero_id="sybeline", severity="grave", text="Bis"))
    assert events[0].severity == "grave"  # type: ignore[attr-defined]
    spec(LOCQUEMARE).at(game.state).when(
        cmd.InflictConsequence(hero_id="sybeline", severity="extreme", text="x")
    ).refused("invalid_payload")
    spec(LOCQUEMARE).at(game.state).when(
        cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="x"), SYBELINE_PLAYER
    ).refused("forbidden")


def test_hemorrhage_costs_one_adrenaline_stress_after_each_action() -> None:
    game = table()
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="Saigne",
                                  effect="hemorrhage"))
    rolled(game, SUCCESS)
    events = game.when(cmd.ResolveAction(action_id="a1", stress_check_d10=10))
    stress = [e for e in events if isinstance(e, ev.StressApplied)]
    assert stress == [ev.StressApplied(hero_id="sybeline", amount=1, resource="adrenaline",
                                       absorbed=1, overflow=0, stress=1, resource_current=1)]


@pytest.mark.parametrize(("effect", "base"), [("irritated", 2), ("disturbed", 2)])
def test_irritated_and_disturbed_zero_the_approach_or_the_resource(effect: str,
                                                                   base: int) -> None:
    game = table()
    game.when(cmd.InflictConsequence(hero_id="sybeline", severity="minor", text="x", effect=effect))
    rolled(game, SUCCESS)
    assert game.when(cmd.ResolveAction(action_id="a1"))[0].base_motivation == base  # type: ignore[attr-defined]
