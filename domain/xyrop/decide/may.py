"""When each Xyrop command may be sent (declared in ``decider.MOVES``).

Each ``may_*`` function is a precondition ``(state, actor)``: ``decide`` runs it before
the handler and ``available`` runs it to offer the command. Each ``for_*`` function is a
character check ``(state, actor, character_id)``. They raise the handler's own refusal
codes, in the handler's order; what depends on a command's other fields (which contest,
which trait, which element) stays in the handler.
"""

from collections.abc import Callable, Iterable

from domain.core import Actor, DomainError, NotAuthorized
from domain.core.guards import require
from domain.xyrop.decide import (
    owned_character,
    present_owned,
    require_gm,
    require_no_session,
    require_session,
)
from domain.xyrop.rules.ladder import DIE_STEPS
from domain.xyrop.state import Contest, GameState, Sheet

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
                  check: ContestCheck, none_code: str, none_detail: str) -> None:
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


def may_start_session(state: GameState, actor: Actor) -> None:
    """The gm, between sessions, with a character to seat."""
    require_gm(actor)
    require(state.session is None, "session_already_active", "end the current session first")
    require(bool(state.characters), "invalid_roster", "register a character first")


def may_change_roster(state: GameState, actor: Actor) -> None:
    """The gm, in a session that can gain a character or lose one and keep one."""
    require_gm(actor)
    session = require_session(state)
    absent = set(state.characters) - set(session.present_character_ids)
    require(bool(absent) or len(session.present_character_ids) > 1, "invalid_roster",
            "no character to add, and the session keeps at least one")


def may_end_adventure(state: GameState, actor: Actor) -> None:
    """The gm, between sessions, with a character to name."""
    require_gm(actor)
    require_no_session(state)
    require(bool(state.characters), "invalid_roster", "register a character first")


def awaiting(state: GameState) -> list[Contest]:
    """The session's contests awaiting their opposition."""
    return [] if state.session is None else list(state.session.awaiting_contests())


def may_oppose(state: GameState, actor: Actor) -> None:
    """The gm, while a roll awaits its opposition (``RollOpposition``, ``CancelContest``)."""
    require_gm(actor)
    require_session(state)
    require(bool(awaiting(state)), "contest_not_awaiting_opposition",
            "no roll awaits its opposition")


def awaits_opposition(state: GameState) -> list[str | None]:
    """Play waits for the gm while a roll awaits its opposition."""
    return [None] if awaiting(state) else []


def for_roll(state: GameState, actor: Actor, character_id: str) -> None:
    """A present character this seat plays, able to act, its last roll settled."""
    sheet = present_owned(state, actor, character_id)
    require(can_act(sheet, state.scene_index), "character_out_of_play",
            f"{sheet.name} cannot act yet")
    assert state.session is not None
    latest = state.session.live_contests().get(sheet.character_id)
    require(latest is None or latest.status != "awaiting_opposition", "contest_pending",
            f"{sheet.name}'s roll awaits its opposition")


def may_in_session(state: GameState, actor: Actor) -> None:
    """Any seat, during a session (the character check does the rest)."""
    require_session(state)


def effect_open(state: GameState, actor: Actor, contest: Contest) -> None:
    """The contest is live, resolved, its effect not applied, and ``actor`` on the winning
    side (``ApplyContestEffect``, in the handler's order)."""
    if contest.status != "resolved" or contest.winner_side is None:
        raise DomainError("contest_not_resolved", "the opposition has not rolled")
    owner = state.characters[contest.character_id].owner_player_id
    allowed = actor.may_act_for(owner) if contest.winner_side == "player" else actor.is_gm
    if not allowed:
        raise NotAuthorized("not_authorized", f"the {contest.winner_side} side won")
    require(not contest.effect_applied, "effect_already_applied", "one effect per contest")


def may_apply_effect(state: GameState, actor: Actor) -> None:
    """A live contest whose winning side this seat is, its effect still to apply."""
    require_session(state)
    first_passing(state, actor, live(state), effect_open, "contest_not_found",
                  "no contest in this session")


def player_one_open(state: GameState, actor: Actor, contest: Contest) -> None:
    """The contest is live, not cancelled, a player 1 still unused."""
    require(contest.status != "cancelled", "contest_not_current",
            "a cancelled roll's 1s are lost")
    require(contest.player_ones_remaining != 0, "no_player_ones_left",
            "every 1 of this roll is used")


