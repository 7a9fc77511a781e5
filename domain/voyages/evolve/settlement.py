"""How settlements change."""

from msgspec.structs import replace

from domain.voyages import events as ev
from domain.voyages.evolve import change_settlement, with_conflict
from domain.voyages.rules.conflict import Settlement
from domain.voyages.state import VoyagesState


def settlement_proposed(state: VoyagesState, event: ev.SettlementProposed) -> VoyagesState:
    """A pending settlement, accepted by its proposer."""
    conflict = state.conflicts.get(event.conflict_id)
    if conflict is None:
        return state
    settlement = Settlement(settlement_id=event.settlement_id,
                            proposer_side_id=event.proposer_side_id, terms=event.terms,
                            accepted_by=(event.proposer_side_id,))
    return with_conflict(state, replace(conflict, settlements={**conflict.settlements,
                                                               event.settlement_id: settlement}))


def settlement_accepted(state: VoyagesState, event: ev.SettlementAccepted) -> VoyagesState:
    """One more side accepts."""
    conflict = state.conflicts.get(event.conflict_id)
    found = None if conflict is None else conflict.settlements.get(event.settlement_id)
    if found is None:
        return state
    return change_settlement(state, event.conflict_id, event.settlement_id,
                             accepted_by=(*found.accepted_by, event.side_id))


def settlement_rejected(state: VoyagesState, event: ev.SettlementRejected) -> VoyagesState:
    """The settlement fails."""
    return change_settlement(state, event.conflict_id, event.settlement_id, status="rejected")


def settlement_withdrawn(state: VoyagesState, event: ev.SettlementWithdrawn) -> VoyagesState:
    """The proposer takes its settlement back (T1)."""
    return change_settlement(state, event.conflict_id, event.settlement_id, status="withdrawn")


def conflict_settled(state: VoyagesState, event: ev.ConflictSettled) -> VoyagesState:
    """The settlement holds."""
    return change_settlement(state, event.conflict_id, event.settlement_id, status="accepted")
