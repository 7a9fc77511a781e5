"""RollAction: validation order, thresholds, dice (server and physical), revision R1,
decisions D3-D9, D19, D20; and the §7 algorithms on their own (threshold, dice plan,
evaluation, coordination)."""

from typing import Any

import msgspec
import pytest

from domain.ardri.commands import COMMAND_TYPES, RollAction
from domain.ardri.decider import ARDRI
from domain.ardri.events import ActionRolled
from domain.ardri.rules.resolution import attribute_plan, coordination_ok, evaluate, threshold
from domain.ardri.rules.values import Dice, Opposition, Situation
from domain.core import DomainError, InvalidValue, ScriptedRandomSource, SeededRandomSource
from tests.support.decider_spec import spec
from tests.unit.ardri.helpers import (
    FACILITY,
    PLAYER,
    Game,
    attribute,
    difficulty,
    opposition,
    registered,
    roll_command,
    session,
)

CommandUnion: Any = COMMAND_TYPES[0]
for _type in COMMAND_TYPES[1:]:
    CommandUnion = CommandUnion | _type
SINNEAD = registered("sinnead", spirit=4, modifiers={"knowledge": 1},
                     attributes=[attribute("myths", "knowledge", 2),
                                 attribute("riding", "body", 1)])


def table() -> Game:
    """Sinnead, Ed and Sam at the table."""
    return Game(SINNEAD, registered("ed"), registered("sam"), registered("kate"),
                 session("sinnead", "ed", "sam"))


def test_a_server_roll_draws_trinity_then_attribute_in_canonical_order() -> None:
    rng = ScriptedRandomSource([3, 6, 8, 11], mode="server")
    (event,) = table().when(RollAction(character_id="sinnead", characteristic="spirit",
                                       domain_id="knowledge", attribute_id="myths"), rng=rng)
    assert isinstance(event, ActionRolled)
    assert (event.trinity_dice, event.attribute_die_value) == ((4, 7, 9), 12)
    assert event.dice_source == "server"


def test_a_server_game_refuses_physical_dice_and_a_physical_game_requires_them() -> None:
    t = table()
    spec(ARDRI).at(t.state).when(
        roll_command("sinnead", "spirit", None, [1, 2, 3]), rng=SeededRandomSource(mode="server")
    ).refused("physical_results_not_allowed", InvalidValue)
    spec(ARDRI).at(t.state).when(
        RollAction(character_id="sinnead", characteristic="spirit"),
        rng=SeededRandomSource(mode="physical"),
    ).refused("physical_results_required", InvalidValue)


@pytest.mark.parametrize(("trinity", "attribute_value"), [
    ([1, 2], 5), ([1, 2, 3, 4], 5), ([11, 2, 3], 5), ([-1, 2, 3], 5), ([1, 2, 3], None),
    ([1, 2, 3], 13), ([1, 2, 3], 0),
])
def test_wrong_physical_dice_are_invalid(trinity: list[int], attribute_value: int | None) -> None:
    spec(ARDRI).at(table().state).when(
        roll_command(
            "sinnead",
            "spirit",
            "knowledge",
            trinity,
            attribute_id="myths",
            attribute_value=attribute_value,
        )
    ).refused("invalid_dice", InvalidValue)


def test_an_attribute_value_without_an_attribute_die_is_invalid() -> None:
    spec(ARDRI).at(table().state).when(
        roll_command("sinnead", "spirit", None, [1, 2, 3], attribute_value=4)
    ).refused("invalid_dice", InvalidValue)


def test_d19_a_physical_zero_is_read_as_ten() -> None:
    roll = table().roll("sinnead", "spirit", None, [0, 0, 0])
    assert (roll.trinity_dice, roll.outcome) == ((10, 10, 10), "oma")


def test_rolling_again_closes_the_previous_roll() -> None:
    t = table()
    first = t.roll("ed", "strength", None, [1, 9, 9])
    second = t.roll("ed", "strength", None, [1, 9, 9])
    assert t.state.session is not None
    assert t.state.session.open_roll_by_character["ed"] == second.roll_id
    assert first.roll_id not in t.state.session.open_rolls  # closed: it leaves the state
    assert t.sheet("ed")["open_roll_id"] == second.roll_id


@pytest.mark.parametrize(("command", "code"), [
    (roll_command("sinnead", "wisdom", None, [1, 2, 3]), "invalid_characteristic"),
    (roll_command("sinnead", "spirit", "archery", [1, 2, 3]), "domain_not_found"),
    (roll_command("sinnead", "spirit", "sword", [1, 2, 3]), "domain_characteristic_mismatch"),
    (roll_command("sinnead", "spirit", "knowledge", [1, 2, 3], attribute_id="harp"),
     "attribute_not_found"),
    (roll_command("sinnead", "spirit", "knowledge", [1, 2, 3], attribute_id="riding"),
     "attribute_domain_mismatch"),
    (roll_command("sinnead", "spirit", None, [1, 2, 3], attribute_id="myths"),
     "attribute_domain_mismatch"),
    (roll_command("sinnead", "spirit", None, [1, 2, 3], task_id="boat", supporters=["ed"]),
     "coordination_and_task_exclusive"),
    (roll_command("sinnead", "spirit", None, [1, 2, 3], supporters=["ed"]),
     "invalid_coordination"),
    (roll_command("sinnead", "spirit", None, [1, 2, 3], supporters=["ed", "kate"]),
     "invalid_coordination"),
])
def test_roll_parameters_are_checked_in_the_spec_order(command: RollAction, code: str) -> None:
    kind = InvalidValue if code == "invalid_characteristic" else DomainError
    spec(ARDRI).at(table().state).when(command).refused(code, kind)


