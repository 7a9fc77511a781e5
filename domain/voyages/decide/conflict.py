"""Conflict commands outside a round: opening, stakes, action costs, frames, ending; and
the generic tiers a side inflicts, shared by settlements and round resolution: the
alternative the payer picks (T4), the member it lands on (T5), and its adjective written
on a character or a thing member (T2, T11)."""

from collections.abc import Callable
from dataclasses import dataclass

from domain.core import Actor, DomainError, Emitter, Event, RandomSource, carried
from domain.core.guards import invalid
from domain.core.words import sentence
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decide import (
    acting_side,
    active_side,
    between_rounds,
    check_grid,
    named_conflict,
    open_conflict,
    require_new_resolution,
)
from domain.voyages.decide.adjective import AdjectiveWriter
from domain.voyages.rules.conflict import (
    OPEN_STAKE,
    Conflict,
    GridAdjective,
    GridEntry,
    GridOption,
    SettlementTerm,
    Side,
    Stake,
)
from domain.voyages.rules.resolution import level_name, points_for_level
from domain.voyages.rules.sheet import Target
from domain.voyages.state import VoyagesState, character, next_effect_id


def _check_sides(sides: tuple[cmd.SideSpec, ...], initiator: str) -> None:
    ids = [s.side_id for s in sides]
    members = [m for s in sides for m in s.members]
    if len(ids) < 2 or len(set(ids)) != len(ids) or initiator not in ids:
        invalid(sentence("two sides or more, distinct ids, the initiator among them"),
                field="sides")
    if any(not s.members for s in sides) or len(members) != len(set(members)):
        invalid(sentence("each side has members; a member is in one side only"), field="sides")
    if any((s.group_mode == "solo") != (len(s.members) == 1) for s in sides):
        invalid(sentence("solo mode is for a side of exactly one member"), field="sides")


def open_conflict_command(em: Emitter[VoyagesState], command: cmd.OpenConflict, actor: Actor,
                          rng: RandomSource) -> None:
    """GM: frame, level, grid and sides; the counter starts at 3 x level."""
    state = em.state
    require_new_resolution(state, command.conflict_id)
    check_grid(command.generic_grid)
    _check_sides(command.sides, command.initiator_side_id)
    sides = tuple(carried(Side, s) for s in command.sides)
    em.emit(ev.ConflictOpened(conflict_id=command.conflict_id, frame=command.frame,
                             escalation_points=points_for_level(command.level),
                             generic_grid=command.generic_grid, sides=sides,
                             initiator_side_id=command.initiator_side_id))


def stake_to_add(state: VoyagesState, conflict_id: str, stake_id: str, actor: Actor,
               side_id: str | None) -> tuple[Conflict, Side]:
    """A conflict between rounds, the side acting, and a stake id not yet used."""
    conflict = between_rounds(state, conflict_id)
    side = acting_side(conflict, actor, side_id)
    if stake_id in conflict.stakes:
        raise DomainError("duplicate_id", sentence("stake “%(stake)s” exists", stake=stake_id))
    return conflict, side


def propose_stake(em: Emitter[VoyagesState], command: cmd.ProposeStake, actor: Actor,
                  rng: RandomSource) -> None:
    """A side wants something another side owns."""
    state = em.state
    conflict, side = stake_to_add(state, command.conflict_id, command.stake_id, actor,
                                command.side_id)
    owner = active_side(conflict, command.owner_side_id)
    if owner.side_id == side.side_id:
        invalid(sentence("a side proposes stakes owned by another side"))
    em.emit(ev.StakeProposed(conflict_id=conflict.conflict_id, stake_id=command.stake_id,
                            owner_side_id=owner.side_id, wanted_by_side_id=side.side_id,
                            description=command.description))


def _check_cost(cost: int) -> None:
    if not 1 <= cost <= 3:
        invalid(sentence("a stake costs 1..3"))


def offer_stake(em: Emitter[VoyagesState], command: cmd.OfferStake, actor: Actor,
                rng: RandomSource) -> None:
    """A side offers something of its own, priced."""
    state = em.state
    conflict, side = stake_to_add(state, command.conflict_id, command.stake_id, actor,
                                command.side_id)
    _check_cost(command.cost)
    em.emit(ev.StakeOffered(conflict_id=conflict.conflict_id, stake_id=command.stake_id,
                           owner_side_id=side.side_id, description=command.description,
                           cost=command.cost))


