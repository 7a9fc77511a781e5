"""Dice (7.1): fate dice, the edge die, the d10 stress check and the secret draw.

Each roll is either drawn through ``rng`` or taken from the table's physical results,
validated, and returned as a ``DiceRecord``.
"""

from collections.abc import Sequence

from domain.core import InvalidValue, RandomSource, result_source, roll_die
from domain.core.words import Text, sentence
from domain.locquemare.rules.action import DiceRecord

EDGE_SIDES = (4, 6, 8, 10, 12, 20)


def bad_dice(detail: Text) -> InvalidValue:
    """The spec's single code for a wrong count or value of physical results."""
    return InvalidValue("invalid_dice", detail)


def fate_roll(rng: RandomSource, supplied: Sequence[int] | None, roll_id: str) -> DiceRecord:
    """Four fate dice in {-1, 0, +1}; a server die is uniform over the three faces."""
    source = result_source(rng, supplied)
    if supplied is None:
        values = tuple(roll_die(rng, 3) - 2 for _ in range(4))
    else:
        if len(supplied) != 4:
            raise bad_dice(sentence("a fate roll is exactly 4 dice"))
        if any(v not in (-1, 0, 1) for v in supplied):
            raise bad_dice(sentence("a fate die shows -1, 0 or +1"))
        values = tuple(supplied)
    return DiceRecord(roll_id=roll_id, kind="fate", sides=3, values=values, source=source)


def die_roll(rng: RandomSource, sides: int, supplied: int | None, roll_id: str,
             kind: str) -> DiceRecord:
    """One die of ``sides`` faces (an edge die, or the d10 whose "0" face is 10)."""
    source = result_source(rng, supplied)
    if supplied is None:
        value = roll_die(rng, sides)
    elif not 1 <= supplied <= sides:
        raise bad_dice(sentence("a d%(sides)s shows 1..%(sides)s", sides=sides))
    else:
        value = supplied
    return DiceRecord(roll_id=roll_id, kind=kind, sides=sides, values=(value,), source=source)


def edge_roll(rng: RandomSource, sides: int, supplied: int | None, roll_id: str) -> DiceRecord:
    """An edge die (D19): d4, d6, d8, d10, d12 or d20."""
    if sides not in EDGE_SIDES:
        raise bad_dice(sentence("an edge die is a d4, d6, d8, d10, d12 or d20"))
    return die_roll(rng, sides, supplied, roll_id, "edge")


def d10_roll(rng: RandomSource, supplied: int | None, roll_id: str) -> DiceRecord:
    """The stress check d10, 1..10 (D28)."""
    return die_roll(rng, 10, supplied, roll_id, "d10")


def draw_two(rng: RandomSource, candidates: Sequence[str], supplied: Sequence[str] | None,
             roll_id: str) -> tuple[DiceRecord, tuple[str, ...]]:
    """Two distinct secrets of ``candidates``; the record holds their positions."""
    source = result_source(rng, supplied)
    if supplied is None:
        first = rng.below(len(candidates))
        rest = [i for i in range(len(candidates)) if i != first]
        picked = (first, rest[rng.below(len(rest))])
    else:
        if len(supplied) != 2 or supplied[0] == supplied[1]:
            raise bad_dice(sentence("a secret draw is 2 distinct secrets"))
        if any(s not in candidates for s in supplied):
            raise bad_dice(sentence("a drawn secret must be in the pool"))
        picked = (candidates.index(supplied[0]), candidates.index(supplied[1]))
    record = DiceRecord(roll_id=roll_id, kind="draw", sides=len(candidates), values=picked,
                        source=source)
    return record, tuple(candidates[i] for i in picked)
