"""The generic checks every command runs first (spec section 5, common rules)."""

from domain.core import Actor, DomainError, NotAuthorized
from domain.xyrop.state import Contest, GameState, SessionState, Sheet


def require_initialized(state: GameState) -> None:
    """``game_not_initialized`` before the table's configuration exists."""
    if not state.initialized:
        raise DomainError("game_not_initialized", "the game has no configuration yet")


def require_gm(actor: Actor) -> None:
    """``not_authorized`` unless the gm issues the command."""
    if not actor.is_gm:
        raise NotAuthorized("not_authorized", "only the gm may do that")


def require_session(state: GameState) -> SessionState:
    """``no_active_session`` outside a session."""
    if state.session is None:
        raise DomainError("no_active_session", "start a session first")
    return state.session


def require_no_session(state: GameState) -> None:
    """``session_active`` during a session (experience is taken between sessions)."""
    if state.session is not None:
        raise DomainError("session_active", "end the session first")


def character(state: GameState, character_id: str) -> Sheet:
    """The named character, or ``character_not_found``."""
    sheet = state.characters.get(character_id)
    if sheet is None:
        raise DomainError("character_not_found", f"no character {character_id!r}")
    return sheet


def owned_character(state: GameState, actor: Actor, character_id: str) -> Sheet:
    """The named character, which the actor's seat owns (or the actor is the gm)."""
    sheet = character(state, character_id)
    if not actor.may_act_for(sheet.owner_player_id):
        raise NotAuthorized("not_authorized", f"this seat does not play {sheet.name}")
    return sheet


def present(session: SessionState, sheet: Sheet) -> None:
    """``character_not_present`` for a character absent from the session."""
    if sheet.character_id not in session.present_character_ids:
        raise DomainError("character_not_present", f"{sheet.name} is not in this session")


def present_owned(state: GameState, actor: Actor, character_id: str) -> Sheet:
    """The session's generic checks for a command naming a character."""
    session = require_session(state)
    sheet = owned_character(state, actor, character_id)
    present(session, sheet)
    return sheet


def find_contest(state: GameState, contest_id: str) -> tuple[SessionState, Contest]:
    """The session's contest, or ``contest_not_found``."""
    session = require_session(state)
    contest = session.contests.get(contest_id)
    if contest is None:
        raise DomainError("contest_not_found", f"no contest {contest_id!r} in this session")
    return session, contest


def current_contest(state: GameState, contest_id: str, code: str) -> Contest:
    """The contest if it is the session's current one, else ``code``."""
    session, contest = find_contest(state, contest_id)
    if session.current_contest_id != contest_id:
        raise DomainError(code, "only the latest roll's contest can be used")
    return contest