def owned_proposed_stake(state: VoyagesState, conflict_id: str, stake_id: str,
                          actor: Actor, statuses: tuple[str, ...] = ("proposed",)) -> Stake:
    conflict = between_rounds(state, conflict_id)
    stake = conflict.stakes.get(stake_id)
    if stake is None:
        raise DomainError("unknown_stake", sentence("no stake “%(stake)s”", stake=stake_id))
    owner = conflict.side(stake.owner_side_id)
    acting_side(conflict, actor, owner.side_id if owner else None)
    if stake.status not in statuses:
        raise DomainError("stake_already_priced",
                          sentence("stake “%(stake)s” is %(status)s",
                                   stake=stake_id, status=stake.status))
    return stake


def rejected_naming(conflict: Conflict, side_id: str,
                    named: Callable[[SettlementTerm], bool]) -> list[Event]:
    """T15: the pending settlements with a term ``named`` no longer hold once that stake or
    member has changed (rejected, with the side that changed it)."""
    return [ev.SettlementRejected(conflict_id=conflict.conflict_id,
                                 settlement_id=s.settlement_id, side_id=side_id)
            for s in conflict.settlements.values()
            if s.status == "pending" and any(named(t) for t in s.terms)]


def price_stake(em: Emitter[VoyagesState], command: cmd.PriceStake, actor: Actor,
                rng: RandomSource) -> None:
    """The owning side prices a proposed stake (1..3), or re-prices it before it is bought
    (T15: the pending settlements naming it are rejected)."""
    state = em.state
    stake = owned_proposed_stake(state, command.conflict_id, command.stake_id, actor,
                                  OPEN_STAKE)
    _check_cost(command.cost)
    em.emit(ev.StakePriced(conflict_id=command.conflict_id, stake_id=stake.stake_id,
                          cost=command.cost))
    if stake.status == "priced" and stake.cost != command.cost:
        em.emit_all(rejected_naming(state.conflicts[command.conflict_id],
                                    stake.owner_side_id, lambda t: t.stake_id == stake.stake_id))


def refuse_stake(em: Emitter[VoyagesState], command: cmd.RefuseStake, actor: Actor,
                 rng: RandomSource) -> None:
    """The owning side refuses to put a stake in play."""
    state = em.state
    stake = owned_proposed_stake(state, command.conflict_id, command.stake_id, actor)
    em.emit(ev.StakeRefused(conflict_id=command.conflict_id, stake_id=stake.stake_id))


def set_action_cost(em: Emitter[VoyagesState], command: cmd.SetActionCost, actor: Actor,
                    rng: RandomSource) -> None:
    """GM: a cost for refusing, leaving, escalating..."""
    state = em.state
    conflict = open_conflict(state, command.conflict_id)
    if command.cost_id in conflict.action_costs:
        raise DomainError("duplicate_id", sentence("cost “%(cost)s” exists", cost=command.cost_id))
    if command.adjective is not None and not 1 <= command.adjective.value <= 3:
        invalid(sentence("an adjective's value is 1..3"))
    em.emit(carried(ev.ActionCostSet, command))


def apply_action_cost(em: Emitter[VoyagesState], command: cmd.ApplyActionCost, actor: Actor,
                      rng: RandomSource) -> None:
    """GM: the cost hits a character (a harmful effect)."""
    state = em.state
    conflict = state.conflicts.get(command.conflict_id)
    if conflict is None:
        raise DomainError("unknown_resolution",
                          sentence("no conflict “%(conflict)s”", conflict=command.conflict_id))
    cost = conflict.action_costs.get(command.cost_id)
    if cost is None:
        raise DomainError("unknown_cost", sentence("no cost “%(cost)s”", cost=command.cost_id))
    sheet = character(state, command.character_id)
    effect_id = next_effect_id(state)
    em.emit(ev.ActionCostApplied(conflict_id=conflict.conflict_id, cost_id=cost.cost_id,
                                character_id=sheet.character_id, effect_id=effect_id))
    if cost.adjective is not None:
        em.emit(AdjectiveWriter(state).inflict(sheet.character_id, cost.adjective,
                                               "action_cost", effect_id))


def change_frame(em: Emitter[VoyagesState], command: cmd.ChangeFrame, actor: Actor,
                 rng: RandomSource) -> None:
    """GM: a new frame between rounds; its level sets the counter [D2, D16]."""
    state = em.state
    conflict = named_conflict(state, command.conflict_id)
    check_grid(command.generic_grid)
    points = points_for_level(command.level)
    em.emit(ev.FrameChanged(conflict_id=conflict.conflict_id, frame=command.frame,
                           escalation_points=points, generic_grid=command.generic_grid))
    if points != conflict.escalation_points:
        em.emit(ev.EscalationChanged(
            conflict_id=conflict.conflict_id, points_before=conflict.escalation_points,
            points_after=points, level=level_name(points), cause="frame_change"))


