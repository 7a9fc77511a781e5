"""Conflict commands outside a round: opening, stakes, action costs, frames, ending (the
generic tiers a side inflicts are in ``decide.generic``)."""

from domain.core import Actor, DomainError, Emitter, RandomSource, carried
from domain.core.guards import invalid
from domain.voyages import commands as c
from domain.voyages import events as e
from domain.voyages.decide import (
    acting_side,
    active_side,
    between_rounds,
    check_grid,
    open_conflict,
    require_gm,
    require_new_resolution,
)
from domain.voyages.decide.adjective import AdjectiveWriter
from domain.voyages.decide.leaving import rejected_naming
from domain.voyages.rules.conflict import OPEN_STAKE, Conflict, Side, Stake
from domain.voyages.rules.resolution import level_name, points_for_level
from domain.voyages.state import VoyagesState, character, next_effect_id


def _check_sides(sides: tuple[c.SideSpec, ...], initiator: str) -> None:
    ids = [s.side_id for s in sides]
    members = [m for s in sides for m in s.members]
    if len(ids) < 2 or len(set(ids)) != len(ids) or initiator not in ids:
        invalid("two sides or more, distinct ids, the initiator among them")
    if any(not s.members for s in sides) or len(members) != len(set(members)):
        invalid("each side has members; a member is in one side only")
    if any((s.group_mode == "solo") != (len(s.members) == 1) for s in sides):
        invalid("solo mode is for a side of exactly one member")


def open_conflict_command(em: Emitter[VoyagesState], command: c.OpenConflict, actor: Actor,
                          rng: RandomSource) -> None:
    """GM: frame, level, grid and sides; the counter starts at 3 x level."""
    state = em.state
    require_gm(actor)
    require_new_resolution(state, command.conflict_id)
    check_grid(command.generic_grid)
    _check_sides(command.sides, command.initiator_side_id)
    sides = tuple(carried(Side, s) for s in command.sides)
    em.emit(e.ConflictOpened(conflict_id=command.conflict_id, frame=command.frame,
                             escalation_points=points_for_level(command.level),
                             generic_grid=command.generic_grid, sides=sides,
                             initiator_side_id=command.initiator_side_id))


def _new_stake(state: VoyagesState, conflict_id: str, stake_id: str, actor: Actor,
               side_id: str | None) -> tuple[Conflict, Side]:
    """A conflict between rounds, the side acting, and a stake id not yet used."""
    conflict = between_rounds(state, conflict_id)
    side = acting_side(conflict, actor, side_id)
    if stake_id in conflict.stakes:
        raise DomainError("duplicate_id", f"stake {stake_id!r} exists")
    return conflict, side


def propose_stake(em: Emitter[VoyagesState], command: c.ProposeStake, actor: Actor,
                  rng: RandomSource) -> None:
    """A side wants something another side owns."""
    state = em.state
    conflict, side = _new_stake(state, command.conflict_id, command.stake_id, actor,
                                command.side_id)
    owner = active_side(conflict, command.owner_side_id)
    if owner.side_id == side.side_id:
        invalid("a side proposes stakes owned by another side")
    em.emit(e.StakeProposed(conflict_id=conflict.conflict_id, stake_id=command.stake_id,
                            owner_side_id=owner.side_id, wanted_by_side_id=side.side_id,
                            description=command.description))


def _check_cost(cost: int) -> None:
    if not 1 <= cost <= 3:
        invalid("a stake costs 1..3")


def offer_stake(em: Emitter[VoyagesState], command: c.OfferStake, actor: Actor,
                rng: RandomSource) -> None:
    """A side offers something of its own, priced."""
    state = em.state
    conflict, side = _new_stake(state, command.conflict_id, command.stake_id, actor,
                                command.side_id)
    _check_cost(command.cost)
    em.emit(e.StakeOffered(conflict_id=conflict.conflict_id, stake_id=command.stake_id,
                           owner_side_id=side.side_id, description=command.description,
                           cost=command.cost))


def _owned_proposed_stake(state: VoyagesState, conflict_id: str, stake_id: str,
                          actor: Actor, statuses: tuple[str, ...] = ("proposed",)) -> Stake:
    conflict = between_rounds(state, conflict_id)
    stake = conflict.stakes.get(stake_id)
    if stake is None:
        raise DomainError("unknown_stake", f"no stake {stake_id!r}")
    owner = conflict.side(stake.owner_side_id)
    acting_side(conflict, actor, owner.side_id if owner else None)
    if stake.status not in statuses:
        raise DomainError("stake_already_priced", f"stake {stake_id!r} is {stake.status}")
    return stake


