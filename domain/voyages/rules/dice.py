"""Dice: every die a d6, rolled by the server or given by the table, always recorded."""

from domain.core import InvalidValue, RandomSource, result_source, roll_die
from domain.core.words import sentence
from domain.voyages.rules.model import DiceRecord

SIDES = 6


def check_physical(values: tuple[int, ...], count: int) -> None:
    """Physical d6 results: exactly ``count`` values, each 1..6 (``invalid_dice``)."""
    if len(values) != count:
        raise InvalidValue("invalid_dice",
                           sentence("expected %(count)s d6 value(s), got %(got)d",
                                    count=count, got=len(values)))
    if any(not 1 <= v <= SIDES for v in values):
        raise InvalidValue("invalid_dice", sentence("a d6 shows 1..6"))


def roll_d6(rng: RandomSource, supplied: tuple[int, ...] | None, roll_id: str,
            count: int = 1) -> DiceRecord:
    """Roll ``count`` d6 through ``rng``, or take and check the table's values."""
    source = result_source(rng, supplied)
    if supplied is not None:
        check_physical(supplied, count)
        values = tuple(supplied)
    else:
        values = tuple(roll_die(rng, SIDES) for _ in range(count))
    return DiceRecord(roll_id=roll_id, values=values, source=source)


class DiceFeed:
    """A flat list of physical dice consumed in order, or the server's dice."""

    def __init__(self, rng: RandomSource, supplied: tuple[int, ...] | None) -> None:
        self.source = result_source(rng, supplied)
        self._rng = rng
        self._values = list(supplied) if supplied is not None else None
        if self._values is not None and any(not 1 <= v <= SIDES for v in self._values):
            raise InvalidValue("invalid_dice", sentence("a d6 shows 1..6"))

    def next(self, roll_id: str) -> DiceRecord:
        """One die; running out of physical dice is ``invalid_dice``."""
        if self._values is None:
            return DiceRecord(roll_id=roll_id, values=(roll_die(self._rng, SIDES),),
                              source="server")
        if not self._values:
            raise InvalidValue("invalid_dice", sentence("not enough dice for the contest"))
        return DiceRecord(roll_id=roll_id, values=(self._values.pop(0),), source="physical")

    def finish(self) -> None:
        """Leftover physical dice are ``invalid_dice`` (exactly as many as needed)."""
        if self._values:
            raise InvalidValue("invalid_dice", sentence("more dice than the contest needed"))
