"""The §7 algorithms on their own: threshold, dice plan, evaluation, coordination, ranking."""

import pytest

from domain.ardri.resolution import (
    attribute_plan,
    coordination_ok,
    evaluate,
    rank_key,
    ranks,
    threshold,
)
from domain.ardri.values import NORMAL, Situation
from tests.unit.ardri.helpers import FACILITY, attribute, difficulty, opposition


@pytest.mark.parametrize(("situation", "coordinated", "raw", "effective", "malus"), [
    (NORMAL, False, 5, 5, 0),
    (opposition(1, 0), False, 4, 4, 1),
    (opposition(3, 1), False, 4, 4, 1),
    (difficulty("complicated"), False, 4, 4, 0),
    (difficulty("near_impossible"), True, 4, 4, 0),
    (FACILITY, True, 7, 7, 0),
    (opposition(3, 0), False, 2, 2, 3),
])
def test_the_threshold_sums_characteristic_domain_situation_and_coordination(
        situation: Situation, coordinated: bool, raw: int, effective: int, malus: int) -> None:
    t = threshold(4, 1, situation, coordinated)
    assert (t.raw, t.effective, t.applied_opposition_malus) == (raw, effective, malus)


def test_the_threshold_is_floored_once_at_1() -> None:
    t = threshold(3, -1, opposition(3, 0), False)
    assert (t.raw, t.effective) == (-1, 1)


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


def test_equal_keys_share_a_rank_and_the_next_rank_skips() -> None:
    keys = [rank_key(None, 2, 5, [1, 2]), rank_key(None, 2, 5, [2, 1]),
            rank_key(None, 1, 7, [1])]
    assert ranks(keys) == [1, 1, 3]


def test_holy_trinity_ranks_above_and_oma_below_everyone() -> None:
    holy = rank_key("holy_trinity", 0, 1, [])
    best_plain = rank_key(None, 4, 8, [1, 1, 1, 1])
    oma = rank_key("oma", 3, 8, [1, 2, 3])
    assert ranks([best_plain, oma, holy]) == [2, 3, 1]