def price_stake(em: Emitter[VoyagesState], command: c.PriceStake, actor: Actor,
                rng: RandomSource) -> None:
    """The owning side prices a proposed stake (1..3), or re-prices it before it is bought
    (T15: the pending settlements naming it are rejected)."""
    state = em.state
    stake = _owned_proposed_stake(state, command.conflict_id, command.stake_id, actor,
                                  OPEN_STAKE)
    _check_cost(command.cost)
    em.emit(e.StakePriced(conflict_id=command.conflict_id, stake_id=stake.stake_id,
                          cost=command.cost))
    if stake.status == "priced" and stake.cost != command.cost:
        em.emit_all(rejected_naming(state.conflicts[command.conflict_id],
                                    stake.owner_side_id, lambda t: t.stake_id == stake.stake_id))


def refuse_stake(em: Emitter[VoyagesState], command: c.RefuseStake, actor: Actor,
                 rng: RandomSource) -> None:
    """The owning side refuses to put a stake in play."""
    state = em.state
    stake = _owned_proposed_stake(state, command.conflict_id, command.stake_id, actor)
    em.emit(e.StakeRefused(conflict_id=command.conflict_id, stake_id=stake.stake_id))


def set_action_cost(em: Emitter[VoyagesState], command: c.SetActionCost, actor: Actor,
                    rng: RandomSource) -> None:
    """GM: a cost for refusing, leaving, escalating..."""
    state = em.state
    require_gm(actor)
    conflict = open_conflict(state, command.conflict_id)
    if command.cost_id in conflict.action_costs:
        raise DomainError("duplicate_id", f"cost {command.cost_id!r} exists")
    if command.adjective is not None and not 1 <= command.adjective.value <= 3:
        invalid("an adjective's value is 1..3")
    em.emit(carried(e.ActionCostSet, command))


def apply_action_cost(em: Emitter[VoyagesState], command: c.ApplyActionCost, actor: Actor,
                      rng: RandomSource) -> None:
    """GM: the cost hits a character (a harmful effect)."""
    state = em.state
    require_gm(actor)
    conflict = state.conflicts.get(command.conflict_id)
    if conflict is None:
        raise DomainError("unknown_resolution", f"no conflict {command.conflict_id!r}")
    cost = conflict.action_costs.get(command.cost_id)
    if cost is None:
        raise DomainError("unknown_cost", f"no cost {command.cost_id!r}")
    sheet = character(state, command.character_id)
    effect_id = next_effect_id(state)
    em.emit(e.ActionCostApplied(conflict_id=conflict.conflict_id, cost_id=cost.cost_id,
                                character_id=sheet.character_id, effect_id=effect_id))
    if cost.adjective is not None:
        em.emit(AdjectiveWriter(state).inflict(sheet.character_id, cost.adjective,
                                               "action_cost", effect_id))


def change_frame(em: Emitter[VoyagesState], command: c.ChangeFrame, actor: Actor,
                 rng: RandomSource) -> None:
    """GM: a new frame between rounds; its level sets the counter [D2, D16]."""
    state = em.state
    require_gm(actor)
    conflict = between_rounds(state, command.conflict_id)
    check_grid(command.generic_grid)
    points = points_for_level(command.level)
    em.emit(e.FrameChanged(conflict_id=conflict.conflict_id, frame=command.frame,
                           escalation_points=points, generic_grid=command.generic_grid))
    if points != conflict.escalation_points:
        em.emit(e.EscalationChanged(
            conflict_id=conflict.conflict_id, points_before=conflict.escalation_points,
            points_after=points, level=level_name(points), cause="frame_change"))


def end_conflict(em: Emitter[VoyagesState], command: c.EndConflict, actor: Actor,
                 rng: RandomSource) -> None:
    """GM: the conflict ends by agreement or ruling."""
    state = em.state
    require_gm(actor)
    conflict = open_conflict(state, command.conflict_id)
    em.emit(e.ConflictClosed(conflict_id=conflict.conflict_id, reason=command.reason))