@pytest.mark.parametrize("situation", [
    Situation(kind="ambush"),
    Situation(kind="difficulty", level="hard"),
    Situation(kind="difficulty"),
    Situation(kind="opposition", characteristic_challenge=4),
    Situation(kind="opposition", characteristic_challenge=-1),
    Situation(kind="opposition", characteristic_challenge=0, domain_challenge=0),
    Situation(kind="opposition"),
    Situation(kind="opposition", domain_challenge=1),
    Situation(kind="normal", level="complicated"),
    Situation(kind="facility", characteristic_challenge=1),
])
def test_a_malformed_one_condition_situation_is_an_invalid_situation(
        situation: Situation) -> None:
    spec(ARDRI).at(table().state).when(
        roll_command("sinnead", "spirit", None, [1, 2, 3], situation=situation)
    ).refused("invalid_situation", InvalidValue)


def test_d3_the_domain_is_optional_and_then_adds_nothing() -> None:
    roll = table().roll("sinnead", "spirit", None, [4, 5, 9])
    assert (roll.effective_threshold, roll.total_successes) == (4, 1)


def test_d4_at_most_one_attribute_of_the_rolled_domain() -> None:
    roll = table().roll("sinnead", "spirit", "knowledge", [9, 9, 8], attribute_id="myths",
                        attribute_value=5)
    assert (roll.attribute_level, roll.attribute_die_faces, roll.attribute_success) == (2, 12, True)
    spec(ARDRI).at(table().state).when(
        roll_command("sinnead", "spirit", "spirit_domain_2", [1, 2, 3], attribute_id="myths")
    ).refused("attribute_domain_mismatch")


def test_coordination_stacks_with_any_situation() -> None:
    t = Game(registered("a", strength=4), registered("b"), session("a", "b"))
    roll = t.roll("a", "strength", None, [9, 9, 9], situation=difficulty("complicated"),
                  supporters=["b"])
    assert (roll.situation_modifier, roll.coordination_bonus, roll.effective_threshold) == (
        -1, 1, 4)


def test_d6_a_smaller_domain_malus_still_replaces_the_characteristic_malus() -> None:
    t = Game(registered("findell", strength=5), session("findell"))
    roll = t.roll("findell", "strength", "sword", [9, 9, 9], situation=opposition(3, 1))
    assert (roll.applied_opposition_malus, roll.effective_threshold) == (1, 4)


def test_d7_modifiers_sum_then_floor_once_and_there_is_no_upper_cap() -> None:
    t = Game(registered("rory", strength=5, modifiers={"sword": 2}), registered("ed"),
              registered("sam"), session("rory", "ed", "sam"))
    capless = t.roll("rory", "strength", "sword", [9, 9, 10], situation=FACILITY,
                     supporters=["ed", "sam"])
    assert capless.effective_threshold == 9 and capless.outcome == "success"
    floored = Game(registered("ed", strength=3, modifiers={"body": -1}), session("ed")).roll(
        "ed", "strength", "body", [1, 2, 2], situation=opposition(3))
    assert (floored.threshold_before_floor, floored.effective_threshold) == (-1, 1)


def test_d8_level_three_below_threshold_8_rolls_its_d8() -> None:
    t = Game(registered("findell", intention=3, modifiers={"passion": 4},
                         attributes=[attribute("harp", "passion", 3)]), session("findell"))
    roll = t.roll("findell", "intention", "passion", [9, 10, 8], attribute_id="harp",
                  attribute_value=7)
    assert (roll.effective_threshold, roll.attribute_die_faces, roll.attribute_success) == (
        7, 8, True)
    assert roll.attribute_auto_success is False


def test_d8_coordination_can_lift_a_level_three_roll_to_its_automatic_success() -> None:
    t = Game(registered("findell", intention=3, modifiers={"passion": 4},
                         attributes=[attribute("harp", "passion", 3)]),
              registered("ed"), session("findell", "ed"))
    roll = t.roll("findell", "intention", "passion", [9, 10, 9], attribute_id="harp",
                  supporters=["ed"])
    assert (roll.effective_threshold, roll.attribute_auto_success, roll.outcome) == (
        8, True, "failure")


def test_d9_supporters_do_not_roll_and_only_the_instigator_gets_plus_one() -> None:
    t = table()
    roll = t.roll("sinnead", "spirit", None, [9, 9, 9], supporters=["ed", "sam"])
    assert roll.supporter_ids == ("ed", "sam") and roll.effective_threshold == 5
    assert t.sheet("ed")["open_roll_id"] is None