def may_exploit_player_one(state: GameState, actor: Actor) -> None:
    """The gm, with a live contest holding an unused player 1."""
    require_gm(actor)
    require_session(state)
    first_passing(state, actor, live(state), player_one_open, "contest_not_found",
                  "no contest in this session")


def gm_ones_open(state: GameState, actor: Actor, contest: Contest) -> None:
    """The contest is live and its opposition rolled 1s not yet exploited."""
    opposition = contest.opposition
    if opposition is None or opposition.gm_ones == 0:
        raise DomainError("no_gm_ones", "the gm rolled no 1 on this contest")
    require(not opposition.gm_ones_exploited, "gm_ones_already_exploited",
            "the gm's 1s are already used")


def acting_sheet(state: GameState, actor: Actor, character_id: str) -> Sheet:
    """A present character this seat plays, in play (T5: « incapable d'agir »: it
    neither spends nor earns destiny by its own action)."""
    sheet = present_owned(state, actor, character_id)
    require(can_act(sheet, state.scene_index), "character_out", f"{sheet.name} is out of play")
    return sheet


def for_gm_ones(state: GameState, actor: Actor, character_id: str) -> None:
    """A present character this seat plays, in play, a contest's gm 1s to exploit, 1
    destiny."""
    sheet = acting_sheet(state, actor, character_id)
    first_passing(state, actor, live(state), gm_ones_open, "contest_not_found",
                  "no contest in this session")
    require(sheet.destiny_points >= 1, "insufficient_destiny",
            f"{sheet.name} has no destiny left")


def for_new_asset(state: GameState, actor: Actor, character_id: str) -> None:
    """A present character this seat plays, in play, with 1 destiny."""
    sheet = acting_sheet(state, actor, character_id)
    require(sheet.destiny_points >= 1, "insufficient_destiny",
            f"{sheet.name} has no destiny left")


def steppable_assets(sheet: Sheet, scene_index: int) -> list[str]:
    """The ids of the character's assets below d12, and of its treasures below d12 in
    this scene (T7)."""
    return [a.asset_id for a in sheet.assets if a.die < MAX_DIE] + [
        t.treasure_id for t in sheet.treasures if t.die_in(scene_index) < MAX_DIE]


def for_asset_step(state: GameState, actor: Actor, character_id: str) -> None:
    """A present character this seat plays, in play, with an asset or a treasure below
    d12 (T7) and 1 destiny."""
    sheet = acting_sheet(state, actor, character_id)
    require(bool(sheet.assets) or bool(sheet.treasures), "unknown_asset",
            f"{sheet.name} has no asset")
    require(bool(steppable_assets(sheet, state.scene_index)), "die_at_max",
            f"{sheet.name}'s assets and treasures are d12")
    require(sheet.destiny_points >= 1, "insufficient_destiny",
            f"{sheet.name} has no destiny left")


def for_asset_removal(state: GameState, actor: Actor, character_id: str) -> None:
    """A present character with an asset (the gm removes it)."""
    sheet = present_owned(state, actor, character_id)
    require(bool(sheet.assets), "unknown_asset", f"{sheet.name} has no asset")


def for_value_award(state: GameState, actor: Actor, character_id: str) -> None:
    """A present character with a value."""
    sheet = present_owned(state, actor, character_id)
    require(bool(sheet.values), "unknown_value", f"{sheet.name} has no value")


def may_adjust_element(state: GameState, actor: Actor) -> None:
    """The gm, in a session, with an element on the table."""
    require_gm(actor)
    require_session(state)
    require(bool(state.elements), "unknown_element", "no element on the table")


def for_sheet(state: GameState, actor: Actor, character_id: str) -> None:
    """A character of the game (the gm amends any)."""
    owned_character(state, actor, character_id)


def for_swap(state: GameState, actor: Actor, character_id: str) -> None:
    """A character this seat plays, between sessions, with a swap pending."""
    sheet = owned_character(state, actor, character_id)
    require_no_session(state)
    require(sheet.swaps_pending > 0, "no_pending_experience",
            "no adventure end to draw on")


def for_milestone(state: GameState, actor: Actor, character_id: str) -> None:
    """A character this seat plays, between sessions, with a milestone pending."""
    sheet = owned_character(state, actor, character_id)
    require_no_session(state)
    require(sheet.milestones_pending > 0, "no_pending_milestone",
            "no third adventure to draw on")
