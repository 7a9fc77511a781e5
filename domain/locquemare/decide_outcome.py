"""Action flow, second half: resolve, choose an outcome, owed consequences."""

from domain.core import Actor, DomainError, Event, RandomSource
from domain.locquemare import commands_play as cp
from domain.locquemare import events_play as pe
from domain.locquemare.checks import (
    get_action,
    get_hero,
    invalid,
    new_key_id,
    owned_hero,
    require_choice,
    require_gm,
    require_no_pending_harm,
)
from domain.locquemare.evolve import Flow
from domain.locquemare.harm import free_slots
from domain.locquemare.outcomes import apply_option, close_if_done, conclude
from domain.locquemare.resolution import (
    CONSEQUENCE_OPTIONS,
    base_motivation,
    key_bonus,
    options_for,
    prowess_bonus,
    tier_for,
)
from domain.locquemare.state import EFFECTS, SEVERITIES, LocquemareState

State = LocquemareState


def resolve_action(state: State, cmd: cp.ResolveAction, actor: Actor,
                   rng: RandomSource) -> list[Event]:
    """Final motivation against difficulty (7.3); a single-option tier applies at once."""
    action = get_action(state, cmd.action_id, "rolled")
    hero = owned_hero(state, actor, action.hero_id)
    require_no_pending_harm(hero)
    base = base_motivation(state, hero, action)
    keys, prowesses = key_bonus(action), prowess_bonus(action)
    motivation = base + action.dice_total + prowesses + keys
    difficulty = action.difficulty or 0
    tier = tier_for(motivation, difficulty)
    flow = Flow(state)
    flow.emit(pe.ActionResolved(action_id=action.action_id, base_motivation=base,
                                dice_total=action.dice_total, prowess_bonus=prowesses,
                                key_bonus=keys, motivation=motivation, difficulty=difficulty,
                                tier=tier, options=options_for(action, tier)))
    conclude(flow, rng, cmd.elan_text, cmd.stress_check_d10)
    return flow.events


def choose_outcome(state: State, cmd: cp.ChooseOutcome, actor: Actor,
                   rng: RandomSource) -> list[Event]:
    """Pick an option of the menu; `*_consequence` options owe a consequence (D24)."""
    action = get_action(state, cmd.action_id, "awaiting_choice")
    hero = owned_hero(state, actor, action.hero_id)
    if action.chosen is not None:
        raise DomainError("wrong_step", "the outcome is already chosen")
    if cmd.option not in action.options:
        raise DomainError("invalid_option", f"options are {', '.join(action.options)}")
    if cmd.option in CONSEQUENCE_OPTIONS and not free_slots(hero):
        raise DomainError("no_free_consequence_slot", f"{hero.name} has no free slot")
    flow = Flow(state)
    apply_option(flow, rng, cmd.option, cmd.elan_text, cmd.stress_check_d10)
    close_if_done(flow)
    return flow.events


def inflict_consequence(state: State, cmd: cp.InflictConsequence, actor: Actor,
                        rng: RandomSource) -> list[Event]:
    """The Adversity places a consequence; it pays an owed one when the action waits."""
    require_gm(actor)
    hero = get_hero(state, cmd.hero_id)
    require_choice("severity", cmd.severity, SEVERITIES)
    require_choice("effect", cmd.effect, EFFECTS)
    if not cmd.text.strip():
        invalid("a consequence needs a text")
    if hero.consequence_slots.get(cmd.severity) is not None:
        raise DomainError("no_free_consequence_slot", f"{hero.name}'s {cmd.severity} slot is used")
    action = state.action
    owed = action is not None and action.hero_id == hero.hero_id and action.pending_consequence
    flow = Flow(state)
    flow.emit(pe.ConsequenceInflicted(
        hero_id=hero.hero_id, key_id=new_key_id(state, f"{hero.hero_id}-consequence"),
        severity=cmd.severity, text=cmd.text, effect=cmd.effect,
        cause="outcome" if owed else "adversity"))
    if owed:
        close_if_done(flow)
    return flow.events
