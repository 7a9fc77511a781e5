"""The read model and the session log of an ESPRI game."""

from collections.abc import Callable, Iterable
from typing import Any

import msgspec

from domain.core import Actor, Event
from domain.espri import events as ev
from domain.espri.board import weather
from domain.espri.gems import COLOURS
from domain.espri.narration import (
    CALL_LINES,
    Line,
    because,
    gem_list,
    join_words,
    name_of,
    plural,
    with_article,
)
from domain.espri.sheet import Character
from domain.espri.state import EspriState
from domain.espri.values import Cell


def _plain(value: object) -> Any:
    """JSON-ready builtins (tuples become lists)."""
    return msgspec.json.decode(msgspec.json.encode(value))


def sheet_view(sheet: Character) -> dict[str, Any]:
    """A character sheet with the spec's field names."""
    data = _plain(sheet)
    assert isinstance(data, dict)
    return data


def board_view(state: EspriState) -> dict[str, Any]:
    """Pool counts, the four quadrants (22 cells each), nymphs in the world."""
    return {
        "pool": {colour: state.pool.get(colour, 0) for colour in COLOURS},
        "quadrants": {
            season: {"nymph": q.nymph, "weather": weather(q), "cells": list(q.cells)}
            for season, q in state.board.items()},
        "nymphs_in_world": list(state.nymphs_in_world),
    }


def call_view(state: EspriState) -> dict[str, Any] | None:
    """The open call, with its draw size and chooser."""
    call = state.open_call
    if call is None:
        return None
    data = _plain(call)
    assert isinstance(data, dict)
    data.update(draw_count=call.n, draw_size=call.draw_size, chooser=call.chooser)
    return data


def view(state: EspriState, viewer: Actor) -> dict[str, Any]:
    """The whole game for any viewer: ESPRI has no hidden information."""
    return {
        "phase": state.phase,
        "day": state.day,
        "board": board_view(state),
        "characters": {cid: sheet_view(c) for cid, c in state.characters.items()},
        "setup_done": list(state.setup_done),
        "setup_draws": {cid: list(g) for cid, g in state.setup_draws.items()},
        "open_call": call_view(state),
        "stalled_nymphs": list(state.stalled_nymphs),
        "options": _plain(state.options),
    }


def gem_totals(state: EspriState) -> dict[str, int]:
    """Gems of each colour across pool, board, prayers, setup draws and the open call
    (hand and removed gems): 12 each, always."""
    totals: dict[str, int] = {colour: state.pool.get(colour, 0) for colour in COLOURS}
    places: list[str | None] = [g for q in state.board.values() for g in q.cells]
    places += [g for c in state.characters.values() for g in c.prayer_gems]
    places += [g for draw in state.setup_draws.values() for g in draw]
    if state.open_call is not None:
        places += [*state.open_call.hand, *state.open_call.removed]
    for gem in places:
        if gem is not None:
            totals[gem] = totals.get(gem, 0) + 1
    return totals


# The session log between calls: harmony, rupture, prayers, the ritual, the sheets.

def _harmony(verb: str, sign: int) -> Callable[[EspriState, Any], str]:
    """The line of a harmony change: ``sign`` is +1 for a gain, -1 for a loss or spending."""

    def line(s: EspriState, e: ev.HarmonyGained | ev.HarmonyLost | ev.HarmonySpent) -> str:
        sheet = s.characters.get(e.character_id)
        now = f" (now {sheet.harmony + sign * e.amount})" if sheet else ""
        why = "" if e.reason == "prayer_gem" else because(e.reason)
        purpose = " for a prayer gem" if e.reason == "prayer_gem" else ""
        return f"{name_of(s, e.character_id)} {verb} {e.amount} harmony{purpose}{now}{why}"
    return line


RUPTURE_REASONS = {"rupture_temptation": "for the rupture temptation",
                   "rupture_gem_success": "for a success won with a rupture gem"}


def _rupture_point(s: EspriState, e: ev.RupturePointGained) -> str:
    known = RUPTURE_REASONS.get(e.reason)
    why = f" {known}" if known else because(e.reason)
    empty = "; no rupture gem left in the pool to go with it" if e.no_gem_left else ""
    return f"{name_of(s, e.character_id)} gains a rupture point (now {e.total}){why}{empty}"


