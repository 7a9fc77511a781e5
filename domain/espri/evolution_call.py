"""How call, nymph and calendar events change the state (total, never raises)."""

from msgspec.structs import replace

from domain.espri import events as ev
from domain.espri.board import Quadrant
from domain.espri.call import OpenCall
from domain.espri.evolution import with_call, with_quadrant
from domain.espri.sheet import RelationState
from domain.espri.state import EspriOptions, EspriState


def call_declared(state: EspriState, e: ev.CallDeclared) -> EspriState:
    """A call opens; the caterpillar window of the previous call closes."""
    call = OpenCall(
        call_id=e.call_id, leader_id=e.leader_id, called_season=e.called_season,
        talent=e.talent, helpers=tuple(e.helpers), difficulty=e.difficulty,
        difficulty_source=e.difficulty_source, modifiers=tuple(e.modifiers),
        effective_score=e.effective_score, n=e.draw_count, passive=e.passive)
    return replace(state, open_call=call, calls_declared=state.calls_declared + 1,
                   stalled_nymphs=())


def _set_resonance(state: EspriState, cid: str, target: str, value: int,
                   day: int | None = None) -> EspriState:
    found = state.characters.get(cid)
    rel = found.relations.get(target) if found else None
    if found is None or rel is None:
        return state
    new_rel = RelationState(nature=rel.nature, resonance_max=rel.resonance_max,
                            resonance=value, last_recharge_day=day or rel.last_recharge_day)
    characters = dict(state.characters)
    characters[cid] = replace(found, relations={**found.relations, target: new_rel})
    return replace(state, characters=characters)


def resonance_spent(state: EspriState, e: ev.ResonanceSpent) -> EspriState:
    """A resonance helper's point towards the leader is spent."""
    return _set_resonance(state, e.character_id, e.target_id, e.remaining)


def resonance_recharged(state: EspriState, e: ev.ResonanceRecharged) -> EspriState:
    """Resonance back to its maximum, remembered for the day (D10)."""
    return _set_resonance(state, e.character_id, e.target_id, e.value, e.day)


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
            state = _set_resonance(state, helper.character_id, call.leader_id,
                                   min(rel.resonance_max, rel.resonance + 1))
    return replace(state, open_call=None)


def temptation_taken(state: EspriState, e: ev.RuptureTemptationTaken) -> EspriState:
    """Each rupture gem given up adds 2 to the draw count."""
    call = state.open_call
    if call is None:
        return state
    return with_call(state, n=call.n + e.bonus,
                      temptation_gems=call.temptation_gems + len(e.cells))


def result_determined(state: EspriState, e: ev.CallResultDetermined) -> EspriState:
    """The call's result is known; board effects follow."""
    return with_call(state, result=e.result, step="resolving", extra_count=e.extra_count)


def call_awaiting(state: EspriState, e: ev.CallAwaiting) -> EspriState:
    """The call waits for the leader's (or gm's) choice."""
    return with_call(state, step=e.step, stalled=tuple(e.stalled))


def call_closed(state: EspriState, e: ev.CallClosed) -> EspriState:
    """No call in progress; remember stalled nymphs for the gem caterpillar."""
    return replace(state, open_call=None, stalled_nymphs=tuple(e.stalled))


def nymph_moved(state: EspriState, e: ev.NymphMoved) -> EspriState:
    """A nymph stands on a new position."""
    quadrant = state.board[e.season]
    return with_quadrant(state, e.season, Quadrant(nymph=e.to, cells=quadrant.cells))


def nymph_reached_world(state: EspriState, e: ev.NymphReachedWorld) -> EspriState:
    """A nymph reached her world cell (once per scenario)."""
    if e.season in state.nymphs_in_world:
        return state
    return replace(state, nymphs_in_world=(*state.nymphs_in_world, e.season))


def setup_completed(state: EspriState, e: ev.SetupCompleted) -> EspriState:
    """Play begins."""
    return replace(state, phase="play")


def day_advanced(state: EspriState, e: ev.DayAdvanced) -> EspriState:
    """A new in-game day."""
    return replace(state, day=e.day)


def option_set(state: EspriState, e: ev.GameOptionSet) -> EspriState:
    """The gem caterpillar option changes."""
    return replace(state, options=EspriOptions(gem_caterpillar=e.gem_caterpillar))
