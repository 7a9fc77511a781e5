"""A conflict round up to its scoring (7.6) [D3, D4, D19, D22]."""

from msgspec.structs import replace

from domain.core import Actor, DomainError, Emitter, RandomSource
from domain.core.guards import invalid
from domain.core.words import sentence
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decide import (
    active_side,
    edged_roll,
    named_conflict,
    named_round,
    named_side,
)
from domain.voyages.decide.adjective import used_adjective_events
from domain.voyages.rules.conflict import Round, Side, next_active
from domain.voyages.rules.dice import DiceFeed
from domain.voyages.rules.model import DiceRecord, Modifier
from domain.voyages.rules.modifiers import UsedAdjective, roll_modifiers, total
from domain.voyages.rules.resolution import (
    bonus_cap,
    escalation_after,
    group_score,
    level_name,
    scale_score,
)
from domain.voyages.state import VoyagesState


def start_round(em: Emitter[VoyagesState], command: cmd.StartRound, actor: Actor,
                rng: RandomSource) -> None:
    """GM: a new round once stakes are priced, settlements answered, frame current."""
    state = em.state
    conflict = named_conflict(state, command.conflict_id)
    if any(s.status == "proposed" for s in conflict.stakes.values()):
        raise DomainError("stakes_unpriced",
                          sentence("every proposed stake is priced or refused first"))
    if any(s.status == "pending" for s in conflict.settlements.values()):
        raise DomainError("settlement_pending", sentence("answer the pending settlement first"))
    if conflict.frame_change_due:
        raise DomainError("frame_change_required",
                          sentence("the counter is full: change the frame"))
    if len(conflict.active_side_ids()) < 2:
        raise DomainError("wrong_phase", sentence("fewer than two sides remain"))
    wanted = conflict.next_holder or conflict.initiator_side_id
    active = conflict.active_side_ids()
    holder = wanted if wanted in active else next_active(conflict, wanted)
    em.emit(ev.RoundStarted(conflict_id=conflict.conflict_id, round=conflict.rounds_played + 1,
                           approach_holder=holder))


def contest_approach(em: Emitter[VoyagesState], command: cmd.ContestApproach, actor: Actor,
                     rng: RandomSource) -> None:
    """GM: contesting sides roll 1d6 each; tied highest roll again [D19]."""
    state = em.state
    conflict, current = named_round(state, command.conflict_id)
    if current.number != 1 or current.contested:
        raise DomainError("wrong_phase", sentence("only the first approach is contested, once"))
    if len(command.side_ids) < 2 or len(set(command.side_ids)) != len(command.side_ids):
        invalid(sentence("two distinct sides or more contest"))
    for side_id in command.side_ids:
        active_side(conflict, side_id)
    feed, contenders = DiceFeed(rng, command.dice), list(command.side_ids)
    passes: list[dict[str, DiceRecord]] = []
    while len(contenders) > 1:
        rolled = {s: feed.next(f"{conflict.conflict_id}:approach:{len(passes) + 1}:{s}")
                  for s in contenders}
        passes.append(rolled)
        best = max(r.values[0] for r in rolled.values())
        contenders = [s for s in contenders if rolled[s].values[0] == best]
    feed.finish()
    em.emit(ev.ApproachContested(conflict_id=conflict.conflict_id, rounds_of_dice=tuple(passes),
                                winner_side_id=contenders[0]))


def choose_approach(em: Emitter[VoyagesState], command: cmd.ChooseApproach, actor: Actor,
                    rng: RandomSource) -> None:
    """The holder's side describes its approach."""
    state = em.state
    conflict, current = named_round(state, command.conflict_id)
    holder = named_side(conflict, actor, current.approach_holder)
    em.emit(ev.ApproachChosen(conflict_id=conflict.conflict_id, round=current.number,
                             side_id=holder.side_id, description=command.description))


def rule_approach(em: Emitter[VoyagesState], command: cmd.RuleApproach, actor: Actor,
                  rng: RandomSource) -> None:
    """GM: off frame (-2) and well thought (+1), for the holder only [D4]."""
    state = em.state
    conflict, current = named_round(state, command.conflict_id)
    if current.rolls:
        raise DomainError("wrong_phase", sentence("rule the approach before any side rolls"))
    em.emit(ev.ApproachRuled(conflict_id=conflict.conflict_id, round=current.number,
                            off_frame=command.off_frame, good_approach=command.good_approach))


