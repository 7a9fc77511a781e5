"""How sessions and scenes change the state."""

from msgspec.structs import replace

from domain.xyrop import events as ev
from domain.xyrop.state import GameState, SessionState, pending


def session_started(state: GameState, event: ev.SessionStarted) -> GameState:
    """Destiny reset, treasures unused, next scene; the experience the event lists as
    forfeited is cleared (none since revision R4)."""
    destiny = {reset.character_id: reset.destiny_points for reset in event.destiny_reset}
    forfeited = set(event.forfeited_experience)
    characters = {
        cid: replace(sheet, destiny_points=destiny.get(cid, sheet.initial_destiny),
                     treasures=tuple(replace(t, used_this_session=False)
                                     for t in sheet.treasures),
                     **(pending(0, 0) if cid in forfeited else {}))
        for cid, sheet in state.characters.items()}
    session = SessionState(session_number=event.session_number,
                           present_character_ids=event.present_character_ids,
                           opened_at=state.event_count)
    return replace(state, characters=characters, scene_index=event.scene_index,
                   session_count=event.session_number, session=session)


def session_roster_changed(state: GameState, event: ev.SessionRosterChanged) -> GameState:
    """Who is present."""
    if state.session is None:
        return state
    return replace(state, session=replace(state.session,
                                          present_character_ids=event.present_character_ids))


def scene_advanced(state: GameState, event: ev.SceneAdvanced) -> GameState:
    """The scene count."""
    return replace(state, scene_index=event.scene_index)


def session_ended(state: GameState, event: ev.SessionEnded) -> GameState:
    """No session, no contest."""
    return replace(state, session=None)
