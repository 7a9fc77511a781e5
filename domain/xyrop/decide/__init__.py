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

from collections.abc import Callable, Iterable

from domain.core import Actor, DomainError, guards
from domain.core.guards import require, require_character, require_found, require_owner
from domain.core.words import Text, sentence
from domain.xyrop.rules.ladder import DIE_STEPS
from domain.xyrop.state import Contest, GameState, SessionState, Sheet


def require_initialized(state: GameState) -> None:
    """``game_not_initialized`` before the table's configuration exists."""
    require(state.initialized, "game_not_initialized",
            sentence("the game has no configuration yet"))


def require_gm(actor: Actor) -> None:
    """``not_authorized`` unless the gm issues the command."""
    guards.require_gm(actor, "not_authorized", sentence("only the gm may do that"))


def require_session(state: GameState) -> SessionState:
    """``no_active_session`` outside a session."""
    if state.session is None:
        raise DomainError("no_active_session", sentence("start a session first"))
    return state.session


def current_session(state: GameState) -> SessionState:
    """The open session, for a handler whose move required it (``require_session``)."""
    assert state.session is not None, "the move's precondition requires a session"
    return state.session


def require_no_session(state: GameState) -> None:
    """``session_active`` during a session (experience is taken between sessions)."""
    require(state.session is None, "session_active", sentence("end the session first"))


def character(state: GameState, character_id: str, field: str | None = None) -> Sheet:
    """The named character, or ``character_not_found`` (about ``field``)."""
    return require_character(state.characters, character_id, "character_not_found",
                             sentence("no character '%(character_id)s'",
                                      character_id=character_id), field)


def owned_character(state: GameState, actor: Actor, character_id: str) -> Sheet:
    """The named character, which the actor's seat owns (or the actor is the gm)."""
    sheet = character(state, character_id)
    require_owner(actor, sheet.owner_player_id,
                  sentence("this seat does not play %(name)s", name=sheet.name),
                  "not_authorized")
    return sheet


def present_owned(state: GameState, actor: Actor, character_id: str) -> Sheet:
    """The session's generic checks for a command naming a character."""
    session = require_session(state)
    sheet = owned_character(state, actor, character_id)
    require(sheet.character_id in session.present_character_ids, "character_not_present",
            sentence("%(name)s is not in this session", name=sheet.name))
    return sheet


def find_contest(state: GameState, contest_id: str,
                 closed_code: str = "contest_not_current") -> tuple[SessionState, Contest]:
    """The session's contest; ``closed_code`` for an earlier roll of a character (closed
    out of the state), ``contest_not_found`` for an unknown one."""
    session = require_session(state)
    require(not session.closed(contest_id, state.event_count), closed_code,
            sentence("only the character's latest roll can be used"))
    return session, require_found(session.contests, contest_id, "contest_not_found",
                                  sentence("no contest '%(contest_id)s' in this session",
                                           contest_id=contest_id))


def live_contest(state: GameState, contest_id: str, code: str) -> Contest:
    """The contest if it is still its character's latest of the session, else ``code``.

    Before revision R2 only the session's latest roll was live; now each character's
    latest roll is (several characters may roll before one opposition)."""
    session, contest = find_contest(state, contest_id)
    latest = session.live_contests().get(contest.character_id)
    require(latest is not None and latest.contest_id == contest_id, code,
            sentence("only the character's latest roll can be used"))
    return contest


MAX_DIE = DIE_STEPS[-1]


ContestCheck = Callable[[GameState, Actor, Contest], None]


def can_act(sheet: Sheet, scene_index: int) -> bool:
    """Neither out of play nor before the scene an incapacitation ends (spec 7.1)."""
    until = sheet.incapacitated_until_scene
    return "out" not in sheet.stress.values() and (until is None or scene_index >= until)


def passes(check: Callable[[], None]) -> bool:
    """Whether ``check`` returns without a refusal."""
    try:
        check()
    except DomainError:
        return False
    return True


def first_passing(state: GameState, actor: Actor, contests: Iterable[Contest],
                  check: ContestCheck, none_code: str, none_detail: Text) -> None:
    """Returns when some contest passes ``check``; else raises the first contest's refusal,
    or ``none_code`` when there is no contest to try."""
    first: DomainError | None = None
    for contest in contests:
        try:
            check(state, actor, contest)
            return
        except DomainError as error:
            first = first or error
    if first is not None:
        raise first
    raise DomainError(none_code, none_detail)


def live(state: GameState) -> list[Contest]:
    """Each character's latest contest of the session (none outside a session)."""
    return [] if state.session is None else list(state.session.live_contests().values())


def present_ids(state: GameState) -> tuple[str, ...]:
    """The characters present in the session (none outside a session)."""
    return () if state.session is None else state.session.present_character_ids


def every_character(state: GameState) -> list[str]:
    """Every character of the game."""
    return list(state.characters)


def may_gm(state: GameState, actor: Actor) -> None:
    """Gm commands that need nothing else."""
    require_gm(actor)


def may_gm_in_session(state: GameState, actor: Actor) -> None:
    """Gm commands of a session (scenes, situations, stress, the session's end)."""
    require_gm(actor)
    require_session(state)


def may_in_session(state: GameState, actor: Actor) -> None:
    """Any seat, during a session (the character check does the rest)."""
    require_session(state)


def awaiting(state: GameState) -> list[Contest]:
    """The session's contests awaiting their opposition."""
    return [] if state.session is None else list(state.session.awaiting_contests())


def acting_sheet(state: GameState, actor: Actor, character_id: str) -> Sheet:
    """A present character this seat plays, in play (T5: « incapable d'agir »: it
    neither spends nor earns destiny by its own action)."""
    sheet = present_owned(state, actor, character_id)
    require(can_act(sheet, state.scene_index), "character_out",
            sentence("%(name)s is out of play", name=sheet.name))
    return sheet
