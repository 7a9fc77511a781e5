"""Locquemare's recap: periods are sessions; stress, tokens, consequences; a tier."""

from typing import Any

from domain.core.recap import RecapProfile, Values, no_table_series
from domain.locquemare.narrate import glossary


def _series(state: Any) -> dict[str, Values]:
    return {hid: {"stress": hero.stress, "tokens": sum(hero.tokens.values()),
                  "consequences": sum(1 for slot in hero.consequence_slots.values() if slot)}
            for hid, hero in state.heroes.items()}


RECAP = RecapProfile("session", lambda state: int(state.counters.session), _series,
                     no_table_series, {"ActionResolved": ("tier", "action_id")},
                     {"ActionDeclared": "action_id"}, ("action_id",), glossary.tier)
"""Locquemare's recap profile."""