def _side_modifiers(side: Side, current: Round, bonus: int) -> tuple[Modifier, ...]:
    holder = side.side_id == current.approach_holder
    candidates = [Modifier(source="terrain", value=side.terrain),
                  Modifier(source="escalation", value=bonus),
                  Modifier(source="off_frame", value=-2 if holder and current.off_frame else 0),
                  Modifier(source="good_approach",
                           value=1 if holder and current.good_approach else 0)]
    return tuple(m for m in candidates if m.value)


def _check_members(state: VoyagesState, side: Side, command: cmd.RollConflict, actor: Actor
                   ) -> tuple[list[cmd.MemberRollSpec], list[UsedAdjective]]:
    """The member rolls, a character's own ``next_roll`` adjectives joined (T7)."""
    named = [r.member for r in command.member_rolls]
    if sorted(named) != sorted(side.members):
        invalid(sentence("one roll per member of the side"))
    specs: list[cmd.MemberRollSpec] = []
    used: list[UsedAdjective] = []
    for roll in command.member_rolls:
        sheet = state.characters.get(roll.member)
        modifiers, its_used = roll_modifiers(state, roll.modifiers, sheet, "conflict",
                                             actor.is_gm)
        specs.append(replace(roll, modifiers=modifiers))
        used += its_used
    return specs, used


def roll_conflict(em: Emitter[VoyagesState], command: cmd.RollConflict, actor: Actor,
                  rng: RandomSource) -> None:
    """A side rolls one d6 per member, may escalate up to +2."""
    state = em.state
    conflict, current = named_round(state, command.conflict_id)
    side = named_side(conflict, actor, command.side_id)
    if not 0 <= command.escalation_bonus <= 2:
        invalid(sentence("escalation bonus is 0..2"))
    specs, used = _check_members(state, side, command, actor)
    prefix = f"{conflict.conflict_id}:r{current.number}:{side.side_id}"
    rolls = [edged_roll(ev.MemberRoll, spec, f"{prefix}:{spec.member}", rng) for spec in specs]
    side_mods = _side_modifiers(side, current, command.escalation_bonus)
    raw = group_score([r.score for r in rolls], side.group_mode) + total(side_mods)
    em.emit(ev.ConflictSideRolled(conflict_id=conflict.conflict_id, round=current.number,
                                 side_id=side.side_id, member_rolls=tuple(rolls),
                                 escalation_bonus=command.escalation_bonus,
                                 side_modifiers=side_mods, raw_score=raw))
    em.emit_all(used_adjective_events(used))


def score_round(em: Emitter[VoyagesState], command: cmd.ScoreRound, actor: Actor,
                rng: RandomSource) -> None:
    """GM: escalation from positive escalating sides, then halve/double [D2, D3, D5]."""
    state = em.state
    conflict, current = named_round(state, command.conflict_id)
    active = conflict.active_side_ids()
    if any(s not in current.rolls for s in active):
        raise DomainError("rolls_incomplete", sentence("every active side rolls first"))
    raw = {s: current.rolls[s].raw_score for s in active}
    added = {s: current.rolls[s].escalation_bonus if raw[s] > 0 else 0 for s in active}
    before = conflict.escalation_points
    after = escalation_after(before, sum(added.values()))
    finals = {s: scale_score(raw[s], after) for s in active}
    em.emit(ev.RoundScored(
        conflict_id=conflict.conflict_id, round=current.number, raw_scores=raw,
        escalation_added=added, escalation_points_before=before, escalation_points_after=after,
        level=level_name(after), frame_change_due=conflict.frame_change_due or after >= 9,
        final_scores=finals, free_point_side_id=current.approach_holder,
        bonus_caps={s: bonus_cap(f) for s, f in finals.items()}))
    if after != before:
        em.emit(ev.EscalationChanged(conflict_id=conflict.conflict_id, points_before=before,
                                    points_after=after, level=level_name(after),
                                    cause="escalate"))
