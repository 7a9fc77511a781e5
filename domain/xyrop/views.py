"""Read models: the whole table is public in Xyrop (spec section 5: all rolls are public).

The view is a typed struct (``XyropView``); its JSON keeps the shape the API served when
it was a dict, plus ``live_contests`` and ``session.awaiting_contest_ids`` (revision R2:
several contests may await their opposition at once).
"""

from typing import Literal

import msgspec

from domain.core import Actor, Event
from domain.xyrop.rules.ladder import StressLevel
from domain.xyrop.state import Config, Contest, Element, GameState, SessionRoster, Sheet

__all__ = ["SessionView", "XyropView", "view", "visible"]

Phase = Literal["between_sessions", "in_session", "awaiting_opposition"]


class SessionView(SessionRoster, frozen=True, kw_only=True):
    """The active session: who is present, its contests' ids."""
    current_contest_id: str | None
    """The contest of the session's latest roll."""
    contest_ids: tuple[str, ...]
    """Every contest of the session, in the order rolled."""
    awaiting_contest_ids: tuple[str, ...]
    """The contests awaiting their opposition (one per character at most)."""


class XyropView(msgspec.Struct, frozen=True, kw_only=True):
    """The table as every seat sees it: nothing in Xyrop is hidden."""

    phase: Phase
    """``awaiting_opposition`` while any roll of the session awaits its opposition."""
    config: Config
    scene_index: int
    session_count: int
    characters: dict[str, Sheet]
    elements: dict[str, Element]
    npc_stress: dict[str, dict[str, StressLevel]]
    session: SessionView | None
    current_contest: Contest | None
    """The contest of the session's latest roll (null outside a session or before it)."""
    live_contests: dict[str, Contest]
    """Character id -> that character's latest contest of the session: the one that
    accepts opposition, its effect and its 1s."""


def _phase(state: GameState) -> Phase:
    if state.session is None:
        return "between_sessions"
    if state.session.awaiting_contests():
        return "awaiting_opposition"
    return "in_session"


def _session_view(state: GameState) -> SessionView | None:
    session = state.session
    if session is None:
        return None
    return SessionView(
        session_number=session.session_number,
        present_character_ids=session.present_character_ids,
        current_contest_id=session.current_contest_id,
        contest_ids=tuple(session.contests),
        awaiting_contest_ids=tuple(c.contest_id for c in session.awaiting_contests()))


def view(state: GameState, viewer: Actor) -> XyropView:
    """Sheets, table elements, npc stress, the session and its contests."""
    session = state.session
    return XyropView(
        phase=_phase(state), config=state.config, scene_index=state.scene_index,
        session_count=state.session_count,
        characters={cid: _named(sheet) for cid, sheet in state.characters.items()},
        elements=dict(state.elements), npc_stress=dict(state.npc_stress),
        session=_session_view(state),
        current_contest=session.current_contest if session is not None else None,
        live_contests=session.live_contests() if session is not None else {},
    )


def _named(sheet: Sheet) -> Sheet:
    """The sheet with a name for every approach, role and value (one registered before
    names were kept reads its ids as words), so a page shows names, never ids."""
    names = {trait_id: sheet.trait_name(trait_id) for trait_id in sheet.traits()}
    if names == sheet.trait_names:
        return sheet
    return msgspec.structs.replace(sheet, trait_names=names)


def visible(event: Event, viewer: Actor) -> bool | Event:
    """Every Xyrop event is public: nothing is hidden from players or observers."""
    return True
