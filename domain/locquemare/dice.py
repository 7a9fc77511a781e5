"""Locquemare's dice: records (``{sides, values, source}``) in its events."""

from domain.core.dice import Dice
from domain.core.draws import record_draws
from domain.core.foundry import record_rolls

DICE = Dice(draws=record_draws, foundry_rolls=record_rolls)
"""Locquemare's dice declaration."""
