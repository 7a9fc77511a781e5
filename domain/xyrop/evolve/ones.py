"""How exploiting 1s changes the contests and the table (complications, opportunities)."""

from msgspec.structs import replace

from domain.xyrop import events as ev
from domain.xyrop.evolve import with_contest, with_element
from domain.xyrop.state import Element, GameState


def player_one_exploited(state: GameState, event: ev.PlayerOneExploited) -> GameState:
    """One player 1 fewer."""
    return with_contest(state, event.contest_id,
                         player_ones_remaining=event.player_ones_remaining)


def gm_ones_exploited(state: GameState, event: ev.GmOnesExploited) -> GameState:
    """The gm's 1s are used, for every contest that roll was judged against."""
    session = state.session
    assert session is not None
    opposition = session.contests[event.contest_id].opposition
    assert opposition is not None
    for contest_id in opposition.contest_ids or (event.contest_id,):
        contest = session.contests.get(contest_id)
        if contest is not None and contest.opposition is not None:
            state = with_contest(state, contest_id, opposition=replace(
                contest.opposition, gm_ones_exploited=True))
    return state


def complication_created(state: GameState, event: ev.ComplicationCreated) -> GameState:
    """A complication on the table."""
    return with_element(state, Element(
        element_id=event.element_id, kind="complication", name=event.description,
        die=event.die, target_character_id=event.target_character_id,
        source_contest_id=event.contest_id))


def opportunity_triggered(state: GameState, event: ev.OpportunityTriggered) -> GameState:
    """An opportunity (no die) on the table."""
    return with_element(state, Element(
        element_id=event.element_id, kind="opportunity", name=event.description, die=None,
        target_character_id=event.character_id, source_contest_id=event.contest_id))
