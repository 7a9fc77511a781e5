"""What a rule system declares for its recap (``Ruleset.recap``): how it counts periods
(days or sessions), the values followed per character (series), and where an outcome is
written in its events.

Every function reads the rule system's state or a stored event's data (as the reader
sees it); none of them decides anything. The values followed are ones every seat reads
on the sheets, so a series reveals nothing a sheet hides.
"""

from collections.abc import Callable
from typing import Any

import msgspec

from domain.core.words import Words

Values = dict[str, int]


class RecapProfile(msgspec.Struct, frozen=True):
    """One rule system's recap: its period unit, how to read the period, the series."""

    unit: str
    period: Callable[[Any], int | None]
    """The day or session number, None between sessions (the last one goes on)."""
    series: Callable[[Any], dict[str, Values]]
    table_series: Callable[[Any], Values | None]
    outcomes: dict[str, tuple[str, str | None]]
    """Event type -> the data field holding its outcome (``result``, ``tier``...) and the
    field naming what it resolves (a roll, a contest, an action; None: each is new). A
    later outcome of the same resolution (a reroll, a Murphy success, destiny kept)
    replaces the earlier one: the histogram counts each resolution once, as it ended."""
    opens: dict[str, str]
    """Event type -> the id field of a resolution it begins (forgetting an earlier
    outcome under that id)."""
    keys: tuple[str, ...]
    """Id fields tying an event to the character of the roll, contest or action it
    names (learnt from the event naming both)."""
    word: Callable[[Words, str], str]
    """An outcome in the reader's language, from the rule system's glossary."""


def no_table_series(_state: Any) -> Values | None:
    """The ``table_series`` of a rule system that follows no value of the table."""
    return None


__all__ = ["RecapProfile", "Values", "no_table_series"]
