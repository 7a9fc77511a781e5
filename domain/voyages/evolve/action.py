"""How actions, their 'maybe' answers and rerolls change the state."""

from msgspec.structs import replace

from domain.voyages import events as ev
from domain.voyages.evolve import register_harm
from domain.voyages.rules.conflict import Conflict, SideRoll
from domain.voyages.rules.model import (
    Action,
    Roll,
    Situation,
)
from domain.voyages.rules.resolution import group_score
from domain.voyages.state import VoyagesState, close_resolution, started


def _with_action(state: VoyagesState, action: Action) -> VoyagesState:
    return replace(state, actions={**state.actions, action.action_id: action})


def action_rolled(state: VoyagesState, event: ev.ActionRolled) -> VoyagesState:
    """A new open action with its rolls."""
    state = started(state, [event.character_id, *(h.character_id for h in event.helpers)])
    main = Roll(roll_id=event.main.roll_id, character_id=event.character_id,
                die=event.main.dice.values[0], modifiers=event.main.modifiers,
                score=event.main.dice.values[0] + event.main.modifier_total,
                window=state.starts.get(event.character_id, 0))
    helpers = tuple(Roll(roll_id=h.roll_id, character_id=h.character_id, die=h.dice.values[0],
                         modifiers=h.modifiers, score=h.score,
                         window=state.starts.get(h.character_id, 0)) for h in event.helpers)
    return _with_action(state, Action(action_id=event.action_id,
                                      character_id=event.character_id, main=main,
                                      helpers=helpers, invited=event.invited))


def _retire(state: VoyagesState, effect_id: str | None) -> VoyagesState:
    """A failed outcome a reroll replaced is no longer a harm (unless a flaw took it)."""
    effect = state.effects.get(effect_id or "")
    if effect is None or effect.negated:
        return state
    return replace(state, effects={k: v for k, v in state.effects.items() if k != effect_id})


def action_result(state: VoyagesState, event: ev.ActionResultComputed) -> VoyagesState:
    """The action's outcome; a failed one (``no``, natural 1) is a harmful effect (R1)."""
    action = state.actions.get(event.action_id)
    if action is None:
        return state
    state = _retire(state, action.outcome_effect_id)
    state = _with_action(state, replace(action, natural_one=event.natural_one,
                                        total=event.total, tier=event.tier, margin=event.margin,
                                        outcome_effect_id=event.effect_id))
    return register_harm(state, event.effect_id, action.action_id, "action_outcome",
                         (action.character_id,))


def maybe_resolved(state: VoyagesState, event: ev.MaybeResolved) -> VoyagesState:
    """The owner's answer; paying a cost is a harmful effect, and so is declining: the
    action fails, its outcome's effect (T14)."""
    action = state.actions.get(event.action_id)
    if action is None:
        return state
    declined = event.option == "decline"
    outcome = event.effect_id if declined else action.outcome_effect_id
    state = _with_action(state, replace(action, maybe_option=event.option,
                                        outcome_effect_id=outcome))
    return register_harm(state, event.effect_id, action.action_id,
                         "maybe_declined" if declined else "maybe_cost", (action.character_id,))


def action_closed(state: VoyagesState, event: ev.ActionClosed) -> VoyagesState:
    """The action is closed: only its id remains."""
    return close_resolution(state, event.action_id)


def _rerolled(roll: Roll | None, event: ev.RollRerolled) -> Roll | None:
    if roll is None or roll.roll_id != event.roll_id:
        return roll
    return replace(roll, die=event.dice.values[0], score=event.new_score)


def _reroll_situation(situation: Situation, event: ev.RollRerolled) -> Situation:
    participants = {cid: replace(p, roll=_rerolled(p.roll, event))
                    for cid, p in situation.participants.items()}
    return replace(situation, participants=participants,
                   environment_roll=_rerolled(situation.environment_roll, event))


def _side_raw(side_roll: SideRoll, group_mode: str) -> int:
    """Raw side score: members combined by group mode, plus side modifiers [D22]."""
    scores = [r.score for r in side_roll.member_rolls]
    return group_score(scores, group_mode) + sum(m.value for m in side_roll.side_modifiers)


def _reroll_conflict(conflict: Conflict, event: ev.RollRerolled) -> Conflict:
    current = conflict.round
    if current is None:
        return conflict
    rolls = {}
    for side_id, side_roll in current.rolls.items():
        members = tuple(_rerolled(r, event) or r for r in side_roll.member_rolls)
        side = conflict.side(side_id)
        updated = replace(side_roll, member_rolls=members)
        rolls[side_id] = replace(updated, raw_score=_side_raw(
            updated, side.group_mode if side else "sum"))
    return replace(conflict, round=replace(current, rolls=rolls))


def roll_rerolled(state: VoyagesState, event: ev.RollRerolled) -> VoyagesState:
    """A die replaced in whichever resolution holds the roll."""
    rid = event.resolution_id
    if rid in state.actions:
        action = state.actions[rid]
        main = _rerolled(action.main, event) or action.main
        helpers = tuple(_rerolled(h, event) or h for h in action.helpers)
        return _with_action(state, replace(action, main=main, helpers=helpers))
    if rid in state.situations:
        situation = _reroll_situation(state.situations[rid], event)
        return replace(state, situations={**state.situations, rid: situation})
    if rid in state.conflicts:
        conflict = _reroll_conflict(state.conflicts[rid], event)
        return replace(state, conflicts={**state.conflicts, rid: conflict})
    return state
