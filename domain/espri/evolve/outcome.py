"""How the outcome of a call changes the state (total, never raises)."""

from msgspec.structs import replace

from domain.espri import events as ev
from domain.espri.evolve import prayers_of, with_call, with_character, with_quadrant
from domain.espri.rules.board import with_gem, without_gems
from domain.espri.rules.gems import give, remove_one
from domain.espri.state import EspriState


def result_determined(state: EspriState, e: ev.CallResultDetermined) -> EspriState:
    """The call's result is known; board effects follow."""
    return with_call(state, result=e.result, step="resolving", extra_count=e.extra_count)


def gems_chosen(state: EspriState, e: ev.CallGemsChosen) -> EspriState:
    """T3: the gm's chosen gems wait for the leader's shift."""
    return with_call(state, chosen_main=e.main, chosen_modifier=e.modifier)


def prayer_returned(state: EspriState, e: ev.PrayerGemReturned) -> EspriState:
    """T6: the unplaced prayer gem leaves the hand for its owner's prayer gems."""
    if state.open_call is not None:
        state = with_call(state, hand=remove_one(state.open_call.hand, e.colour))
    return _prayed(state, e.character_id, e.colour)


def call_awaiting(state: EspriState, e: ev.CallAwaiting) -> EspriState:
    """The call waits for the leader's (or gm's) choice."""
    return with_call(state, step=e.step, stalled=tuple(e.stalled))


def call_closed(state: EspriState, e: ev.CallClosed) -> EspriState:
    """No call in progress; remember stalled nymphs for the gem caterpillar."""
    return replace(state, open_call=None, stalled_nymphs=tuple(e.stalled))


def prayer_kept(state: EspriState, e: ev.PrayerGemKept) -> EspriState:
    """A gem a critical failure removed becomes the leader's prayer."""
    if state.open_call is not None:
        state = with_call(state, removed=remove_one(state.open_call.removed, e.colour))
    return _prayed(state, e.character_id, e.colour)


def _prayed(state: EspriState, character_id: str, colour: str) -> EspriState:
    """One more prayer gem of ``colour`` for the character."""
    return with_character(state, character_id,
                          prayer_gems=(*prayers_of(state, character_id), colour))


def rupture_gem_removed(state: EspriState, e: ev.RuptureGemRemoved) -> EspriState:
    """A rupture gem leaves the board for the pool."""
    state = with_quadrant(state, e.quadrant, without_gems(state.board[e.quadrant], (e.cell,)))
    return replace(state, pool=give(state.pool, ("rupture",)))


def gem_moved(state: EspriState, e: ev.GemMoved) -> EspriState:
    """Gem caterpillar: a gem from behind the nymph to the cell ahead of her."""
    quadrant = state.board[e.quadrant]
    colour = quadrant.cells[e.from_cell]
    moved = with_gem(with_gem(quadrant, e.from_cell, None), e.to_cell, colour)
    state = replace(state, stalled_nymphs=tuple(
        s for s in state.stalled_nymphs if s != e.quadrant))
    return with_quadrant(state, e.quadrant, moved)
