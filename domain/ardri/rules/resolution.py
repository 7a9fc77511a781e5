"""The resolution algorithms of spec §7, as written."""

from collections.abc import Sequence
from typing import NamedTuple

from domain.ardri.rules.values import (
    Attribute,
    CompletedOutcome,
    Difficulty,
    Opposition,
    Outcome,
    Special,
    StorableKind,
)

DIFFICULTY_MODIFIER: dict[Difficulty, int] = {"complicated": -1, "near_impossible": -2,
                                              "facility": 1}
"""A roll's difficulty or facility (R1: it may come on top of an opposition)."""
DIFFICULTIES: dict[str, Difficulty] = {d: d for d in DIFFICULTY_MODIFIER}
DIFFICULTY_MALUS = {"complicated": 1, "near_impossible": 2}
ATTRIBUTE_FACES = {1: 20, 2: 12, 3: 8}
HOLY_TRINITY = (3, 3, 3)
OMA = (10, 10, 10)
STORE_LIMIT = 3
"""Murphy stores per character per session (D12)."""


class Threshold(NamedTuple):
    """§7.1: the raw sum, the floored effective threshold and its parts."""

    raw: int
    effective: int
    applied_opposition_malus: int
    situation_modifier: int
    difficulty_modifier: int


def opposition_malus(opposition: Opposition | None) -> int:
    """The opposition malus: a domain challenge replaces the characteristic one (D6)."""
    if opposition is None:
        return 0
    return opposition.domain_challenge or opposition.characteristic_challenge


def threshold(base: int, domain_modifier: int, opposition: Opposition | None,
              difficulty: Difficulty | None, coordinated: bool) -> Threshold:
    """Effective threshold: characteristic, domain, opposition, difficulty or facility and
    coordination all summed (R1), floored once at 1, no upper cap (D6, D7)."""
    applied_opp = opposition_malus(opposition)
    diff = DIFFICULTY_MODIFIER[difficulty] if difficulty is not None else 0
    sit = diff - applied_opp
    raw = base + domain_modifier + sit + (1 if coordinated else 0)
    return Threshold(raw, max(1, raw), applied_opp, sit, diff)


def attribute_plan(attribute: Attribute | None, effective: int) -> tuple[int | None, bool]:
    """§7.2: the attribute die's faces (None: no die) and whether it succeeds unrolled (D8)."""
    if attribute is None:
        return None, False
    if attribute.level == 3 and effective >= 8:
        return None, True
    return ATTRIBUTE_FACES[attribute.level], False


class Evaluation(NamedTuple):
    """§7.3: what a roll's dice mean."""

    trinity_success_indices: tuple[int, ...]
    attribute_success: bool
    total_successes: int
    is_triple: bool
    outcome: Outcome
    storable_kind: StorableKind | None
    storable_die_indices: tuple[int, ...]


def outcome_of(trinity: Sequence[int], total: int) -> Outcome:
    """The outcome: the first two laws of Murphy, then two successes or more."""
    is_triple = trinity[0] == trinity[1] == trinity[2]
    if tuple(trinity) == HOLY_TRINITY:
        return "holy_trinity"
    if tuple(trinity) == OMA:
        return "oma"
    if total >= 2:
        return "critical_success" if is_triple else "success"
    return "critical_failure" if is_triple else "failure"


def evaluate(trinity: Sequence[int], attr_faces: int | None, attr_value: int | None,
             attr_auto: bool, effective: int) -> Evaluation:
    """Successes, outcome and the storable success of the third law (D13): a plain
    success with three successes or more has a surplus (T1), stored from a trinity die."""
    succ_idx = tuple(i for i in range(3) if trinity[i] <= effective)
    attr_success = attr_auto or (attr_faces is not None and attr_value is not None
                                 and attr_value <= effective)
    total = len(succ_idx) + (1 if attr_success else 0)
    outcome = outcome_of(trinity, total)
    kind: StorableKind | None = None
    storable: tuple[int, ...] = ()
    if outcome == "failure" and total == 1 and len(succ_idx) == 1:
        kind, storable = "lost", succ_idx
    elif outcome == "success" and total >= 3:  # T1: the attribute die counts too
        kind, storable = "wasted", succ_idx
    is_triple = trinity[0] == trinity[1] == trinity[2]
    return Evaluation(succ_idx, attr_success, total, is_triple, outcome, kind, storable)


def outcome_after_bonus(total_after: int) -> CompletedOutcome:
    """§7.4: a completed roll is a plain success (never critical) from two successes."""
    return "success" if total_after >= 2 else "failure"


def coordination_ok(character_id: str, supporter_ids: Sequence[str],
                    present: Sequence[str]) -> bool:
    """§7.5: at least one supporter, and all present PCs or at least 3 participants (D9)."""
    s = list(supporter_ids)
    if not s or len(set(s)) != len(s) or character_id in s:
        return False
    if any(x not in present for x in s):
        return False
    participants = 1 + len(s)
    return participants >= 3 or participants == len(present)


def concurrence_special(trinity: Sequence[int]) -> Special | None:
    """``holy_trinity`` for a triple 3, ``oma`` for a triple 10, else None."""
    if tuple(trinity) == HOLY_TRINITY:
        return "holy_trinity"
    if tuple(trinity) == OMA:
        return "oma"
    return None


RankKey = tuple[int, int, int, int, tuple[int, ...]]


def rank_key(special: str | None, total: int, threshold_value: int,
             success_values: Sequence[int]) -> RankKey:
    """§7.6 ascending key, best first: special, successes, threshold, lowest dice (D16)."""
    category = 2 if special == "holy_trinity" else 0 if special == "oma" else 1
    v = tuple(sorted(success_values))
    return (-category, -total, -threshold_value, sum(v), v)


def ranks(keys: Sequence[RankKey]) -> list[int]:
    """1 + the number of strictly better keys: equal keys share a rank (1, 1, 3)."""
    return [1 + sum(1 for other in keys if other < key) for key in keys]
