"""The die ladder (d4..d12) and the stress ladder (none, d4..d12, out), spec section 7.1."""

from typing import Literal

from domain.core import DomainError
from domain.core.words import sentence

StressLevel = int | Literal["none", "out"]
"""A stress track level: ``"none"``, a die (4..12) or ``"out"`` (out of play)."""

DIE_STEPS: tuple[int, ...] = (4, 6, 8, 10, 12)
STRESS_STEPS: tuple[StressLevel, ...] = ("none", 4, 6, 8, 10, 12, "out")


def on_ladder(faces: object) -> bool:
    """True for a die of the ladder (4, 6, 8, 10 or 12 faces)."""
    return type(faces) is int and faces in DIE_STEPS


def step_up(faces: int, code: str = "die_at_max") -> int:
    """One die step up; a d12 cannot go higher (``code``)."""
    index = DIE_STEPS.index(faces)
    if index == len(DIE_STEPS) - 1:
        raise DomainError(code, sentence("a d%(faces)d cannot be stepped up", faces=faces))
    return DIE_STEPS[index + 1]


def step_down(faces: int) -> int | None:
    """One die step down; below d4 the die is removed (None)."""
    index = DIE_STEPS.index(faces)
    return None if index == 0 else DIE_STEPS[index - 1]


def stress_up(level: StressLevel) -> StressLevel:
    """One stress step up; from d12 the target is out of play."""
    if level == "out":
        raise DomainError("already_out_of_play", sentence("this stress is already out of play"))
    return STRESS_STEPS[STRESS_STEPS.index(level) + 1]


def stress_down(level: StressLevel) -> StressLevel:
    """One stress step down; ``out`` comes back to d12."""
    if level == "none":
        raise DomainError("no_stress", sentence("this stress track is empty"))
    return STRESS_STEPS[STRESS_STEPS.index(level) - 1]


def is_rated_stress(level: StressLevel) -> bool:
    """True when a stress track holds a die (usable in a pool)."""
    return level not in ("none", "out")


def die_label(faces: int | None) -> str:
    """``d8`` for 8 faces, ``-`` for no die."""
    return "-" if faces is None else f"d{faces}"
