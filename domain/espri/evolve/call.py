"""How the call's events change the state (total, never raises)."""

from msgspec.structs import replace

from domain.core import carried
from domain.espri import events as ev
from domain.espri.evolve import prayers_of, with_call, with_character, with_resonance
from domain.espri.rules.call import OpenCall
from domain.espri.rules.gems import give, remove_all, remove_one, take
from domain.espri.state import EspriState


def call_declared(state: EspriState, e: ev.CallDeclared) -> EspriState:
    """A call opens; the caterpillar window of the previous call closes."""
    call = carried(OpenCall, e, n=e.draw_count)
    return replace(state, open_call=call, calls_declared=state.calls_declared + 1,
                   stalled_nymphs=())


def resonance_spent(state: EspriState, e: ev.ResonanceSpent) -> EspriState:
    """A resonance helper's point towards the leader is spent."""
    return with_resonance(state, e.character_id, e.target_id, e.remaining)


def call_cancelled(state: EspriState, e: ev.CallCancelled) -> EspriState:
    """The call is gone; spent resonance comes back."""
    call = state.open_call
    if call is None:
        return state
    for helper in call.helpers:
        if helper.mode != "resonance":
            continue
        helper_sheet = state.characters.get(helper.character_id)
        rel = helper_sheet.relations.get(call.leader_id) if helper_sheet else None
        if rel is not None:
            state = with_resonance(state, helper.character_id, call.leader_id,
                                   min(rel.resonance_max, rel.resonance + 1))
    return replace(state, open_call=None)


def temptation_taken(state: EspriState, e: ev.RuptureTemptationTaken) -> EspriState:
    """Each rupture gem given up adds 2 to the draw count."""
    call = state.open_call
    if call is None:
        return state
    return with_call(state, n=call.n + e.bonus,
                      temptation_gems=call.temptation_gems + len(e.cells))


def gems_drawn(state: EspriState, e: ev.GemsDrawn) -> EspriState:
    """Drawn gems go from the pool to the call's hand."""
    if state.open_call is None:
        return state
    state = with_call(state, hand=(*state.open_call.hand, *e.gems), step="drawn",
                       redrawn=state.open_call.redrawn or e.redraw)
    return replace(state, pool=take(state.pool, e.gems))


def gems_returned(state: EspriState, e: ev.GemsReturnedToPool) -> EspriState:
    """Gems of the call (hand, or those a critical failure removed), or a retired
    character's prayer gems, go back to the pool."""
    call = state.open_call
    if isinstance(e.character_id, str):
        prayers = remove_all(prayers_of(state, e.character_id), e.gems)
        state = with_character(state, e.character_id, prayer_gems=prayers)
    elif call is not None and e.reason == "not_kept":
        state = with_call(state, removed=remove_all(call.removed, e.gems))
    elif call is not None:
        state = with_call(state, hand=remove_all(call.hand, e.gems))
    return replace(state, pool=give(state.pool, e.gems))


def prayer_added(state: EspriState, e: ev.PrayerGemAddedToCall) -> EspriState:
    """A prayer gem joins the hand."""
    if state.open_call is None:
        return state
    state = with_call(state, hand=(*state.open_call.hand, e.colour), prayer_added=e.colour)
    return with_character(state, e.character_id,
                           prayer_gems=remove_one(prayers_of(state, e.character_id), e.colour))
