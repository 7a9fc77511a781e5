"""The read model and the session log of an ESPRI game."""

from collections.abc import Callable
from typing import Any

import msgspec

from domain.core import Actor, Event
from domain.espri import events as ev
from domain.espri.board import weather
from domain.espri.gems import COLOURS, NYMPHS
from domain.espri.sheet import Character
from domain.espri.state import EspriState


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


def _name(state: EspriState, cid: str) -> str:
    found = state.characters.get(cid)
    return found.name if found else cid


def _result(state: EspriState, e: ev.CallResultDetermined) -> str:
    detail = e.main if e.modifier is None else f"{e.main} + {e.modifier} {e.shift}"
    if e.modifier is None and e.shift is not None:
        detail += f" {e.shift}"
    notes = [note for note, on in (("forced", e.forced), ("no talent", e.without_talent)) if on]
    suffix = f", {', '.join(notes)}" if notes else ""
    return f"Result: {e.result.replace('_', ' ')} ({detail}{suffix})"


def _declared(state: EspriState, e: ev.CallDeclared) -> str:
    helpers = ", ".join(f"{_name(state, h.character_id)} ({h.mode})" for h in e.helpers)
    helped = f", helped by {helpers}" if helpers else ""
    return (f"Gm declares a {e.called_season} call led by {_name(state, e.leader_id)}"
            f"{helped} (n = {e.draw_count})")


def _drawn(state: EspriState, e: ev.GemsDrawn) -> str:
    leader = _name(state, state.open_call.leader_id) if state.open_call else "The leader"
    verb = "redraws" if e.redraw else "draws"
    return f"{leader} {verb} {', '.join(e.gems)}"


def _awaiting(state: EspriState, e: ev.CallAwaiting) -> str:
    call = state.open_call
    leader = _name(state, call.leader_id) if call else "The leader"
    what = {"awaiting_extra_gems": f"places {call.extra_count if call else 0} extra gem(s)",
            "awaiting_rupture_removal": "may remove one rupture gem",
            "awaiting_prayer_keep": "may keep one removed gem as a prayer"}
    return f"Waiting: {leader} {what.get(e.step, e.step)}"


_LINES: dict[type[Event], Callable[[EspriState, Any], str]] = {
    ev.CharacterRegistered: lambda s, e: f"{e.character.name} joins the quartet",
    ev.SetupGemsDrawn: lambda s, e: f"{_name(s, e.character_id)} draws {', '.join(e.gems)}",
    ev.SetupPrayersChosen: lambda s, e: (
        f"{_name(s, e.character_id)} keeps {', '.join(e.kept) or 'nothing'} as prayers"),
    ev.GemPlaced: lambda s, e: f"A {e.colour} gem is placed on {e.quadrant} {e.cell}",
    ev.GemOverflowed: lambda s, e: f"No room in {e.quadrant}: the {e.colour} gem goes back",
    ev.SetupCompleted: lambda s, e: "Setup complete: the scenario begins",
    ev.ScenarioStarted: lambda s, e: "A new scenario: every gem back in the bag",
    ev.CallDeclared: _declared,
    ev.ResonanceSpent: lambda s, e: (
        f"{_name(s, e.character_id)} resonates with {_name(s, e.target_id)} "
        f"({e.remaining} left)"),
    ev.CallCancelled: lambda s, e: "The call is cancelled",
    ev.RuptureTemptationTaken: lambda s, e: (
        f"{_name(s, e.character_id)} yields to the rupture temptation (+{e.bonus})"),
    ev.GemsDrawn: _drawn,
    ev.PrayerGemAddedToCall: lambda s, e: (
        f"{_name(s, e.character_id)} adds a {e.colour} prayer gem"),
    ev.CallResultDetermined: _result,
    ev.GemsRemoved: lambda s, e: (
        f"{len(e.cells)} gem(s) removed from {e.quadrant}: {', '.join(e.colours)}"),
    ev.NymphMoved: lambda s, e: f"{NYMPHS[e.season]} moves {e.from_} → {e.to}",
    ev.NymphReachedWorld: lambda s, e: f"{NYMPHS[e.season]} reaches the world!",
    ev.CallAwaiting: lambda s, e: _awaiting(s, e),
    ev.GemsReturnedToPool: lambda s, e: f"{len(e.gems)} gem(s) go back to the pool",
    ev.PrayerGemKept: lambda s, e: f"{_name(s, e.character_id)} keeps a {e.colour} prayer",
    ev.RuptureGemRemoved: lambda s, e: f"A rupture gem leaves {e.quadrant} {e.cell}",
    ev.GemMoved: lambda s, e: f"Gem caterpillar: {e.quadrant} {e.from_cell} → {e.to_cell}",
    ev.CallClosed: lambda s, e: "The call is closed",
    ev.ResonanceRecharged: lambda s, e: (
        f"{_name(s, e.character_id)} recharges resonance with {_name(s, e.target_id)}"),
    ev.DayAdvanced: lambda s, e: f"Day {e.day} begins",
    ev.HarmonyGained: lambda s, e: f"{_name(s, e.character_id)} gains {e.amount} harmony",
    ev.HarmonyLost: lambda s, e: f"{_name(s, e.character_id)} loses {e.amount} harmony",
    ev.HarmonySpent: lambda s, e: f"{_name(s, e.character_id)} spends {e.amount} harmony",
    ev.RupturePointGained: lambda s, e: (
        f"{_name(s, e.character_id)} gains a rupture point ({e.total})"),
    ev.PrayerGemReceived: lambda s, e: (
        f"{_name(s, e.character_id)} receives a {e.colour} prayer gem"
        + (f" (a {e.replaced} one goes back)" if e.replaced else "")),
    ev.MediumShattered: lambda s, e: f"{_name(s, e.character_id)}'s medium shatters",
    ev.PrayerGemSpent: lambda s, e: f"{_name(s, e.character_id)} spends a {e.colour} prayer",
    ev.CharacterSavedFromDeath: lambda s, e: (
        f"{_name(s, e.saver_id)} saves {_name(s, e.saved_id)} from death"),
    ev.CommunionRitualPerformed: lambda s, e: "The quartet performs the communion ritual",
    ev.GameOptionSet: lambda s, e: f"Gem caterpillar {'on' if e.gem_caterpillar else 'off'}",
    ev.SheetAdjusted: lambda s, e: f"Gm adjusts {_name(s, e.character_id)}'s sheet",
}


def narrate(state: EspriState, event: Event) -> str | None:
    """One session-log line (``state`` is the state before the event)."""
    line = _LINES.get(type(event))
    return None if line is None else line(state, event)
