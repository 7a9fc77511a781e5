"""How each ESPRI event changes the state. Total: never raises, never draws.

Gems always move between places (pool, board, prayers, setup draws, the call's hand
and the gems a critical failure removed), so the 12-per-colour count holds after
every event.
"""

from collections.abc import Mapping

from msgspec.structs import replace

from domain.espri import events as ev
from domain.espri.board import Quadrant, with_gem, without_gems
from domain.espri.gems import full_pool, give, remove_all, remove_one, take
from domain.espri.sheet import RelationState
from domain.espri.state import EspriState
from domain.espri.values import RelationInput

HAND_REASONS = frozenset({"call", "extra"})


def to_relations(inputs: Mapping[str, RelationInput],
                 previous: Mapping[str, RelationState]) -> dict[str, RelationState]:
    """Relations as stored, from a client's input (resonance defaults to its max)."""
    result = {}
    for target, rel in inputs.items():
        before = previous.get(target)
        result[target] = RelationState(
            nature=rel.nature, resonance_max=rel.resonance_max,
            resonance=rel.resonance_max if rel.resonance is None else rel.resonance,
            last_recharge_day=before.last_recharge_day if before else None)
    return result


def with_character(state: EspriState, cid: str, **changes: object) -> EspriState:
    """The state with one character changed (no-op for an unknown id)."""
    found = state.characters.get(cid)
    if found is None:
        return state
    characters = dict(state.characters)
    characters[cid] = replace(found, **changes)
    return replace(state, characters=characters)


def with_call(state: EspriState, **changes: object) -> EspriState:
    """The state with the open call changed (no-op without a call)."""
    if state.open_call is None:
        return state
    return replace(state, open_call=replace(state.open_call, **changes))


def with_quadrant(state: EspriState, season: str, quadrant: Quadrant) -> EspriState:
    """The state with one quadrant replaced."""
    board = dict(state.board)
    board[season] = quadrant
    return replace(state, board=board)


def _prayers(state: EspriState, cid: str) -> tuple[str, ...]:
    found = state.characters.get(cid)
    return found.prayer_gems if found else ()


def character_registered(state: EspriState, e: ev.CharacterRegistered) -> EspriState:
    """A new sheet; its starting prayer gems come out of the pool."""
    characters = {**state.characters, e.character.id: e.character}
    return replace(state, characters=characters, pool=take(state.pool, e.character.prayer_gems))


def setup_gems_drawn(state: EspriState, e: ev.SetupGemsDrawn) -> EspriState:
    """The setup draw leaves the pool and waits for the choice."""
    draws = {**state.setup_draws, e.character_id: e.gems}
    return replace(state, setup_draws=draws, pool=take(state.pool, e.gems))


def setup_prayers_chosen(state: EspriState, e: ev.SetupPrayersChosen) -> EspriState:
    """Kept gems become prayers; the others go to the pool, from where they are placed."""
    drawn = state.setup_draws.get(e.character_id, ())
    draws = {k: v for k, v in state.setup_draws.items() if k != e.character_id}
    state = replace(state, setup_draws=draws, pool=give(state.pool, remove_all(drawn, e.kept)),
                    setup_done=(*state.setup_done, e.character_id))
    return with_character(state, e.character_id,
                          prayer_gems=(*_prayers(state, e.character_id), *e.kept))


def gem_placed(state: EspriState, e: ev.GemPlaced) -> EspriState:
    """A gem lands on a cell, from the call's hand or from the pool."""
    if e.reason in HAND_REASONS and state.open_call is not None:
        state = with_call(state, hand=remove_one(state.open_call.hand, e.colour))
    else:
        state = replace(state, pool=take(state.pool, (e.colour,)))
    return with_quadrant(state, e.quadrant, with_gem(state.board[e.quadrant], e.cell, e.colour))


def gem_overflowed(state: EspriState, e: ev.GemOverflowed) -> EspriState:
    """An unplaceable gem: a hand gem goes to the pool; a pool gem stays there."""
    if e.reason in HAND_REASONS and state.open_call is not None:
        state = with_call(state, hand=remove_one(state.open_call.hand, e.colour))
        return replace(state, pool=give(state.pool, (e.colour,)))
    return state


def scenario_started(state: EspriState, e: ev.ScenarioStarted) -> EspriState:
    """Every gem back in the bag, nymphs in their cages, a new setup."""
    characters = {cid: replace(c, prayer_gems=()) for cid, c in state.characters.items()}
    return replace(state, phase="setup", pool=full_pool(), board=EspriState().board,
                   characters=characters, setup_draws={}, setup_done=(),
                   nymphs_in_world=(), stalled_nymphs=())


def gems_removed(state: EspriState, e: ev.GemsRemoved) -> EspriState:
    """Cells emptied, nymph fallen back; the gems go to the pool or to the call."""
    state = with_quadrant(state, e.quadrant, without_gems(state.board[e.quadrant], e.cells))
    if e.reason == "critical_failure" and state.open_call is not None:
        return with_call(state, removed=(*state.open_call.removed, *e.colours))
    return replace(state, pool=give(state.pool, e.colours))


def gems_returned(state: EspriState, e: ev.GemsReturnedToPool) -> EspriState:
    """Gems of the call (hand, or those a critical failure removed) go back to the pool."""
    call = state.open_call
    if call is not None and e.reason == "not_kept":
        state = with_call(state, removed=remove_all(call.removed, e.gems))
    elif call is not None:
        state = with_call(state, hand=remove_all(call.hand, e.gems))
    return replace(state, pool=give(state.pool, e.gems))


def gems_drawn(state: EspriState, e: ev.GemsDrawn) -> EspriState:
    """Drawn gems go from the pool to the call's hand."""
    if state.open_call is None:
        return state
    state = with_call(state, hand=(*state.open_call.hand, *e.gems), step="drawn",
                       redrawn=state.open_call.redrawn or e.redraw)
    return replace(state, pool=take(state.pool, e.gems))


def prayer_added(state: EspriState, e: ev.PrayerGemAddedToCall) -> EspriState:
    """A prayer gem joins the hand."""
    if state.open_call is None:
        return state
    state = with_call(state, hand=(*state.open_call.hand, e.colour), prayer_added=e.colour)
    return with_character(state, e.character_id,
                           prayer_gems=remove_one(_prayers(state, e.character_id), e.colour))


def prayer_received(state: EspriState, e: ev.PrayerGemReceived) -> EspriState:
    """A prayer gem from the pool, perhaps replacing one that goes back."""
    prayers = _prayers(state, e.character_id)
    pool = take(state.pool, (e.colour,))
    if e.replaced is not None:
        prayers = remove_one(prayers, e.replaced)
        pool = give(pool, (e.replaced,))
    state = replace(state, pool=pool)
    return with_character(state, e.character_id, prayer_gems=(*prayers, e.colour))


def prayer_kept(state: EspriState, e: ev.PrayerGemKept) -> EspriState:
    """A gem a critical failure removed becomes the leader's prayer."""
    if state.open_call is not None:
        state = with_call(state, removed=remove_one(state.open_call.removed, e.colour))
    return with_character(state, e.character_id,
                           prayer_gems=(*_prayers(state, e.character_id), e.colour))


def prayer_spent(state: EspriState, e: ev.PrayerGemSpent) -> EspriState:
    """A prayer gem straight back to the pool."""
    state = replace(state, pool=give(state.pool, (e.colour,)))
    return with_character(state, e.character_id,
                           prayer_gems=remove_one(_prayers(state, e.character_id), e.colour))


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
