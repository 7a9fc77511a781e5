"""Session handlers: start, roster, scenes, end."""

from domain.core import Actor, DomainError, Event, RandomSource
from domain.xyrop.commands import AdvanceScene, ChangeSessionRoster, EndSession, StartSession
from domain.xyrop.events import (
    DestinyReset,
    SceneAdvanced,
    SessionEnded,
    SessionRosterChanged,
    SessionStarted,
)
from domain.xyrop.guards import character, require_gm, require_session
from domain.xyrop.state import GameState


def invalid_roster(detail: str) -> DomainError:
    """The ``invalid_roster`` error."""
    return DomainError("invalid_roster", detail)


def check_roster(state: GameState, character_ids: tuple[str, ...]) -> None:
    """Every id names a character (``character_not_found``), once, and there is one."""
    for character_id in character_ids:
        character(state, character_id)
    if not character_ids or len(set(character_ids)) != len(character_ids):
        raise invalid_roster("name at least one character, each once")


def start_session(state: GameState, command: StartSession, actor: Actor,
                  rng: RandomSource) -> list[Event]:
    """Open a session: destiny back to its initial value, treasures unused, next scene."""
    require_gm(actor)
    if state.session is not None:
        raise DomainError("session_already_active", "end the current session first")
    check_roster(state, command.present_character_ids)
    sheets = state.characters.values()
    return [SessionStarted(
        session_number=state.session_count + 1,
        present_character_ids=command.present_character_ids,
        scene_index=state.scene_index + 1,
        destiny_reset=tuple(DestinyReset(character_id=s.character_id,
                                         destiny_points=s.initial_destiny) for s in sheets),
        forfeited_experience=tuple(s.character_id for s in sheets
                                   if s.pending_experience.swap
                                   or s.pending_experience.milestone),
    )]


def change_session_roster(state: GameState, command: ChangeSessionRoster, actor: Actor,
                          rng: RandomSource) -> list[Event]:
    """Characters join or leave; the session keeps at least one."""
    require_gm(actor)
    session = require_session(state)
    for character_id in command.add_ids + command.remove_ids:
        character(state, character_id)
    present = session.present_character_ids
    if any(cid in present for cid in command.add_ids) or len(set(command.add_ids)) != len(
            command.add_ids):
        raise invalid_roster("a character added is already present")
    if any(cid not in present for cid in command.remove_ids):
        raise invalid_roster("a character removed is not present")
    roster = tuple(cid for cid in present if cid not in command.remove_ids) + command.add_ids
    if not roster:
        raise invalid_roster("the session keeps at least one character")
    return [SessionRosterChanged(session_number=session.session_number,
                                 present_character_ids=roster)]


def advance_scene(state: GameState, command: AdvanceScene, actor: Actor,
                  rng: RandomSource) -> list[Event]:
    """The gm declares the next scene."""
    require_gm(actor)
    require_session(state)
    return [SceneAdvanced(scene_index=state.scene_index + 1)]


def end_session(state: GameState, command: EndSession, actor: Actor,
                rng: RandomSource) -> list[Event]:
    """Close the session; a roll still awaiting opposition is cancelled."""
    require_gm(actor)
    session = require_session(state)
    current = session.current_contest
    pending = current is not None and current.status == "awaiting_opposition"
    return [SessionEnded(session_number=session.session_number,
                         cancelled_contest_id=current.contest_id if current and pending
                         else None)]
