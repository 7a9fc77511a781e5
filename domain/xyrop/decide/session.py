"""Session handlers: start, roster, scenes, end."""

from domain.core import Actor, Emitter, Event, RandomSource
from domain.core.guards import require
from domain.core.words import sentence
from domain.xyrop import commands as cmd
from domain.xyrop import events as ev
from domain.xyrop.decide import character, current_session, require_gm, require_session
from domain.xyrop.state import GameState


def check_roster(state: GameState, character_ids: tuple[str, ...]) -> None:
    """Every id names a character (``character_not_found``), once, and there is one."""
    for character_id in character_ids:
        character(state, character_id)
    require(bool(character_ids) and len(set(character_ids)) == len(character_ids),
            "invalid_roster", sentence("name at least one character, each once"))


def start_session(em: Emitter[GameState], command: cmd.StartSession, actor: Actor,
                  rng: RandomSource) -> None:
    """Open a session: destiny back to its initial value, treasures unused, next scene;
    pending experience is kept (revision R4)."""
    state = em.state
    check_roster(state, command.present_character_ids)
    sheets = state.characters.values()
    em.emit(ev.SessionStarted(
        session_number=state.session_count + 1,
        present_character_ids=command.present_character_ids,
        scene_index=state.scene_index + 1,
        destiny_reset=tuple(ev.DestinyReset(character_id=s.character_id,
                                            destiny_points=s.initial_destiny) for s in sheets),
        forfeited_experience=(),  # revision R4: pending experience waits until used
    ))


def change_session_roster(em: Emitter[GameState], command: cmd.ChangeSessionRoster,
                          actor: Actor, rng: RandomSource) -> None:
    """Characters join or leave; the session keeps at least one."""
    state = em.state
    session = current_session(state)
    for character_id in command.add_ids + command.remove_ids:
        character(state, character_id)
    present = session.present_character_ids
    require(not any(cid in present for cid in command.add_ids)
            and len(set(command.add_ids)) == len(command.add_ids),
            "invalid_roster", sentence("a character added is already present"))
    require(all(cid in present for cid in command.remove_ids),
            "invalid_roster", sentence("a character removed is not present"))
    roster = tuple(cid for cid in present if cid not in command.remove_ids) + command.add_ids
    require(bool(roster), "invalid_roster", sentence("the session keeps at least one character"),
            "remove_ids")
    em.emit(ev.SessionRosterChanged(session_number=session.session_number,
                                    present_character_ids=roster))


def advance_scene(em: Emitter[GameState], command: cmd.AdvanceScene, actor: Actor,
                  rng: RandomSource) -> None:
    """The gm declares the next scene."""
    em.emit(ev.SceneAdvanced(scene_index=em.state.scene_index + 1))


def end_session(em: Emitter[GameState], command: cmd.EndSession, actor: Actor,
                rng: RandomSource) -> None:
    """Close the session: every roll still awaiting opposition is cancelled and every
    character's assets go (revision R3: an asset lasts one session, treasures stay)."""
    state = em.state
    session = current_session(state)
    cancelled = tuple(contest.contest_id for contest in session.awaiting_contests())
    events: list[Event] = [
        ev.AssetStepped(character_id=sheet.character_id, asset_id=asset.asset_id,
                        from_=asset.die, to=None, reason="session_end")
        for sheet in state.characters.values() for asset in sheet.assets]
    events.append(ev.SessionEnded(session_number=session.session_number,
                                  cancelled_contest_id=cancelled[0] if cancelled else None,
                                  cancelled_contest_ids=cancelled))
    em.emit_all(events)


def may_start_session(state: GameState, actor: Actor) -> None:
    """The gm, between sessions, with a character to seat."""
    require_gm(actor)
    require(state.session is None, "session_already_active",
            sentence("end the current session first"))
    require(bool(state.characters), "invalid_roster", sentence("register a character first"))


def may_change_roster(state: GameState, actor: Actor) -> None:
    """The gm, in a session that can gain a character or lose one and keep one."""
    require_gm(actor)
    session = require_session(state)
    absent = set(state.characters) - set(session.present_character_ids)
    require(bool(absent) or len(session.present_character_ids) > 1, "invalid_roster",
            sentence("no character to add, and the session keeps at least one"))


def awaits_gm_to_start(state: GameState) -> list[None]:
    """Between sessions, once a character is registered, the table waits for the gm to
    open the next session (``waiting_for`` keeps it only while it is offered)."""
    return [None] if state.session is None and state.characters else []
