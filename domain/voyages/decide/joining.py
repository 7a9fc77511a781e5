"""T15: a running conflict changes its cast and its stakes between rounds: a character
joins a side, and the side that put a stake in play withdraws it before it is bought
(re-pricing is ``PriceStake`` again, in ``decide.conflict``)."""

from domain.core import Actor, DomainError, Emitter, NotAuthorized, RandomSource
from domain.core.guards import require_owner
from domain.voyages import commands as c
from domain.voyages import events as e
from domain.voyages.decide import acting_side, active_side, between_rounds
from domain.voyages.decide.leaving import rejected_naming
from domain.voyages.rules.conflict import OPEN_STAKE, Conflict
from domain.voyages.state import VoyagesState, character


def in_conflict(conflict: Conflict, member: str) -> bool:
    """Whether that member is on a side of the conflict (one that left included)."""
    return any(member in s.members for s in conflict.sides)


def join_conflict(em: Emitter[VoyagesState], command: c.JoinConflict, actor: Actor,
                  rng: RandomSource) -> None:
    """T15: a side's seat brings its own character (``not_owner`` for another seat's) into
    the side between rounds; not twice in one conflict (``already_in_conflict``). A lone
    member's pending tiers named no member: those settlements are rejected (T5)."""
    state = em.state
    conflict = between_rounds(state, command.conflict_id)
    side = active_side(conflict, acting_side(conflict, actor, command.side_id).side_id)
    sheet = character(state, command.character_id)
    require_owner(actor, sheet.owner_player_id, f"seat does not play {sheet.name}",
                  code="not_owner")
    if in_conflict(conflict, sheet.character_id):
        raise DomainError("already_in_conflict", f"{sheet.name} is already in the conflict")
    mode = command.group_mode if side.group_mode == "solo" else side.group_mode
    em.emit(e.MemberJoinedConflict(conflict_id=conflict.conflict_id, side_id=side.side_id,
                                   member=sheet.character_id, group_mode=mode))
    if len(side.members) == 1:  # a tier it pays no longer lands on its lone member (T5)
        em.emit_all(rejected_naming(conflict, side.side_id, lambda t: t.member is None
                                    and t.payer_side_id == side.side_id))


def withdraw_stake(em: Emitter[VoyagesState], command: c.WithdrawStake, actor: Actor,
                   rng: RandomSource) -> None:
    """T15: the side that wanted (or offered) a stake takes it back while it is proposed or
    priced (``stake_not_withdrawable``; another side: ``not_proposer``); the pending
    settlements naming it are rejected."""
    state = em.state
    conflict = between_rounds(state, command.conflict_id)
    stake = conflict.stakes.get(command.stake_id)
    if stake is None:
        raise DomainError("unknown_stake", f"no stake {command.stake_id!r}")
    side = acting_side(conflict, actor, command.side_id or stake.put_in_by)
    if side.side_id != stake.put_in_by:
        raise NotAuthorized("not_proposer", f"{stake.put_in_by!r} put it in play")
    if stake.status not in OPEN_STAKE:
        raise DomainError("stake_not_withdrawable", f"stake {stake.stake_id!r} is {stake.status}")
    em.emit(e.StakeWithdrawn(conflict_id=conflict.conflict_id, stake_id=stake.stake_id,
                             side_id=side.side_id))
    em.emit_all(rejected_naming(conflict, side.side_id, lambda t: t.stake_id == stake.stake_id))
