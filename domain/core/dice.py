"""What a rule system declares about the dice (and gems) written in its events
(``Ruleset.dice``): how the luck chart reads its draws and how a virtual tabletop
(Foundry VTT) shows its rolls, each read from a stored event's data as the reader sees it.
"""

from collections.abc import Callable
from typing import Any

import msgspec

from domain.core.draws import Draw, source_dice_draws
from domain.core.foundry import Json, single_die_rolls


class Dice(msgspec.Struct, frozen=True):
    """How one rule system's events hold their random outcomes."""

    draws: Callable[[str, dict[str, Any], Any], list[Draw]] = source_dice_draws
    """``(event type, data, state just before)`` -> the draws of the luck chart."""
    foundry_rolls: Callable[[str, Json], list[Json]] = single_die_rolls
    """``(event type, data)`` -> Foundry's evaluated ``Roll`` data (``domain.core.foundry``)."""
    gems: Callable[[Json], list[str]] | None = None
    """``data`` -> the gem colours an event names, shown as coloured markers (None: the
    rule system has no gems)."""
    board_events: frozenset[str] = frozenset()
    """Events after which the exported message links the board picture."""


DEFAULT_DICE = Dice()
"""Dice that say their ``dice_source``, and platform-style ``{value, source}`` dice."""

__all__ = ["DEFAULT_DICE", "Dice"]
