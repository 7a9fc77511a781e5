"""How spending, blocks and the round's resolution change a conflict."""


from domain.voyages import events as ev
from domain.voyages.evolve import change_conflict, change_round, change_side
from domain.voyages.state import VoyagesState


def spending_declared(state: VoyagesState, event: ev.SpendingDeclared) -> VoyagesState:
    """A side's purchases; after the last side, blocking opens."""
    conflict = state.conflicts.get(event.conflict_id)
    if conflict is None or conflict.round is None:
        return state
    spending = {**conflict.round.spending, event.side_id: event.purchases}
    done = all(s in spending for s in conflict.active_side_ids())
    return change_round(state, event.conflict_id, spending=spending,
                        phase="blocking" if done else "spending")


def blocks_declared(state: VoyagesState, event: ev.BlocksDeclared) -> VoyagesState:
    """A side's blocks."""
    conflict = state.conflicts.get(event.conflict_id)
    if conflict is None or conflict.round is None:
        return state
    return change_round(state, event.conflict_id,
                        blocks={**conflict.round.blocks, event.side_id: event.blocks})


def round_resolved(state: VoyagesState, event: ev.RoundResolved) -> VoyagesState:
    """The round is over; unspent points are lost [D23]."""
    return change_conflict(state, event.conflict_id, status="between_rounds", round=None,
                           next_holder=event.next_approach_holder, rounds_played=event.round)


def terrain_changed(state: VoyagesState, event: ev.TerrainChanged) -> VoyagesState:
    """A side's terrain."""
    return change_side(state, event.conflict_id, event.side_id, terrain=event.terrain)


def approach_kept(state: VoyagesState, event: ev.ApproachKept) -> VoyagesState:
    """Recorded in RoundResolved's next holder."""
    return state
