"""Amicable resolution: settlements proposed, accepted, rejected, and what they settle."""

from domain.core import Actor, DomainError, Emitter, Event, RandomSource, carried
from domain.core.guards import invalid
from domain.core.words import sentence
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.decide import (
    acting_side,
    active_side,
    between_rounds,
    named_conflict,
    named_side,
)
from domain.voyages.decide.adjective import AdjectiveWriter
from domain.voyages.decide.conflict import GenericTier, check_generic_tiers, generic_events
from domain.voyages.rules.conflict import Conflict, Settlement, SettlementTerm
from domain.voyages.state import VoyagesState, next_effect_id


def _stake_recipient(conflict: Conflict, term: SettlementTerm) -> tuple[str, str, int]:
    """(owner, recipient, price) of a stake term."""
    stake = conflict.stakes.get(term.stake_id or "")
    if stake is None:
        raise DomainError("unknown_stake", sentence("no stake “%(stake)s”", stake=term.stake_id))
    if stake.status != "priced" or stake.cost is None:
        raise DomainError("stake_not_purchasable",
                          sentence("stake “%(stake)s” is %(status)s",
                                   stake=stake.stake_id, status=stake.status))
    recipient = stake.wanted_by_side_id or term.to_side_id
    if recipient is None:
        invalid(sentence("an offered stake names the side that receives it"))
    if recipient == stake.owner_side_id:
        invalid(sentence("a side does not receive its own stake"))
    active_side(conflict, recipient)
    return stake.owner_side_id, recipient, stake.cost


def _check_generic(conflict: Conflict, term: SettlementTerm) -> None:
    if term.generic_tier is None or not 1 <= term.generic_tier <= 3:
        invalid(sentence("a generic term has a tier 1..3"))
    payer = active_side(conflict, term.payer_side_id or "")
    if term.member is not None and term.member not in payer.members:
        invalid(sentence("“%(member)s” is not in the paying side", member=term.member))


def _totals(conflict: Conflict, terms: tuple[SettlementTerm, ...]) -> dict[str, ev.SideTotals]:
    gives = dict.fromkeys(conflict.active_side_ids(), 0)
    receives = dict.fromkeys(conflict.active_side_ids(), 0)
    if not terms:
        invalid(sentence("a settlement has terms"))
    for term in terms:
        if (term.stake_id is None) == (term.generic_tier is None):
            invalid(sentence("a term is a stake or a generic tier"))
        if term.stake_id is not None:
            owner, recipient, price = _stake_recipient(conflict, term)
            gives[owner] = gives.get(owner, 0) + price
            receives[recipient] += price
        else:
            _check_generic(conflict, term)
            payer = term.payer_side_id or ""
            gives[payer] += term.generic_tier or 0
    return {sid: ev.SideTotals(gives=gives[sid], receives=receives[sid]) for sid in receives}


def propose_settlement(em: Emitter[VoyagesState], command: cmd.ProposeSettlement,
                       actor: Actor, rng: RandomSource) -> None:
    """A side proposes terms; it counts as accepting them."""
    state = em.state
    conflict = named_conflict(state, command.conflict_id)
    side = named_side(conflict, actor, command.side_id)
    if command.settlement_id in conflict.settlements:
        raise DomainError("duplicate_id",
                          sentence("settlement “%(settlement)s” exists",
                                   settlement=command.settlement_id))
    totals = _totals(conflict, command.terms)
    check_generic_tiers(state, conflict, [
        GenericTier(t.generic_tier, t.payer_side_id or "", t.member, t.choice)
        for t in command.terms if t.generic_tier is not None])
    em.emit(ev.SettlementProposed(conflict_id=conflict.conflict_id,
                                 settlement_id=command.settlement_id,
                                 proposer_side_id=side.side_id, terms=command.terms,
                                 totals=totals))


def pending(conflict: Conflict, settlement_id: str) -> Settlement:
    """The conflict's settlement, still pending (``settlement_not_pending``)."""
    settlement = conflict.settlements.get(settlement_id)
    if settlement is None or settlement.status != "pending":
        raise DomainError("settlement_not_pending",
                          sentence("“%(settlement)s” is not pending", settlement=settlement_id))
    return settlement


def pending_settlement(state: VoyagesState, command: cmd.SettlementAnswer,
             actor: Actor) -> tuple[Conflict, Settlement, str]:
    conflict = between_rounds(state, command.conflict_id)
    settlement = pending(conflict, command.settlement_id)
    side = acting_side(conflict, actor, command.side_id)
    active_side(conflict, side.side_id)
    if side.side_id in settlement.accepted_by:
        raise DomainError("already_answered",
                          sentence("“%(side)s” already accepted", side=side.side_id))
    return conflict, settlement, side.side_id


def _generic_payee(conflict: Conflict, proposer: str, payer: str) -> str:
    if proposer != payer:
        return proposer
    return next(s for s in conflict.active_side_ids() if s != payer)


def settle(state: VoyagesState, conflict: Conflict, settlement: Settlement) -> list[Event]:
    """The settlement holds: its stakes and generic tiers change hands, the conflict
    closes."""
    events: list[Event] = [ev.ConflictSettled(conflict_id=conflict.conflict_id,
                                             settlement_id=settlement.settlement_id)]
    writer = AdjectiveWriter(state)
    for n, term in enumerate(settlement.terms):
        effect_id = next_effect_id(state, n)
        if term.stake_id is not None:
            owner, recipient, _ = _stake_recipient(conflict, term)
            events.append(ev.StakeAcquired(conflict_id=conflict.conflict_id,
                                          stake_id=term.stake_id, by_side_id=recipient,
                                          from_side_id=owner, effect_id=effect_id))
        else:
            payer = term.payer_side_id or ""
            payee = _generic_payee(conflict, settlement.proposer_side_id, payer)
            events += generic_events(state, writer, conflict, payee, GenericTier(
                term.generic_tier or 1, payer, term.member, term.choice), effect_id)
    events.append(ev.ConflictClosed(conflict_id=conflict.conflict_id, reason="settled"))
    return events


def accept_settlement(em: Emitter[VoyagesState], command: cmd.AcceptSettlement,
                      actor: Actor, rng: RandomSource) -> None:
    """A side accepts; when every active side has, the conflict is settled and closed."""
    state = em.state
    conflict, settlement, side_id = pending_settlement(state, command, actor)
    em.emit(carried(ev.SettlementAccepted, command, side_id=side_id))
    accepted = {*settlement.accepted_by, side_id}
    if set(conflict.active_side_ids()) <= accepted:
        em.emit_all(settle(state, conflict, settlement))


def reject_settlement(em: Emitter[VoyagesState], command: cmd.RejectSettlement,
                      actor: Actor, rng: RandomSource) -> None:
    """A side rejects a pending settlement."""
    _, _, side_id = pending_settlement(em.state, command, actor)
    em.emit(carried(ev.SettlementRejected, command, side_id=side_id))
