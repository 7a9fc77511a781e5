"""How each ESPRI event changes the state, by topic (``setup``, ``call``, ``outcome``,
``between_calls``, ``ritual``, ``board``); here, the state updates every evolver shares.

Evolvers are total: they never raise and never draw. Gems always move between places
(pool, board, prayers, setup draws, the call's hand and the gems a critical failure
removed), so the 12-per-colour count holds after every event.
"""

from msgspec.structs import replace

from domain.espri.rules.board import Quadrant
from domain.espri.rules.gems import Season
from domain.espri.rules.sheet import RelationState
from domain.espri.state import EspriState


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


def with_quadrant(state: EspriState, season: Season, quadrant: Quadrant) -> EspriState:
    """The state with one quadrant replaced."""
    board = dict(state.board)
    board[season] = quadrant
    return replace(state, board=board)


def prayers_of(state: EspriState, cid: str) -> tuple[str, ...]:
    """A character's prayer gems (none for an unknown id)."""
    found = state.characters.get(cid)
    return found.prayer_gems if found else ()


def with_resonance(state: EspriState, cid: str, target: str, value: int,
                   day: int | None = None) -> EspriState:
    """The state with one relation's resonance set (and its recharge day, when given)."""
    found = state.characters.get(cid)
    rel = found.relations.get(target) if found else None
    if found is None or rel is None:
        return state
    new_rel = RelationState(nature=rel.nature, resonance_max=rel.resonance_max,
                            resonance=value, last_recharge_day=day or rel.last_recharge_day)
    characters = dict(state.characters)
    characters[cid] = replace(found, relations={**found.relations, target: new_rel})
    return replace(state, characters=characters)