def _prayer_received(s: EspriState, e: ev.PrayerGemReceived) -> str:
    back = "" if e.replaced is None else \
        f" (prayers full: {with_article(e.replaced)} one goes back to the pool)"
    return f"{name_of(s, e.character_id)} receives {with_article(e.colour)} prayer gem{back}"


def _shattered(s: EspriState, e: ev.MediumShattered) -> str:
    sheet = s.characters.get(e.character_id)
    why = f" (rupture points {sheet.rupture_points} > harmony {sheet.harmony})" if sheet else ""
    return f"{name_of(s, e.character_id)}'s medium shatters{why}"


def _saved(s: EspriState, e: ev.CharacterSavedFromDeath) -> str:
    words = f": \u201c{e.words}\u201d" if e.words else ""
    return f"{name_of(s, e.saver_id)} saves {name_of(s, e.saved_id)} from death{words}"


def _payments(s: EspriState, e: ev.CommunionRitualPerformed) -> str:
    parts = [f"{name_of(s, c.character_id)} gives {with_article(c.pays.get('prayer', '?'))} "
             "prayer gem" for c in e.contributions if isinstance(c.pays, dict)]
    payers = [name_of(s, c.character_id) for c in e.contributions if c.pays == "harmony"]
    if payers:
        each = " each" if len(payers) > 1 else ""
        parts.append(f"{join_words(payers)} give{'s' if len(payers) == 1 else ''} 1 harmony{each}")
    return "; ".join(parts)


def _ritual(s: EspriState, e: ev.CommunionRitualPerformed) -> str:
    def colours(cells: Iterable[Cell]) -> list[str]:
        return [str(s.board[x.quadrant].cells[x.cell]) for x in cells if x.quadrant in s.board]

    removed = [f"{name_of(s, c.character_id)} {gem_list(colours(c.cells)) or 'none'}"
               for c in e.contributions]
    rupture = join_words([f"{x.quadrant} {x.cell}" for x in e.rupture_cells])
    count = plural(len(e.rupture_cells), "rupture gem")
    bought = f"{count} removed ({rupture})" if rupture else "no rupture gem removed"
    return (f"The quartet performs the communion ritual: {_payments(s, e)}; "
            f"gems removed: {', '.join(removed)}; {bought}")


def _value(value: object) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{key} {_value(item)}" if not isinstance(item, msgspec.Struct)
                         else str(key) for key, item in value.items()) or "none"
    if isinstance(value, list):
        return ", ".join(str(item) for item in value) or "none"
    return "none" if value is None else str(value)


def _adjusted(s: EspriState, e: ev.SheetAdjusted) -> str:
    fields = msgspec.structs.asdict(e.changes)
    changes = [f"{key.replace('_', ' ')} {_value(value)}" for key, value in fields.items()
               if value is not msgspec.UNSET]
    what = f" ({'; '.join(changes)})" if changes else ""
    return f"The GM adjusts {name_of(s, e.character_id)}'s sheet{what}{because(e.reason)}"


def _resonance(s: EspriState, e: ev.ResonanceRecharged) -> str:
    how = f" ({e.manifestation})" if e.manifestation else ""
    return (f"{name_of(s, e.character_id)} recharges resonance with {name_of(s, e.target_id)} "
            f"to {e.value}{how}")


LINES: dict[type[Event], Line] = {
    **CALL_LINES,
    ev.ResonanceRecharged: _resonance,
    ev.HarmonyGained: _harmony("gains", 1),
    ev.HarmonyLost: _harmony("loses", -1),
    ev.HarmonySpent: _harmony("spends", -1),
    ev.RupturePointGained: _rupture_point,
    ev.PrayerGemReceived: _prayer_received,
    ev.MediumShattered: _shattered,
    ev.PrayerGemSpent: lambda s, e: (
        f"{name_of(s, e.character_id)} spends {with_article(e.colour)} prayer gem: "
        "it goes back to the pool"),
    ev.CharacterSavedFromDeath: _saved,
    ev.CommunionRitualPerformed: _ritual,
    ev.GameOptionSet: lambda s, e: (
        f"The GM turns the gem caterpillar {'on' if e.gem_caterpillar else 'off'}"),
    ev.SheetAdjusted: _adjusted,
}
"""Every narrated event."""


def narrate(state: EspriState, event: Event) -> str | None:
    """One session-log line (``state`` is the state before the event); None only for an
    event another line of the same command already tells."""
    line = LINES.get(type(event))
    return None if line is None else line(state, event)
