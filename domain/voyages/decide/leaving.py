"""Sides (T1) or single members (T15) leaving a conflict, and settlements withdrawn (T1):
what a departure does to the settlements still pending. T15: a running conflict also
changes its cast and its stakes between rounds: a character joins a side, and the side that
put a stake in play withdraws it before it is bought (re-pricing is ``PriceStake`` again,
in ``decide.conflict``)."""


from domain.core import Actor, DomainError, Emitter, Event, NotAuthorized, RandomSource
from domain.core.guards import require_owner
from domain.core.words import sentence
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decide import acting_side, between_rounds, named_conflict, named_side
from domain.voyages.decide.conflict import rejected_naming
from domain.voyages.decide.settlement import pending, settle
from domain.voyages.rules.conflict import OPEN_STAKE, Conflict, Settlement, Side, Stake
from domain.voyages.state import VoyagesState


def involves(conflict: Conflict, settlement: Settlement, side_id: str) -> bool:
    """Whether a settlement's terms give to, take from or are owed to that side (its
    proposer is owed the generic tiers it asks for)."""
    if settlement.proposer_side_id == side_id:
        return True
    for term in settlement.terms:
        stake = conflict.stakes.get(term.stake_id or "")
        named = {term.to_side_id, term.payer_side_id}
        if stake is not None:
            named |= {stake.owner_side_id, stake.wanted_by_side_id}
        if side_id in named:
            return True
    return False


def rechecked(state: VoyagesState, conflict: Conflict, left: str) -> list[Event]:
    """T1: after ``left`` has gone, each pending settlement is rejected when it involves
    that side, and the first one every remaining side has accepted is settled."""
    pending = [s for s in conflict.settlements.values() if s.status == "pending"]
    events: list[Event] = [ev.SettlementRejected(conflict_id=conflict.conflict_id,
                                                settlement_id=s.settlement_id, side_id=left)
                           for s in pending if involves(conflict, s, left)]
    remaining = set(conflict.active_side_ids())
    agreed = next((s for s in pending if not involves(conflict, s, left)
                   and remaining <= set(s.accepted_by)), None)
    return events + (settle(state, conflict, agreed) if agreed is not None else [])


def check_member(state: VoyagesState, side: Side, member: str, actor: Actor) -> None:
    """T15: a member of that side (``not_a_member``); a character's own seat (or the gm)
    takes it out (``not_owner``)."""
    if member not in side.members:
        raise DomainError("not_a_member",
                          sentence("“%(member)s” is not in “%(side)s”",
                                   member=member, side=side.side_id))
    sheet = state.characters.get(member)
    if sheet is not None:
        require_owner(actor, sheet.owner_player_id,
                      sentence("seat does not play %(character)s", character=sheet.name),
                      code="not_owner")


def _member_leaves(em: Emitter[VoyagesState], conflict: Conflict, side: Side,
                   member: str) -> None:
    """T15: one member goes, its side stays (solo when one member is left)."""
    mode = "solo" if len(side.members) == 2 else side.group_mode
    em.emit(ev.MemberLeftConflict(conflict_id=conflict.conflict_id, side_id=side.side_id,
                                 member=member, group_mode=mode))
    em.emit_all(rejected_naming(conflict, side.side_id, lambda t: t.member == member))


def leave_conflict(em: Emitter[VoyagesState], command: cmd.LeaveConflict, actor: Actor,
                   rng: RandomSource) -> None:
    """A side leaves between rounds, or one member of it (T15: the side stays unless it
    was its last); under two sides the conflict closes; otherwise the pending settlements
    are re-checked (T1)."""
    state = em.state
    conflict = named_conflict(state, command.conflict_id)
    side = named_side(conflict, actor, command.side_id)
    if command.character_id is not None:
        check_member(state, side, command.character_id, actor)
        if len(side.members) > 1:
            _member_leaves(em, conflict, side, command.character_id)
            return
    em.emit(ev.SideLeftConflict(conflict_id=conflict.conflict_id, side_id=side.side_id))
    if len(conflict.active_side_ids()) - 1 < 2:
        em.emit(ev.ConflictClosed(conflict_id=conflict.conflict_id, reason="sides_left"))
        return
    em.emit_all(rechecked(em.state, em.state.conflicts[conflict.conflict_id], side.side_id))


