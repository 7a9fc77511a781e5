"""Evolving contests and their 1s (facts only: no checks, no draws)."""

from typing import Any

from msgspec.structs import replace

from domain.xyrop.events import (
    ActionRolled,
    ContestCancelled,
    ContestEffectApplied,
    GmOnesExploited,
    OppositionRolled,
    PlayerOneExploited,
)
from domain.xyrop.state import Contest, GameState, Opposition, Sheet


def with_character(state: GameState, character_id: str, **changes: Any) -> GameState:
    """The state with one sheet's fields replaced."""
    sheet = state.characters[character_id]
    characters = dict(state.characters)
    characters[character_id] = replace(sheet, **changes)
    return replace(state, characters=characters)


def _with_contest(state: GameState, contest_id: str, **changes: Any) -> GameState:
    session = state.session
    assert session is not None
    contests = dict(session.contests)
    contests[contest_id] = replace(contests[contest_id], **changes)
    return replace(state, session=replace(session, contests=contests))


def action_rolled(state: GameState, event: ActionRolled) -> GameState:
    """Destiny moves, the treasure is used, the roll becomes the current contest."""
    session = state.session
    assert session is not None
    sheet: Sheet = state.characters[event.character_id]
    treasures = sheet.treasures
    if event.treasure_used is not None:
        used = event.treasure_used.treasure_id
        treasures = tuple(replace(t, used_this_session=True) if t.treasure_id == used else t
                          for t in treasures)
    state = with_character(state, event.character_id, destiny_points=event.destiny_after,
                           treasures=treasures)
    contest = Contest(
        contest_id=event.contest_id, character_id=event.character_id,
        status="awaiting_opposition", pool=event.pool, kept_count=event.kept_count,
        kept_refs=event.kept_refs, player_total=event.player_total,
        player_ones=event.player_ones, player_ones_remaining=event.player_ones,
        player_stress_ids=event.own_stress_ids, player_value_id=event.value_id,
        destiny_before=event.destiny_before, destiny_spent=event.destiny_spent,
        destiny_gained=event.destiny_gained, label=event.label)
    contests = {**session.contests, event.contest_id: contest}
    return replace(state, session=replace(session, contests=contests,
                                          current_contest_id=event.contest_id))


def opposition_rolled(state: GameState, event: OppositionRolled) -> GameState:
    """The contest is resolved."""
    opposition = Opposition(kind=event.kind, npc_id=event.npc_id, pool=event.pool,
                            total=event.opposition_total, gm_ones=event.gm_ones)
    return _with_contest(state, event.contest_id, status="resolved", opposition=opposition,
                         outcome=event.outcome, winner_side=event.winner_side)


def contest_cancelled(state: GameState, event: ContestCancelled) -> GameState:
    """The contest is dropped."""
    return _with_contest(state, event.contest_id, status="cancelled")


def contest_effect_applied(state: GameState, event: ContestEffectApplied) -> GameState:
    """The contest's one effect is spent."""
    return _with_contest(state, event.contest_id, effect_applied=True)


def player_one_exploited(state: GameState, event: PlayerOneExploited) -> GameState:
    """One player 1 fewer."""
    return _with_contest(state, event.contest_id,
                         player_ones_remaining=event.player_ones_remaining)


def gm_ones_exploited(state: GameState, event: GmOnesExploited) -> GameState:
    """The gm's 1s are used."""
    session = state.session
    assert session is not None
    opposition = session.contests[event.contest_id].opposition
    assert opposition is not None
    return _with_contest(state, event.contest_id,
                         opposition=replace(opposition, gm_ones_exploited=True))
