"""Read models: the whole table is public in Xyrop (spec section 5: all rolls are public)."""

from typing import Any

import msgspec

from domain.core import Actor, Event
from domain.xyrop.narrate import narrate
from domain.xyrop.state import Contest, GameState, Sheet

__all__ = ["narrate", "sheet_view", "view", "visible"]


def _builtins(value: object) -> Any:
    """JSON types only (lists, not the state's tuples)."""
    return msgspec.json.decode(msgspec.json.encode(value))


def sheet_view(sheet: Sheet) -> dict[str, Any]:
    """A character sheet with the spec's field names."""
    data: dict[str, Any] = _builtins(sheet)
    return data


def contest_view(contest: Contest) -> dict[str, Any]:
    """A contest: the roll, its opposition, its 1s and its effect."""
    data: dict[str, Any] = _builtins(contest)
    return data


def _phase(state: GameState) -> str:
    if state.session is None:
        return "between_sessions"
    current = state.session.current_contest
    if current is not None and current.status == "awaiting_opposition":
        return "awaiting_opposition"
    return "in_session"


def view(state: GameState, viewer: Actor) -> dict[str, Any]:
    """Sheets, table elements, npc stress, the session and its current contest."""
    session = state.session
    current = session.current_contest if session is not None else None
    return {
        "phase": _phase(state),
        "config": _builtins(state.config),
        "scene_index": state.scene_index,
        "session_count": state.session_count,
        "characters": {cid: sheet_view(sheet) for cid, sheet in state.characters.items()},
        "elements": {eid: _builtins(element) for eid, element in state.elements.items()},
        "npc_stress": _builtins(state.npc_stress),
        "session": None if session is None else {
            "session_number": session.session_number,
            "present_character_ids": list(session.present_character_ids),
            "current_contest_id": session.current_contest_id,
            "contest_ids": list(session.contests),
        },
        "current_contest": None if current is None else contest_view(current),
    }


def visible(event: Event, viewer: Actor) -> bool | Event:
    """Every Xyrop event is public: nothing is hidden from players or observers."""
    return True
