"""Contest handlers: the action roll, the opposition, cancelling, the winner's effect."""

from domain.core import Actor, DomainError, Event, NotAuthorized, RandomSource
from domain.xyrop.commands import (
    ApplyContestEffect,
    CancelContest,
    RollAction,
    RollOpposition,
    StressStep,
)
from domain.xyrop.dice import count_ones, roll_pool, top_sum
from domain.xyrop.effects import element_step, rated_element, stress_step
from domain.xyrop.events import (
    ActionRolled,
    ContestCancelled,
    ContestEffectApplied,
    DistinctionUsed,
    OppositionRolled,
    SpendRecord,
    TreasureUsed,
)
from domain.xyrop.guards import current_contest, present_owned, require_gm
from domain.xyrop.opposition import opposition_specs
from domain.xyrop.pool import build_player_pool
from domain.xyrop.state import GameState, Sheet, new_id


def can_act(sheet: Sheet, scene_index: int) -> bool:
    """Neither out of play nor before the scene an incapacitation ends (spec 7.1)."""
    until = sheet.incapacitated_until_scene
    return "out" not in sheet.stress.values() and (until is None or scene_index >= until)


def roll_action(state: GameState, command: RollAction, actor: Actor,
                rng: RandomSource) -> list[Event]:
    """Roll the character's pool; the roll becomes the session's current contest."""
    sheet = present_owned(state, actor, command.character_id)
    if not can_act(sheet, state.scene_index):
        raise DomainError("character_out_of_play", f"{sheet.name} cannot act yet")
    assert state.session is not None
    current = state.session.current_contest
    if current is not None and current.status == "awaiting_opposition":
        raise DomainError("contest_pending", "the current roll awaits its opposition")
    pool = build_player_pool(sheet, command, state.config)
    if pool.cost > sheet.destiny_points:
        raise DomainError("insufficient_destiny",
                          f"this roll costs {pool.cost} destiny, {sheet.name} has "
                          f"{sheet.destiny_points}")
    rolled, source = roll_pool(rng, pool.specs, command.dice)
    total, kept_refs = top_sum(rolled, pool.kept_count)
    treasure = command.treasure
    return [ActionRolled(
        contest_id=new_id(state, "contest"), character_id=sheet.character_id,
        label=command.label, pool=rolled, step_ups=pool.step_ups, kept_count=pool.kept_count,
        kept_refs=kept_refs, player_total=total, player_ones=count_ones(rolled),
        dice_source=source,
        distinctions=tuple(DistinctionUsed(distinction_id=use.distinction_id, mode=use.mode)
                           for use in command.distinctions),
        treasure_used=None if treasure is None else TreasureUsed(
            treasure_id=treasure.treasure_id, reactivated=treasure.reactivate),
        own_stress_ids=command.own_stress_ids, value_id=command.value_id,
        spend=SpendRecord(extra_approaches=command.destiny.extra_approaches,
                          extra_roles=command.destiny.extra_roles,
                          step_ups=command.destiny.step_ups,
                          keep_extra=command.destiny.keep_extra,
                          treasure_reactivation=treasure is not None and treasure.reactivate),
        destiny_before=sheet.destiny_points, destiny_spent=pool.cost,
        destiny_gained=pool.gain, destiny_after=sheet.destiny_points - pool.cost + pool.gain,
    )]


def roll_opposition(state: GameState, command: RollOpposition, actor: Actor,
                    rng: RandomSource) -> list[Event]:
    """The gm's roll: the two highest dice against the player's total (a tie fails)."""
    require_gm(actor)
    contest = current_contest(state, command.contest_id, "contest_not_awaiting_opposition")
    if contest.status != "awaiting_opposition":
        raise DomainError("contest_not_awaiting_opposition", "this contest is settled")
    specs = opposition_specs(state, contest, command)
    rolled, source = roll_pool(rng, specs, command.dice)
    total, _ = top_sum(rolled, 2)
    success = contest.player_total > total
    return [OppositionRolled(
        contest_id=contest.contest_id, kind=command.kind, npc_id=command.npc_id, pool=rolled,
        dice_source=source, opposition_total=total, gm_ones=count_ones(rolled),
        player_total=contest.player_total, outcome="success" if success else "failure",
        winner_side="player" if success else "opposition",
    )]


def cancel_contest(state: GameState, command: CancelContest, actor: Actor,
                   rng: RandomSource) -> list[Event]:
    """The gm drops the roll awaiting opposition (no refund)."""
    require_gm(actor)
    contest = current_contest(state, command.contest_id, "contest_not_awaiting_opposition")
    if contest.status != "awaiting_opposition":
        raise DomainError("contest_not_awaiting_opposition", "this contest is settled")
    return [ContestCancelled(contest_id=contest.contest_id)]


def apply_contest_effect(state: GameState, command: ApplyContestEffect, actor: Actor,
                         rng: RandomSource) -> list[Event]:
    """The winning side steps one stress or rated element, once per contest."""
    contest = current_contest(state, command.contest_id, "contest_not_current")
    if contest.status != "resolved" or contest.winner_side is None:
        raise DomainError("contest_not_resolved", "the opposition has not rolled")
    owner = state.characters[contest.character_id].owner_player_id
    allowed = actor.may_act_for(owner) if contest.winner_side == "player" else actor.is_gm
    if not allowed:
        raise NotAuthorized("not_authorized", f"the {contest.winner_side} side won")
    if contest.effect_applied:
        raise DomainError("effect_already_applied", "one effect per contest")
    effect = command.effect
    applied = ContestEffectApplied(contest_id=contest.contest_id, side=contest.winner_side,
                                   effect=effect)
    if isinstance(effect, StressStep):
        return [applied, stress_step(state, effect.target_kind, effect.target_id,
                                     effect.stress_id, effect.direction, "contest_effect",
                                     contest.contest_id)]
    element = rated_element(state, effect.element_id, "unknown_element")
    return [applied, element_step(element, effect.direction, "contest_effect",
                                  contest.contest_id)]