def proposed_settlement(state: VoyagesState, command: cmd.WithdrawSettlement, actor: Actor
                        ) -> tuple[Conflict, Settlement, Side]:
    """T1: a pending settlement (``settlement_not_pending``) the side acting proposed
    (``not_proposer``), between rounds."""
    conflict = between_rounds(state, command.conflict_id)
    settlement = pending(conflict, command.settlement_id)
    side = acting_side(conflict, actor, command.side_id or settlement.proposer_side_id)
    if side.side_id != settlement.proposer_side_id:
        raise NotAuthorized("not_proposer",
                            sentence("“%(side)s” proposed it", side=settlement.proposer_side_id))
    return conflict, settlement, side


def withdraw_settlement(em: Emitter[VoyagesState], command: cmd.WithdrawSettlement,
                        actor: Actor, rng: RandomSource) -> None:
    """T1: the proposing side takes its pending settlement back (``not_proposer`` for
    another side)."""
    conflict, settlement, side = proposed_settlement(em.state, command, actor)
    em.emit(ev.SettlementWithdrawn(conflict_id=conflict.conflict_id,
                                  settlement_id=settlement.settlement_id, side_id=side.side_id))


def in_conflict(conflict: Conflict, member: str) -> bool:
    """Whether that member is on a side of the conflict (one that left included)."""
    return any(member in s.members for s in conflict.sides)


def join_conflict(em: Emitter[VoyagesState], command: cmd.JoinConflict, actor: Actor,
                  rng: RandomSource) -> None:
    """T15: a side's seat brings its own character (``not_owner`` for another seat's) into
    the side between rounds; not twice in one conflict (``already_in_conflict``). A lone
    member's pending tiers named no member: those settlements are rejected (T5)."""
    state = em.state
    conflict = named_conflict(state, command.conflict_id)
    side = named_side(conflict, actor, command.side_id)
    sheet = state.characters[command.character_id]  # checked by may_named.joining_named
    mode = command.group_mode if side.group_mode == "solo" else side.group_mode
    em.emit(ev.MemberJoinedConflict(conflict_id=conflict.conflict_id, side_id=side.side_id,
                                   member=sheet.character_id, group_mode=mode))
    if len(side.members) == 1:  # a tier it pays no longer lands on its lone member (T5)
        em.emit_all(rejected_naming(conflict, side.side_id, lambda t: t.member is None
                                    and t.payer_side_id == side.side_id))


def pending_stake(state: VoyagesState, command: cmd.WithdrawStake, actor: Actor
                  ) -> tuple[Conflict, Stake, Side]:
    """T15: a stake not bought yet (``stake_not_withdrawable``) the side acting put in play
    (``not_proposer``), between rounds."""
    conflict = between_rounds(state, command.conflict_id)
    stake = conflict.stakes.get(command.stake_id)
    if stake is None:
        raise DomainError("unknown_stake", sentence("no stake “%(stake)s”", stake=command.stake_id))
    side = acting_side(conflict, actor, command.side_id or stake.put_in_by)
    if side.side_id != stake.put_in_by:
        raise NotAuthorized("not_proposer",
                            sentence("“%(side)s” put it in play", side=stake.put_in_by))
    if stake.status not in OPEN_STAKE:
        raise DomainError("stake_not_withdrawable",
                          sentence("stake “%(stake)s” is %(status)s",
                                   stake=stake.stake_id, status=stake.status))
    return conflict, stake, side


def withdraw_stake(em: Emitter[VoyagesState], command: cmd.WithdrawStake, actor: Actor,
                   rng: RandomSource) -> None:
    """T15: the side that wanted (or offered) a stake takes it back while it is proposed or
    priced (``stake_not_withdrawable``; another side: ``not_proposer``); the pending
    settlements naming it are rejected."""
    conflict, stake, side = pending_stake(em.state, command, actor)
    em.emit(ev.StakeWithdrawn(conflict_id=conflict.conflict_id, stake_id=stake.stake_id,
                             side_id=side.side_id))
    em.emit_all(rejected_naming(conflict, side.side_id, lambda t: t.stake_id == stake.stake_id))
