"""Xyrop's command handlers, by topic: ``setup`` (characters and their sheets),
``session`` (sessions and scenes), ``action`` (the player's roll and destiny kept after
it), ``contest`` (the opposition, cancelling, the winner's effect), ``ones`` (exploiting
1s), ``table`` (assets, value destiny, situations, the steps of stress and elements that
effects and the gm emit) and ``experience``.

Every handler has the one signature of ``domain.core.Handler``:
``(em: Emitter[GameState], command, actor, rng) -> None``. The guards come from
``domain.core.guards``; here Xyrop binds its codes and words once (spec section 5,
common rules): ``not_authorized``, ``character_not_found``, ``no_active_session``...
"""

from domain.core import Actor, DomainError, guards
from domain.core.guards import require, require_character, require_found, require_owner
from domain.xyrop.state import Contest, GameState, SessionState, Sheet


def require_initialized(state: GameState) -> None:
    """``game_not_initialized`` before the table's configuration exists."""
    require(state.initialized, "game_not_initialized", "the game has no configuration yet")


def require_gm(actor: Actor) -> None:
    """``not_authorized`` unless the gm issues the command."""
    guards.require_gm(actor, "not_authorized")


def require_session(state: GameState) -> SessionState:
    """``no_active_session`` outside a session."""
    if state.session is None:
        raise DomainError("no_active_session", "start a session first")
    return state.session


def require_no_session(state: GameState) -> None:
    """``session_active`` during a session (experience is taken between sessions)."""
    require(state.session is None, "session_active", "end the session first")


def character(state: GameState, character_id: str) -> Sheet:
    """The named character, or ``character_not_found``."""
    return require_character(state.characters, character_id, "character_not_found")


def owned_character(state: GameState, actor: Actor, character_id: str) -> Sheet:
    """The named character, which the actor's seat owns (or the actor is the gm)."""
    sheet = character(state, character_id)
    require_owner(actor, sheet.owner_player_id, f"this seat does not play {sheet.name}",
                  "not_authorized")
    return sheet


def present_owned(state: GameState, actor: Actor, character_id: str) -> Sheet:
    """The session's generic checks for a command naming a character."""
    session = require_session(state)
    sheet = owned_character(state, actor, character_id)
    require(sheet.character_id in session.present_character_ids, "character_not_present",
            f"{sheet.name} is not in this session")
    return sheet


def find_contest(state: GameState, contest_id: str) -> tuple[SessionState, Contest]:
    """The session's contest, or ``contest_not_found``."""
    session = require_session(state)
    return session, require_found(session.contests, contest_id, "contest_not_found",
                                  f"no contest {contest_id!r} in this session")


def live_contest(state: GameState, contest_id: str, code: str) -> Contest:
    """The contest if it is still its character's latest of the session, else ``code``.

    Before revision R2 only the session's latest roll was live; now each character's
    latest roll is (several characters may roll before one opposition)."""
    session, contest = find_contest(state, contest_id)
    latest = session.live_contests().get(contest.character_id)
    require(latest is not None and latest.contest_id == contest_id, code,
            "only the character's latest roll can be used")
    return contest
