"""Read models (sheets, open resolutions) and the session-log narration."""

from typing import Any

import msgspec

from domain.core import Actor, Event
from domain.voyages.conflict_model import Conflict
from domain.voyages.narration import narrate_event
from domain.voyages.resolution import level_counter, level_name
from domain.voyages.sheet import Character, tattooed_points
from domain.voyages.state import VoyagesState


def _builtins(value: Any) -> Any:
    """JSON-ready data (tuples become lists, as a client will see them)."""
    return msgspec.json.decode(msgspec.json.encode(value))


def escalation(conflict: Conflict) -> dict[str, Any]:
    """Points, level and counter of a conflict's escalation."""
    points = conflict.escalation_points
    return {"points": points, "level": level_name(points), "counter": level_counter(points),
            "frame_change_due": conflict.frame_change_due}


def _sheet(state: VoyagesState, sheet: Character) -> dict[str, Any]:
    data: dict[str, Any] = _builtins(sheet)
    for trade, raw in zip(sheet.trades, data["trades"], strict=True):
        raw["trade_index"] = trade.trade_index
    for adjective, raw in zip(sheet.adjectives, data["adjectives"], strict=True):
        raw["category"] = adjective.category
        raw["cost_tier"] = adjective.cost_tier
        raw["modifier"] = adjective.modifier_value
    data["tattooed_points"] = tattooed_points(sheet.tint_inventory)
    data["escalation"] = next(
        ({"conflict_id": c.conflict_id, **escalation(c)} for c in state.conflicts.values()
         if c.status != "closed" and any(sheet.character_id in s.members for s in c.sides)),
        None)
    return data


def _conflict(conflict: Conflict) -> dict[str, Any]:
    data: dict[str, Any] = _builtins(conflict)
    data["escalation"] = escalation(conflict)
    return data


def _phase(state: VoyagesState) -> str:
    if any(c.status != "closed" for c in state.conflicts.values()):
        return "conflict"
    if any(s.status != "closed" for s in state.situations.values()):
        return "situation"
    if any(a.status == "open" for a in state.actions.values()):
        return "action"
    return "free"


def view(state: VoyagesState, viewer: Actor) -> dict[str, Any]:
    """The table as JSON-ready data; nothing in this system is hidden from players."""
    return {
        "phase": _phase(state),
        "clock": _builtins(state.clock),
        "characters": {cid: _sheet(state, s) for cid, s in state.characters.items()},
        "things": _builtins(state.things),
        "actions": {k: _builtins(a) for k, a in state.actions.items() if a.status == "open"},
        "situations": {k: _builtins(s) for k, s in state.situations.items()
                       if s.status != "closed"},
        "conflicts": {k: _conflict(c) for k, c in state.conflicts.items()
                      if c.status != "closed"},
        "effects": _builtins(state.effects),
    }


def visible(event: Event, viewer: Actor) -> bool | Event:
    """Every event is public at a Voyages & Aventures table (false adjectives are marked
    on the sheet by the seed's own rule)."""
    return True


def narrate(state: VoyagesState, event: Event) -> str | None:
    """One English line for the session log, or None."""
    return narrate_event(state, event)


