"""Ardri's recap: periods are sessions; stored successes; a roll's outcome as it ended."""

from typing import Any

from domain.ardri.narrate import glossary
from domain.core.recap import RecapProfile, Values, no_table_series


def _period(state: Any) -> int | None:
    session = state.session
    return None if session is None else int(session.session_number)


def _series(state: Any) -> dict[str, Values]:
    session = state.session
    return {cid: {"stored_successes": len(session.murphy_of(cid).stored)
                  if session is not None else 0} for cid in state.characters}


RECAP = RecapProfile("session", _period, _series, no_table_series, {
    "ActionRolled": ("outcome", "roll_id"),
    "MurphySuccessUsed": ("outcome_after", "roll_id"),
    "SurplusSuccessGiven": ("outcome_after", "to_roll_id"),
    "MurphySupportGiven": ("outcome_after", "roll_id")},
    {"ActionRolled": "roll_id"}, ("roll_id", "to_roll_id"), glossary.outcome)
"""Ardri's recap profile."""
