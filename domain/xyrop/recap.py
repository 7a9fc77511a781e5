"""Xyrop's recap: periods are sessions; stress and destiny; a contest's outcome."""

from typing import Any

from domain.core.recap import RecapProfile, Values, no_table_series
from domain.xyrop.narrate import glossary


def _series(state: Any) -> dict[str, Values]:
    return {cid: {"stress": sum(_level(level) for level in sheet.stress.values()),
                  "destiny": sheet.destiny_points}
            for cid, sheet in state.characters.items()}


def _level(level: Any) -> int:
    """A Xyrop stress level as a number: its die size, 0 for ``none`` (and ``out``, the
    track taken out, which has no die)."""
    return level if isinstance(level, int) else 0


RECAP = RecapProfile("session", lambda state: int(state.session_count), _series,
                     no_table_series, {
                         "OppositionRolled": ("outcome", "contest_id"),
                         "ContestRescored": ("outcome", "contest_id")},
                     {"ActionRolled": "contest_id"}, ("contest_id",), glossary.outcome)
"""Xyrop's recap profile."""