def end_conflict(em: Emitter[VoyagesState], command: cmd.EndConflict, actor: Actor,
                 rng: RandomSource) -> None:
    """GM: the conflict ends by agreement or ruling."""
    state = em.state
    conflict = open_conflict(state, command.conflict_id)
    em.emit(ev.ConflictClosed(conflict_id=conflict.conflict_id, reason=command.reason))


@dataclass(frozen=True)
class GenericTier:
    """A generic tier declared against a side: in a settlement term or a purchase."""

    tier: int
    target_side_id: str
    member: str | None = None
    choice: int | None = None


def default_member(conflict: Conflict, side_id: str, member: str | None) -> str | None:
    """The member a generic tier lands on: the named one, or a lone member."""
    side = conflict.side(side_id)
    if member is not None or side is None:
        return member
    return side.members[0] if len(side.members) == 1 else None


def member_target(state: VoyagesState, member: str | None) -> Target | None:
    """Where a grid adjective is written: a character, or a registered thing (T11: bandits,
    a storm); an npc label carries none."""
    if member in state.characters:
        return Target(kind="character", id=member)
    if member is not None and member in state.things:
        return Target(kind="thing", id=member)
    return None


def chosen(entry: GridEntry, choice: int | None) -> GridOption:
    """T4: the alternative the payer picks (``choice_required`` when the entry lists some
    and none is named; ``invalid_choice`` out of range or for an entry that lists none)."""
    if not entry.alternatives:
        if choice is not None:
            raise DomainError("invalid_choice", sentence("this tier lists no alternatives"))
    elif choice is None:
        raise DomainError("choice_required",
                          sentence("pick one of %(count)d alternatives of « %(description)s »",
                                   count=len(entry.alternatives), description=entry.description))
    elif not 0 <= choice < len(entry.alternatives):
        raise DomainError("invalid_choice",
                          sentence("choice is 0..%(last)d", last=len(entry.alternatives) - 1))
    return entry.option(choice)


def _inflict(writer: AdjectiveWriter, target: Target, adjective: GridAdjective,
             effect_id: str | None) -> Event:
    return writer.add(target, adjective.name, adjective.value, "negative", adjective.duration,
                      cause="generic_stake", effect_id=effect_id)


def check_generic_tiers(state: VoyagesState, conflict: Conflict,
                        tiers: list[GenericTier]) -> None:
    """Generic tiers as declared: the alternative picked (T4), a member named against a
    side of several when the tier carries an adjective (T5, ``member_required``), and the
    adjectives they would write staying within 3 (T2, ``adjective_value_cap``)."""
    writer = AdjectiveWriter(state)
    for declared in tiers:
        if not 1 <= declared.tier <= len(conflict.generic_grid):
            continue
        option = chosen(conflict.generic_grid[declared.tier - 1], declared.choice)
        if option.adjective is None:
            continue
        member = default_member(conflict, declared.target_side_id, declared.member)
        if member is None:
            raise DomainError("member_required",
                              sentence("tier %(tier)s writes « %(adjective)s »: name the member "
                                       "it lands on", tier=declared.tier,
                                       adjective=option.adjective.name))
        target = member_target(state, member)
        if target is not None:
            _inflict(writer, target, option.adjective, None)


def generic_events(state: VoyagesState, writer: AdjectiveWriter, conflict: Conflict,
                   by_side_id: str, declared: GenericTier, effect_id: str) -> list[Event]:
    """A generic tier inflicted: the alternative's description, and its adjective on a
    character or thing member."""
    option = conflict.generic_grid[declared.tier - 1].option(declared.choice)
    member = default_member(conflict, declared.target_side_id, declared.member)
    events: list[Event] = [ev.GenericStakeAcquired(
        conflict_id=conflict.conflict_id, tier=declared.tier, description=option.description,
        by_side_id=by_side_id, target_side_id=declared.target_side_id, member=member,
        choice=declared.choice, effect_id=effect_id)]
    target = member_target(state, member)
    if option.adjective is not None and target is not None:
        events.append(_inflict(writer, target, option.adjective, effect_id))
    return events
