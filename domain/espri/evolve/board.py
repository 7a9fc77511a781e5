"""How the board's events change the state (total, never raises)."""

from msgspec.structs import replace

from domain.espri import events as ev
from domain.espri.evolve import with_call, with_quadrant
from domain.espri.rules.board import Quadrant, with_gem, without_gems
from domain.espri.rules.gems import give, remove_one, take
from domain.espri.state import EspriState

HAND_REASONS = frozenset({"call", "extra"})


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


def gems_removed(state: EspriState, e: ev.GemsRemoved) -> EspriState:
    """Cells emptied, nymph fallen back; the gems go to the pool or to the call."""
    state = with_quadrant(state, e.quadrant, without_gems(state.board[e.quadrant], e.cells))
    if e.reason == "critical_failure" and state.open_call is not None:
        return with_call(state, removed=(*state.open_call.removed, *e.colours))
    return replace(state, pool=give(state.pool, e.colours))


def nymph_moved(state: EspriState, e: ev.NymphMoved) -> EspriState:
    """A nymph stands on a new position."""
    quadrant = state.board[e.season]
    return with_quadrant(state, e.season, Quadrant(nymph=e.to, cells=quadrant.cells))


def nymph_reached_world(state: EspriState, e: ev.NymphReachedWorld) -> EspriState:
    """A nymph reached her world cell (once per scenario)."""
    if e.season in state.nymphs_in_world:
        return state
    return replace(state, nymphs_in_world=(*state.nymphs_in_world, e.season))
