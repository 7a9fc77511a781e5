"""ESPRI's side of the "offered <=> accepted" property (``tests.support.offers``): the
fields a command's choices leave open, the refusals a field may still cause, and the
generator of commands in any phase for any seat."""

import random
from collections.abc import Iterator
from typing import Any

from domain.core import GM, Command, Table
from domain.espri import commands as cmd
from domain.espri.decide import choices as ch
from domain.espri.decide.outcome import caterpillar_seasons
from domain.espri.rules.call import OpenCall
from domain.espri.rules.gems import SEASONS, is_season
from domain.espri.state import EspriState
from tests.unit.espri.test_properties import (
    between_commands,
    call_commands,
    cells_with,
    ritual,
    setup_commands,
)

TABLE = Table(actor=GM)

FIELD_REFUSALS: dict[str, frozenset[str]] = {
    # the called season is a free choice; a leader with 0 in it cannot lead (R5)
    "DeclareCall": frozenset({"season_score_too_low"}),
    # the bag may lack the starting prayer gems a generated sheet asks for
    "RegisterCharacter": frozenset({"pool_exhausted"}),
    # with no recipient / no one to save offered, the generator names any character
    "SpendHarmonyForPrayer": frozenset({"prayers_full", "character_unavailable"}),
    "SaveFromDeath": frozenset({"no_such_prayer_gem", "cannot_save_self", "no_relation",
                                "character_unavailable"}),
}
"""Command -> the refusal codes a field the declaration does not cover may still cause."""


def choice(call: OpenCall) -> cmd.PlaceCallGems:
    """A legal placement for any hand: a season gem if there is one, else time, else a
    rupture gem shifted down; a gm chooser places the prayer gem the leader added, and
    leaves the shift to the leader (T3)."""
    seasons = [gem for gem in call.hand if is_season(gem)]
    prayer = call.prayer_added if call.chooser == "gm" else None
    down: Any = None if call.chooser == "gm" else "down"
    if prayer is not None and is_season(prayer):
        return cmd.PlaceCallGems(main=prayer)
    if prayer in ("time", "rupture") and seasons:
        return cmd.PlaceCallGems(main=seasons[0], modifier=prayer, shift=down)
    if seasons:
        return cmd.PlaceCallGems(main=seasons[0])
    if "time" in call.hand and prayer != "rupture":
        return cmd.PlaceCallGems(main="time")
    return cmd.PlaceCallGems(main="rupture", shift=down)


def _register(state: EspriState, r: random.Random) -> dict[str, Any]:
    kind = r.choice(["guardian", "priestess"])
    return {"id": f"new-{len(state.characters)}", "name": "Nouvelle", "devotion": 2,
            "kind": kind, "seasons": dict.fromkeys(SEASONS, 2),
            "tutelary_season": "winter" if kind == "guardian" else None}


def _setup_keep(state: EspriState, cid: str | None) -> dict[str, Any]:
    assert cid is not None
    sheet, drawn = state.characters[cid], state.setup_draws[cid]
    room = max(0, sheet.devotion - len(sheet.prayer_gems))
    keep = [gem for gem in drawn if gem != "rupture"][:room]
    rest = list(drawn)
    for gem in keep:
        rest.remove(gem)
    quadrants = [SEASONS[0] for gem in rest if gem in ("time", "rupture")] \
        if sheet.kind == "priestess" else []
    return {"keep": keep, "quadrants": quadrants}


def _rupture_removal(state: EspriState, r: random.Random) -> dict[str, Any]:
    cells = cells_with(state, "rupture")
    if not cells or r.random() < 0.3:
        return {"skip": True, "quadrant": None, "cell": None}
    season, cell = r.choice(cells)
    return {"skip": False, "quadrant": season, "cell": cell}


def _caterpillar(state: EspriState, r: random.Random) -> dict[str, Any]:
    season = r.choice(caterpillar_seasons(state))
    quadrant = state.board[season]
    behind = [cell for cell in range(1, quadrant.nymph) if quadrant.cells[cell] is not None]
    return {"season": season, "from_cell": r.choice(behind) if behind else 1}


def free(state: EspriState, kind: type[Command], cid: str | None,
         r: random.Random) -> dict[str, Any]:
    """The fields of ``kind`` its choices leave to the generator."""
    call = state.open_call
    if kind is cmd.RegisterCharacter:
        return _register(state, r)
    if kind is cmd.ChooseSetupPrayers:
        return _setup_keep(state, cid)
    if kind is cmd.PlaceCallGems and call is not None:
        placed = choice(call)
        return {"main": placed.main, "modifier": placed.modifier, "shift": placed.shift}
    if kind is cmd.PlaceExtraGems and call is not None:
        return {"gems": list(call.hand[:call.extra_count])}
    if kind is cmd.RemoveRuptureGem:
        return _rupture_removal(state, r)
    if kind is cmd.SpendHarmonyForPrayer and not ch.prayer_recipients(state, TABLE):
        return {"recipient_id": r.choice(sorted(state.characters))}
    if kind is cmd.SaveFromDeath and not [
            c for c in ch.saved(state, TABLE) if c.character_id == cid]:
        return {"saved_id": r.choice(sorted(state.characters))}
    if kind is cmd.ApplyGemCaterpillar:
        return _caterpillar(state, r)
    if kind is cmd.PerformCommunionRitual:
        return {"contributions": ritual(state).contributions}
    if kind is cmd.AdjustSheet:
        return {"changes": cmd.SheetChanges(), "reason": "a correction"}
    if kind is cmd.SpendBoardGems:
        paved = [(season, cell) for season, q in state.board.items()
                 for cell, gem in enumerate(q.cells) if gem is not None]
        season, cell = r.choice(paved)
        return {"cells": [cmd.Cell(quadrant=season, cell=cell)], "reason": "a spell's cost"}
    return {}


def generated(state: EspriState, r: random.Random) -> Iterator[Command]:
    """Commands of every kind whatever the phase (the property's "not offered" side)."""
    yield from setup_commands(state, r)
    if state.characters:
        yield from call_commands(state, r)
        yield from between_commands(state, r)
    yield cmd.CancelCall()
    yield cmd.DrawGems()
    yield cmd.PlaceExtraGems(gems=[])
    yield cmd.RemoveRuptureGem(skip=True)
    yield cmd.KeepPrayerGem(skip=True)
