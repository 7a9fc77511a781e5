"""Rolling a pool on the server or taking the table's physical dice (spec section 5, Dice)."""

from collections.abc import Mapping, Sequence

import msgspec

from domain.core import InvalidValue, RandomSource, result_source, roll_die
from domain.core.words import sentence
from domain.xyrop.events import Source
from domain.xyrop.state import RolledDie


class DieSpec(msgspec.Struct, frozen=True):
    """A die to roll: its pool reference, the trait it comes from, its faces."""

    ref: str
    faces: int
    source_id: str | None = None


def roll_pool(rng: RandomSource, specs: Sequence[DieSpec],
              dice: Mapping[str, int] | None) -> tuple[tuple[RolledDie, ...], Source]:
    """Every die of the pool rolled in pool order, or the physical results checked."""
    source = result_source(rng, dice)
    if dice is None:
        values = [roll_die(rng, spec.faces) for spec in specs]
    else:
        values = _physical_values(specs, dice)
    rolled = tuple(RolledDie(ref=spec.ref, faces=spec.faces, value=value,
                             source_id=spec.source_id)
                   for spec, value in zip(specs, values, strict=True))
    return rolled, source


def _physical_values(specs: Sequence[DieSpec], dice: Mapping[str, int]) -> list[int]:
    """The table's results: exactly one per pool reference, each in 1..faces."""
    refs = [spec.ref for spec in specs]
    if set(dice) != set(refs):
        raise InvalidValue("invalid_dice",
                           sentence("dice must name exactly the pool's dice: %(refs)s", refs=refs))
    for spec in specs:
        value = dice[spec.ref]
        if type(value) is not int or not 1 <= value <= spec.faces:
            raise InvalidValue("invalid_dice", sentence("%(ref)s is a d%(faces)d: got %(value)s",
                                                        ref=spec.ref, faces=spec.faces,
                                                        value=value))
    return [dice[ref] for ref in refs]


def top_sum(pool: Sequence[RolledDie], count: int) -> tuple[int, tuple[str, ...]]:
    """The sum of the ``count`` highest dice and their refs (ties: pool order first)."""
    order = sorted(range(len(pool)), key=lambda index: (-pool[index].value, index))
    kept = [pool[index] for index in order[:count]]
    return sum(die.value for die in kept), tuple(die.ref for die in kept)


def count_ones(pool: Sequence[RolledDie]) -> int:
    """The 1s rolled, kept or not."""
    return sum(1 for die in pool if die.value == 1)
