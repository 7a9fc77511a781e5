"""ESPRI's random outcomes: gems drawn from the bag (no dice); the board picture changes
with the gems and nymphs on it."""

from typing import Any

from domain.core.dice import Dice
from domain.core.draws import Draw
from domain.core.foundry import Json, no_rolls
from domain.espri.rules.gems import COLOURS

GEMS = "gems"
GEM_EVENTS = frozenset({"GemsDrawn", "SetupGemsDrawn"})
BOARD_EVENTS = frozenset({"GemPlaced", "GemsRemoved", "GemMoved", "RuptureGemRemoved",
                          "NymphMoved", "NymphReachedWorld", "SetupCompleted"})
"""Events that change what the board picture shows."""


def draws(event_type: str, data: dict[str, Any], rules_before: Any) -> list[Draw]:
    """The gems an event draws, against the bag as it was just before."""
    return _gems(data, rules_before) if event_type in GEM_EVENTS else []


def _gems(data: dict[str, Any], rules_before: Any) -> list[Draw]:
    gems = tuple(str(gem) for gem in data.get("gems", ()))
    pool: dict[str, int] = rules_before.pool
    size = sum(pool.get(colour, 0) for colour in COLOURS)
    if not gems or size <= 0:
        return []
    expected = tuple(len(gems) * pool.get(colour, 0) / size for colour in COLOURS)
    return [Draw(GEMS, str(data.get("source", "server")), COLOURS, gems, expected)]


def gem_colours(data: Json) -> list[str]:
    """The gem colours an event names (drawn, placed, removed, kept)."""
    colours: list[str] = []
    for key in ("gems", "colours"):
        if isinstance(data.get(key), list):
            colours += [str(c) for c in data[key] if c is not None]
    if isinstance(data.get("colour"), str):
        colours.append(data["colour"])
    return colours



DICE = Dice(draws=draws, foundry_rolls=no_rolls, gems=gem_colours, board_events=BOARD_EVENTS)
"""ESPRI's dice declaration."""
