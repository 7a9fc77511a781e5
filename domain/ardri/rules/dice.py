"""Dice: drawn through ``rng`` in canonical order, or physical results validated."""

from typing import NamedTuple

from domain.ardri.rules.values import Dice
from domain.core import InvalidValue, RandomSource, result_source, roll_die
from domain.core.randomness import ResultSource
from domain.core.words import sentence


class RolledDice(NamedTuple):
    """The final values of one roll and where they came from."""

    source: ResultSource
    trinity: tuple[int, ...]
    attribute: int | None


def roll_dice(rng: RandomSource, supplied: Dice | None, attribute_faces: int | None) -> RolledDice:
    """Trinity 1, 2, 3 then the attribute die (when it is rolled); physical dice checked."""
    source = result_source(rng, supplied)
    if supplied is None:
        trinity = tuple(roll_die(rng, 10) for _ in range(3))
        attribute = roll_die(rng, attribute_faces) if attribute_faces else None
        return RolledDice(source, trinity, attribute)
    return RolledDice(source, physical_trinity(supplied.trinity),
                      physical_attribute(supplied.attribute, attribute_faces))


def physical_trinity(values: list[int]) -> tuple[int, ...]:
    """Three d10 values 1..10; a physical "0" reads as 10 (D19)."""
    if len(values) != 3:
        raise InvalidValue("invalid_dice", sentence("roll exactly three trinity dice"),
                           "dice.trinity")
    normalised = tuple(10 if value == 0 else value for value in values)
    if any(not 1 <= value <= 10 for value in normalised):
        raise InvalidValue("invalid_dice", sentence("a d10 shows 1 to 10 (or 0)"),
                           "dice.trinity")
    return normalised


def physical_attribute(value: int | None, faces: int | None) -> int | None:
    """The attribute die when one is rolled, absent otherwise (§7.2)."""
    if faces is None:
        if value is not None:
            raise InvalidValue("invalid_dice",
                               sentence("no attribute die is rolled for this action"),
                               "dice.attribute")
        return None
    if value is None:
        raise InvalidValue("invalid_dice",
                           sentence("the attribute's d%(faces)d is missing", faces=faces),
                           "dice.attribute")
    if not 1 <= value <= faces:
        raise InvalidValue("invalid_dice", sentence(
            "a d%(faces)d shows 1 to %(faces)d", faces=faces), "dice.attribute")
    return value
