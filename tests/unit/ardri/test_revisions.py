"""Revision R1 of the Ardri spec: an opposition and a difficulty or facility apply to the
same roll; coordination still stacks; all modifiers summed, floored once at 1."""

import msgspec
import pytest

from domain.ardri.decider import ARDRI
from domain.ardri.events import ActionRolled
from domain.ardri.rules.values import Opposition, Situation
from domain.core import InvalidValue
from tests.support.decider_spec import spec
from tests.unit.ardri.helpers import (
    FACILITY,
    Game,
    difficulty,
    opposition,
    registered,
    roll_command,
    session,
)
from tests.unit.ardri.test_rolls import table


def test_r1_an_opposition_and_a_difficulty_apply_to_the_same_roll() -> None:
    """R1, seed: "L'instigateur doit réussir un jet sous les conditions nommées (normale,
    en opposition, ou en difficulté)" lists the conditions without saying that they
    exclude each other; a tough opponent in a complicated situation is ordinary play."""
    t = Game(registered("findell", strength=5, modifiers={"sword": 1}), session("findell"))
    roll = t.roll("findell", "strength", "sword", [4, 5, 9],
                  opposition=Opposition(characteristic_challenge=1, domain_challenge=2),
                  difficulty="complicated")
    assert (roll.applied_opposition_malus, roll.difficulty_modifier, roll.situation_modifier,
            roll.threshold_before_floor, roll.effective_threshold) == (2, -1, -3, 3, 3)
    assert (roll.opposition, roll.difficulty, roll.outcome) == (
        Opposition(characteristic_challenge=1, domain_challenge=2), "complicated", "failure")


def test_r1_a_facility_offsets_an_opposition_and_coordination_still_stacks() -> None:
    """R1, seed: "grâce à ses soutiens, il obtient un bonus de +1 au seuil" on top of
    "les conditions nommées (normale, en opposition, ou en difficulté)"."""
    t = Game(registered("a", strength=4), registered("b"), session("a", "b"))
    roll = t.roll("a", "strength", None, [5, 6, 9], supporters=["b"],
                  opposition=Opposition(characteristic_challenge=3), difficulty="facility")
    assert (roll.situation_modifier, roll.coordination_bonus, roll.effective_threshold) == (
        -2, 1, 3)


def test_r1_all_modifiers_are_summed_then_floored_once_at_one() -> None:
    """R1 keeps decision 7, seed: "Quoiqu'il arrive, un seuil ne peut pas être inférieur
    à 1." """
    t = Game(registered("ed", strength=3, modifiers={"body": -1}), session("ed"))
    roll = t.roll("ed", "strength", "body", [1, 1, 2],
                  opposition=Opposition(characteristic_challenge=3),
                  difficulty="near_impossible")
    assert (roll.threshold_before_floor, roll.effective_threshold, roll.outcome) == (
        -3, 1, "success")


def test_r1_the_older_situation_field_combines_with_the_new_parameters() -> None:
    """R1: request bodies written with the one ``situation`` stay valid, and may add the
    other condition; seed: "les conditions nommées (normale, en opposition, ou en
    difficulté)"."""
    t = Game(registered("findell", strength=4), session("findell"))
    roll = t.roll("findell", "strength", None, [9, 9, 9], situation=opposition(2),
                  difficulty="facility")
    assert (roll.applied_opposition_malus, roll.difficulty_modifier,
            roll.effective_threshold) == (2, 1, 3)
    roll = t.roll("findell", "strength", None, [9, 9, 9], situation=difficulty("complicated"),
                  opposition=Opposition(characteristic_challenge=1))
    assert (roll.situation_modifier, roll.effective_threshold) == (-2, 2)


@pytest.mark.parametrize(("situation", "opposition_", "difficulty_"), [
    (opposition(1), Opposition(characteristic_challenge=2), None),
    (difficulty("complicated"), None, "facility"),
    (FACILITY, None, "near_impossible"),
    (Situation(kind="normal"), Opposition(), None),
    (Situation(kind="normal"), Opposition(characteristic_challenge=4), None),
    (Situation(kind="normal"), Opposition(domain_challenge=1), None),
    (Situation(kind="normal"), None, "hard"),
])
def test_r1_each_condition_is_given_once_and_well_formed(
        situation: Situation, opposition_: Opposition | None, difficulty_: str | None) -> None:
    """R1: one opposition and one difficulty or facility at most, per roll; seed: "les
    conditions nommées (normale, en opposition, ou en difficulté)"."""
    spec(ARDRI).at(table().state).when(
        roll_command(
            "sinnead",
            "spirit",
            None,
            [1, 2, 3],
            situation=situation,
            opposition=opposition_,
            difficulty=difficulty_,
        )
    ).refused("invalid_situation", InvalidValue)


def test_r1_a_roll_stored_with_one_situation_reads_as_an_opposition_or_a_difficulty() -> None:
    """R1: an ``ActionRolled`` stored before the revision (schema 1, one ``situation``)
    is upcast on read; seed: "les conditions nommées (normale, en opposition, ou en
    difficulté)"."""
    t = table()
    current = msgspec.to_builtins(t.roll("sinnead", "spirit", None, [4, 5, 9],
                                         opposition=Opposition(characteristic_challenge=1)))
    old = {k: v for k, v in current.items()
           if k not in ("type", "opposition", "difficulty", "difficulty_modifier")}
    cases = [({"kind": "opposition", "characteristic_challenge": 1}, -1,
              {"characteristic_challenge": 1, "domain_challenge": 0}, None, 0),
             ({"kind": "difficulty", "level": "near_impossible"}, -2, None, "near_impossible",
              -2),
             ({"kind": "facility"}, 1, None, "facility", 1), ({"kind": "normal"}, 0, None,
                                                               None, 0)]
    for situation, modifier, opposition_, difficulty_, difficulty_modifier in cases:
        stored = {**old, "situation": situation, "situation_modifier": modifier}
        read = msgspec.convert(ActionRolled.upcast(stored, 1), ActionRolled)
        assert (msgspec.to_builtins(read.opposition), read.difficulty,
                read.difficulty_modifier, read.situation_modifier) == (
            opposition_, difficulty_, difficulty_modifier, modifier)
    assert ActionRolled.schema_version == 2


def test_r1_the_session_log_names_both_conditions_of_a_roll() -> None:
    """R1: the log tells the opposition and the difficulty of one roll; seed: "les
    conditions nommées (normale, en opposition, ou en difficulté)"."""
    t = Game(registered("findell", strength=5), session("findell"))
    before = t.state
    roll = t.roll("findell", "strength", None, [1, 2, 9],
                  opposition=Opposition(characteristic_challenge=2), difficulty="complicated")
    assert ARDRI.narrate(before, roll) == (
        "Findell rolls Strength (threshold 2; opposition -2; complicated -1): 1, 2, 9"
        " — success")
