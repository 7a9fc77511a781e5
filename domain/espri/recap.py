"""ESPRI's recap: periods are days; harmony, rupture points, resonance; the nymphs."""

from typing import Any

from domain.core.recap import RecapProfile, Values
from domain.espri.narrate import glossary


def _series(state: Any) -> dict[str, Values]:
    return {cid: {"harmony": c.harmony, "rupture_points": c.rupture_points,
                  "resonance": sum(r.resonance for r in c.relations.values())}
            for cid, c in state.characters.items()}


def _nymphs(state: Any) -> Values | None:
    return {season: quadrant.nymph for season, quadrant in state.board.items()}


RECAP = RecapProfile("day", lambda state: int(state.day), _series, _nymphs,
                     {"CallResultDetermined": ("result", None)}, {}, (), glossary.result)
"""ESPRI's recap profile."""
