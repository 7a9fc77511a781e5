"""The generic checks every command passes first (spec §5 "Common rules"), in order:
``game_not_initialized``, ``not_authorized``, ``no_active_session``,
``character_not_found``, ``character_not_present``.
"""

from domain.ardri.commands import (
    CancelConcurrence,
    ChangeSessionRoster,
    EndSession,
    GiveSurplusSuccess,
    OfferMurphySupport,
    OpenConcurrence,
    RegisterCharacter,
    RollAction,
    RollConcurrence,
    StartSession,
    StoreMurphySuccess,
    UpdateCharacterSheet,
    UseMurphySuccess,
)
from domain.ardri.state import ArdriState, SessionState
from domain.core import Actor, Command, DomainError, NotAuthorized

GM_ONLY = (UpdateCharacterSheet, StartSession, ChangeSessionRoster, OpenConcurrence,
           CancelConcurrence, EndSession)
SESSIONLESS = (RegisterCharacter, UpdateCharacterSheet, StartSession)
NEEDS_PRESENCE = (RollAction, StoreMurphySuccess, UseMurphySuccess, GiveSurplusSuccess,
                  OfferMurphySupport, RollConcurrence)


def acting_character(state: ArdriState, command: Command) -> str | None:
    """The character a command acts for (the giver, the supporter), when it names one."""
    if isinstance(command, RollAction | StoreMurphySuccess | UseMurphySuccess
                  | RollConcurrence | UpdateCharacterSheet):
        return command.character_id
    if isinstance(command, OfferMurphySupport):
        return command.supporter_id
    if isinstance(command, GiveSurplusSuccess) and state.session is not None:
        roll = state.session.roll(command.from_roll_id)
        return roll.character_id if roll is not None else None
    return None


def check_generic(state: ArdriState, command: Command, actor: Actor) -> None:
    """Raise the first generic error that applies."""
    if not state.initialized:
        raise DomainError("game_not_initialized", "the game has no configuration yet")
    check_authorized(state, command, actor)
    if state.session is None and not isinstance(command, SESSIONLESS):
        raise DomainError("no_active_session", "start a session first")
    character_id = acting_character(state, command)
    if character_id is None:
        return
    if character_id not in state.characters:
        raise DomainError("character_not_found", f"no character {character_id!r}")
    session = state.session
    if isinstance(command, NEEDS_PRESENCE) and session is not None \
            and character_id not in session.present_character_ids:
        raise DomainError("character_not_present", f"{character_id} is not in this session")


def check_authorized(state: ArdriState, command: Command, actor: Actor) -> None:
    """Gm-only commands need the gm; a player acts only for characters its seat owns."""
    if isinstance(command, GM_ONLY) and not actor.is_gm:
        raise NotAuthorized("not_authorized", f"{type(command).__name__} is for the gm")
    if isinstance(command, RegisterCharacter):
        owner = command.owner_player_id
        if not actor.is_gm and owner is not None and owner != actor.seat_id:
            raise NotAuthorized("not_authorized", "a player registers characters for itself")
        return
    character = state.characters.get(acting_character(state, command) or "")
    if character is not None and not actor.may_act_for(character.owner_player_id):
        raise NotAuthorized("not_authorized", f"this seat does not own {character.character_id}")


def active_session(state: ArdriState) -> SessionState:
    """The running session (the generic checks guarantee there is one)."""
    if state.session is None:
        raise DomainError("no_active_session", "start a session first")
    return state.session


def new_id(state: ArdriState, prefix: str) -> str:
    """``<prefix>-<n>``, n the sequence number of the creating event (replay-stable)."""
    return f"{prefix}-{state.sequence + 1}"
