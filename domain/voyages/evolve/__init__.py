"""How each Voyages & Aventures event changes the state, by topic (the topics of
``decide``); here, the state updates the evolvers share: effects and their undo log, a
sheet, and the parts of a conflict.

Evolvers are total: they never raise and never draw; an event about an unknown character,
resolution or stake leaves the state as it is.
"""

from typing import Any

from msgspec.structs import replace

from domain.voyages.rules.conflict import Conflict
from domain.voyages.rules.model import Effect, Situation, UndoOp
from domain.voyages.rules.sheet import Character
from domain.voyages.state import VoyagesState, bump_effect_seq


def register_effect(state: VoyagesState, effect: Effect) -> VoyagesState:
    """Remember an effect so that a flaw can negate it later (its window opens now)."""
    state = bump_effect_seq(state, effect.effect_id)
    effect = replace(effect, window={cid: state.starts.get(cid, 0)
                                     for cid in effect.concerns_character_ids})
    return replace(state, effects={**state.effects, effect.effect_id: effect})


def register_harm(state: VoyagesState, effect_id: str | None, resolution_id: str, kind: str,
                  character_ids: tuple[str, ...], harmful: bool = True) -> VoyagesState:
    """Remember an effect on those characters (no ``effect_id``: nothing to remember)."""
    if effect_id is None:
        return state
    return register_effect(state, Effect(
        effect_id=effect_id, resolution_id=resolution_id, kind=kind,
        concerns_character_ids=character_ids, harmful=harmful))


def record_undo(state: VoyagesState, effect_id: str | None, op: UndoOp) -> VoyagesState:
    """Append an undo step to an effect (a change made in its name)."""
    effect = state.effects.get(effect_id or "")
    if effect is None:
        return state
    new = replace(effect, undo=(*effect.undo, op))
    return replace(state, effects={**state.effects, effect.effect_id: new})


def with_character(state: VoyagesState, sheet: Character) -> VoyagesState:
    """The state with one sheet replaced."""
    return replace(state, characters={**state.characters, sheet.character_id: sheet})


def with_situation(state: VoyagesState, situation: Situation) -> VoyagesState:
    """The state with one situation replaced."""
    return replace(state, situations={**state.situations, situation.situation_id: situation})


def with_conflict(state: VoyagesState, conflict: Conflict) -> VoyagesState:
    """The state with one conflict replaced."""
    return replace(state, conflicts={**state.conflicts, conflict.conflict_id: conflict})


def change_conflict(state: VoyagesState, conflict_id: str, **changes: Any) -> VoyagesState:
    """The state with fields of one conflict changed (unknown conflict: unchanged)."""
    conflict = state.conflicts.get(conflict_id)
    return state if conflict is None else with_conflict(state, replace(conflict, **changes))


def change_round(state: VoyagesState, conflict_id: str, **changes: Any) -> VoyagesState:
    """The state with fields of a conflict's current round changed (no round: unchanged)."""
    conflict = state.conflicts.get(conflict_id)
    if conflict is None or conflict.round is None:
        return state
    return with_conflict(state, replace(conflict, round=replace(conflict.round, **changes)))


def change_stake(state: VoyagesState, conflict_id: str, stake_id: str,
                 **changes: Any) -> VoyagesState:
    """The state with fields of one stake changed (unknown stake: unchanged)."""
    conflict = state.conflicts.get(conflict_id)
    stake = None if conflict is None else conflict.stakes.get(stake_id)
    if conflict is None or stake is None:
        return state
    return with_conflict(state, replace(conflict, stakes={**conflict.stakes,
                                                          stake_id: replace(stake, **changes)}))


def change_side(state: VoyagesState, conflict_id: str, side_id: str,
                **changes: Any) -> VoyagesState:
    """The state with fields of one side changed."""
    conflict = state.conflicts.get(conflict_id)
    if conflict is None:
        return state
    sides = tuple(replace(s, **changes) if s.side_id == side_id else s for s in conflict.sides)
    return with_conflict(state, replace(conflict, sides=sides))


def change_settlement(state: VoyagesState, conflict_id: str, settlement_id: str,
                      **changes: Any) -> VoyagesState:
    """The state with fields of one settlement changed (unknown settlement: unchanged)."""
    conflict = state.conflicts.get(conflict_id)
    found = None if conflict is None else conflict.settlements.get(settlement_id)
    if conflict is None or found is None:
        return state
    settlements = {**conflict.settlements, settlement_id: replace(found, **changes)}
    return with_conflict(state, replace(conflict, settlements=settlements))