def test_d20_the_owner_or_the_gm_rolls_and_conditions_are_recorded_as_given() -> None:
    t = Game(registered("findell", owner="p1", strength=4), session("findell"))
    roll = t.roll("findell", "strength", None, [9, 9, 9], situation=opposition(2),
                  actor=PLAYER)
    assert (roll.opposition, roll.difficulty) == (Opposition(characteristic_challenge=2), None)
    assert roll.label is None and roll.task_id is None
    labelled = RollAction(character_id="findell", characteristic="strength", label="arm",
                          coordination=None, dice=Dice(trinity=[1, 1, 2]))
    (event,) = t.when(labelled)
    assert isinstance(event, ActionRolled) and event.label == "arm"


def test_a_client_sends_a_roll_as_tagged_json() -> None:
    body = (b'{"type": "RollAction", "character_id": "sinnead", "characteristic": "spirit",'
            b' "domain_id": "knowledge", "attribute_id": "myths",'
            b' "situation": {"kind": "opposition", "characteristic_challenge": 1},'
            b' "dice": {"trinity": [4, 7, 0], "attribute": 12}}')
    command = msgspec.json.decode(body, type=CommandUnion)
    assert isinstance(command, RollAction)
    roll = table().when(command)[0]
    assert isinstance(roll, ActionRolled)
    assert (roll.trinity_dice, roll.effective_threshold, roll.outcome) == ((4, 7, 10), 4, "failure")


def test_a_command_with_an_unknown_field_is_malformed() -> None:
    body = b'{"type": "RollAction", "character_id": "x", "characteristic": "spirit", "luck": 1}'
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(body, type=CommandUnion)


def against(characteristic: int = 0, domain: int = 0) -> Opposition:
    """An opposition with npc challenge levels."""
    return Opposition(characteristic_challenge=characteristic, domain_challenge=domain)


@pytest.mark.parametrize(("opposition", "difficulty", "coordinated", "raw", "effective",
                          "malus"), [
    (None, None, False, 5, 5, 0),
    (against(1, 0), None, False, 4, 4, 1),
    (against(3, 1), None, False, 4, 4, 1),
    (None, "complicated", False, 4, 4, 0),
    (None, "near_impossible", True, 4, 4, 0),
    (None, "facility", True, 7, 7, 0),
    (against(3, 0), None, False, 2, 2, 3),
    (against(2, 0), "complicated", True, 3, 3, 2),
    (against(1, 0), "facility", False, 5, 5, 1),
])
def test_the_threshold_sums_characteristic_domain_conditions_and_coordination(
        opposition: Opposition | None, difficulty: str | None, coordinated: bool, raw: int,
        effective: int, malus: int) -> None:
    t = threshold(4, 1, opposition, difficulty, coordinated)
    assert (t.raw, t.effective, t.applied_opposition_malus) == (raw, effective, malus)


def test_the_threshold_is_floored_once_at_1() -> None:
    t = threshold(3, -1, against(3, 0), "near_impossible", False)
    assert (t.raw, t.effective, t.situation_modifier) == (-3, 1, -5)


def test_attribute_levels_give_a_d20_a_d12_and_a_d8() -> None:
    plans = [attribute_plan(attribute("a", "body", level), 5) for level in (1, 2, 3)]
    assert plans == [(20, False), (12, False), (8, False)]
    assert attribute_plan(None, 9) == (None, False)


def test_two_successes_make_a_success_and_one_is_a_lost_failure() -> None:
    assert evaluate([1, 9, 9], None, None, False, 5).outcome == "failure"
    assert evaluate([1, 9, 9], None, None, False, 5).storable_kind == "lost"
    assert evaluate([1, 2, 9], None, None, False, 5).outcome == "success"
    assert evaluate([9, 9, 9], None, None, False, 5).outcome == "critical_failure"


def test_an_attribute_success_is_counted_but_never_storable() -> None:
    result = evaluate([9, 8, 7], 20, 1, False, 5)
    assert (result.total_successes, result.outcome, result.storable_kind) == (1, "failure", None)


def test_three_trinity_successes_waste_one_but_not_on_a_triple() -> None:
    assert evaluate([1, 2, 3], None, None, False, 5).storable_die_indices == (0, 1, 2)
    assert evaluate([4, 4, 4], None, None, False, 5).storable_kind is None


def test_coordination_needs_all_present_or_three_participants() -> None:
    assert coordination_ok("a", ["b"], ["a", "b"])
    assert not coordination_ok("a", ["b"], ["a", "b", "c"])
    assert coordination_ok("a", ["b", "c"], ["a", "b", "c", "d"])
    assert not coordination_ok("a", [], ["a"])
    assert not coordination_ok("a", ["a", "b"], ["a", "b"])
    assert not coordination_ok("a", ["b", "b"], ["a", "b"])
    assert not coordination_ok("a", ["z"], ["a", "b"])
