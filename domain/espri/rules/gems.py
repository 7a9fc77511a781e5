"""Gem colours, the seasons' cycle and pool counts (spec section 3)."""

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Literal, TypeGuard, TypeVar

Season = Literal["winter", "spring", "summer", "autumn"]
Colour = Literal["winter", "spring", "summer", "autumn", "time", "rupture"]
Relation = Literal["same", "adjacent", "opposite"]

CYCLE: tuple[Season, ...] = ("autumn", "winter", "spring", "summer")
"""The seasons' cycle, also the clockwise board order from the top-left corner."""

SEASONS: tuple[Season, ...] = ("winter", "spring", "summer", "autumn")
COLOURS: tuple[Colour, ...] = ("winter", "spring", "summer", "autumn", "time", "rupture")
GEMS_PER_COLOUR = 12
G = TypeVar("G", bound=str)

NYMPHS: dict[str, str] = {
    "winter": "Mÿelta", "spring": "Liana", "summer": "Fÿrellya", "autumn": "Ailma",
}
CLIMATE: dict[str, str] = {
    "winter": "precipitation", "spring": "wind", "summer": "temperature",
    "autumn": "visibility",
}
_OPPOSITE: dict[str, Season] = {
    "winter": "summer", "summer": "winter", "spring": "autumn", "autumn": "spring",
}


def is_season(colour: str) -> TypeGuard[Season]:
    """True for the four season colours (not time, not rupture)."""
    return colour in _OPPOSITE


def opposite(season: str) -> Season:
    """The opposite season (winter <-> summer, spring <-> autumn)."""
    return _OPPOSITE[season]


def adjacent(season: str) -> tuple[Season, Season]:
    """The two neighbours of a season in the cycle."""
    index = CYCLE.index(season)
    return CYCLE[index - 1], CYCLE[(index + 1) % 4]


def relation(called: str, colour: str) -> Relation:
    """How a season gem stands against the called season."""
    if colour == called:
        return "same"
    if colour == _OPPOSITE[called]:
        return "opposite"
    return "adjacent"


def full_pool() -> dict[str, int]:
    """The bag at the start of a game: 12 gems of each colour."""
    return dict.fromkeys(COLOURS, GEMS_PER_COLOUR)


def counts(gems: Iterable[str]) -> dict[str, int]:
    """Colour -> number of gems, over every colour."""
    tally = Counter(gems)
    return {colour: tally[colour] for colour in COLOURS}


def contains(pool: Mapping[str, int], gems: Iterable[str]) -> bool:
    """True when the multiset ``gems`` can be taken from ``pool``."""
    return all(pool.get(colour, 0) >= n for colour, n in Counter(gems).items())


def take(pool: Mapping[str, int], gems: Iterable[str]) -> dict[str, int]:
    """The pool without ``gems`` (counts never go below zero)."""
    new = dict(pool)
    for colour in gems:
        new[colour] = max(0, new.get(colour, 0) - 1)
    return new


def give(pool: Mapping[str, int], gems: Iterable[str]) -> dict[str, int]:
    """The pool with ``gems`` added."""
    new = dict(pool)
    for colour in gems:
        new[colour] = new.get(colour, 0) + 1
    return new


def remove_one(gems: tuple[G, ...], colour: str) -> tuple[G, ...]:
    """``gems`` without the first occurrence of ``colour`` (unchanged if absent)."""
    if colour not in gems:
        return gems
    index = gems.index(colour)
    return gems[:index] + gems[index + 1:]


def remove_all(gems: tuple[G, ...], removed: Iterable[str]) -> tuple[G, ...]:
    """``gems`` without one occurrence of each of ``removed``."""
    for colour in removed:
        gems = remove_one(gems, colour)
    return gems


def is_submultiset(part: Iterable[str], whole: Iterable[str]) -> bool:
    """True when every gem of ``part`` can be matched to a distinct gem of ``whole``."""
    return not (Counter(part) - Counter(whole))
