"""How an action roll and the dice kept after it change the state."""

from typing import Any

from msgspec.structs import replace

from domain.core import carried
from domain.xyrop import events as ev
from domain.xyrop.evolve import with_character, with_contest
from domain.xyrop.state import Contest, GameState, Sheet


def action_rolled(state: GameState, event: ev.ActionRolled) -> GameState:
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
    contest = carried(Contest, event, status="awaiting_opposition",
                      player_ones_remaining=event.player_ones,
                      player_stress_ids=event.own_stress_ids, player_value_id=event.value_id)
    # C4: the character's earlier roll is closed (only its latest is live, R2): out of the
    # state, so a session's state does not grow with its rolls
    contests = {cid: kept for cid, kept in session.contests.items()
                if kept.character_id != event.character_id}
    contests[event.contest_id] = contest
    return replace(state, session=replace(session, contests=contests,
                                          current_contest_id=event.contest_id))


def extra_dice_kept(state: GameState, event: ev.ExtraDiceKept) -> GameState:
    """The roll keeps more dice (its destiny moved in the DestinyChanged before)."""
    return _kept_more(state, event)


def contest_rescored(state: GameState, event: ev.ContestRescored) -> GameState:
    """T2: the opposed roll keeps more dice; its outcome and winner are judged again."""
    return _kept_more(state, event, outcome=event.outcome, winner_side=event.winner_side)


def _kept_more(state: GameState, event: ev.ExtraDiceKept | ev.ContestRescored,
               **judged: Any) -> GameState:
    """The contest keeps ``event``'s dice and total, the destiny it cost added to its
    spending, and what was ``judged`` again."""
    session = state.session
    assert session is not None
    contest = session.contests[event.contest_id]
    return with_contest(state, event.contest_id, kept_count=event.kept_count,
                        kept_refs=event.kept_refs, player_total=event.player_total,
                        destiny_spent=contest.destiny_spent + event.keep_extra, **judged)
