"""Voyages' recap: periods are sessions; tint points and adjectives; an action's tier."""

from typing import Any

from domain.core.recap import RecapProfile, Values, no_table_series
from domain.voyages.narrate import glossary


def _series(state: Any) -> dict[str, Values]:
    return {cid: {"tint_points": sum(t.current for t in c.own_tints)
                  + sum(t.current for t in c.tint_inventory),
                  "adjectives": len(c.adjectives)}
            for cid, c in state.characters.items()}


RECAP = RecapProfile("session", lambda state: int(state.clock.session), _series,
                     no_table_series, {"ActionResultComputed": ("tier", "action_id")},
                     {"ActionRolled": "action_id"}, ("action_id", "resolution_id"),
                     glossary.tier)
"""Voyages' recap profile."""
