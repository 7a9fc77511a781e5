"""The pure arithmetic of the three resolution systems (spec section 7)."""

from typing import Literal

from domain.voyages.rules.conflict import LEVELS, Level

REFERENCE_COSTS = {0: 0, 1: 1, 2: 2, 3: 3, 4: 4}
"""Tier -> cost per unit on the reference list."""
ADJECTIVE_TIERS = frozenset({2, 3, 4})
"""The tiers that buy (or reduce) an adjective point: never free (T8)."""

INVOLVEMENT_CAP: dict[str, int | None] = {
    "not_involved": 0, "in_retreat": 1, "involved": 2, "front_line": None}
MAX_ESCALATION = 9
KEEP_APPROACH_PRICE = 2

Tier = Literal["fail_complication", "no", "maybe", "yes", "yes_and"]


def action_outcome(main_die: int, main_total: int,
                   helper_scores: list[int]) -> tuple[bool, int | None, Tier, int | None]:
    """(natural_one, total, tier, margin) of an action (7.2); a natural 1 fails [D12]."""
    if main_die == 1:
        return True, None, "fail_complication", None
    total = main_total + sum(helper_scores)
    tier: Tier = ("no" if total <= 2 else "maybe" if total == 3
                  else "yes" if total == 4 else "yes_and")
    return False, total, tier, (total - 4 if tier == "yes_and" else None)


def unit_cost(tier: int, list_shift: int, risk_taken: bool) -> int:
    """Cost of one unit of a tier on a shifted list: never below 0 [D9], and an adjective
    point never below 1 whatever the shifts (T8)."""
    floor = 1 if tier in ADJECTIVE_TIERS else 0
    return max(floor, REFERENCE_COSTS[tier] + list_shift - (1 if risk_taken else 0))


def group_score(scores: list[int], mode: str) -> int:
    """Solo: the score; sum: the sum; average: floored mean [D8]."""
    if mode == "sum":
        return sum(scores)
    if mode == "average":
        return sum(scores) // len(scores)
    return scores[0]


def level_index(points: int) -> int:
    """0 restrained, 1 medium, 2 tense: a level is reached when its counter fills [D2]."""
    return min(2, points // 3)


def level_name(points: int) -> Level:
    """The escalation level of a counter value."""
    return LEVELS[level_index(points)]


def level_counter(points: int) -> int:
    """Points on the current level's counter (0..3; 3 only at 9)."""
    return points - 3 * level_index(points)


def points_for_level(level: str) -> int:
    """Escalation points at the start of a level."""
    return 3 * LEVELS.index(level)


def scale_score(raw: int, points: int) -> int:
    """Restrained halves (floored), tense doubles [D5]."""
    index = level_index(points)
    if index == 0:
        return raw // 2
    return raw * 2 if index == 2 else raw


def escalation_after(points: int, added: int) -> int:
    """The counter after adding points, stopped at 9 [D2]."""
    return min(MAX_ESCALATION, points + added)


def bonus_cap(final: int) -> int:
    """Bonus points a negative side yields to each buyer [D1]."""
    return -final if final < 0 else 0
