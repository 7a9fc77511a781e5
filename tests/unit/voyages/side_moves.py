"""Random moves of a conflict's sides (stakes, settlements, leaving) for the completion
machine, each sent by the seat that controls the side (the gm for a side nobody plays)."""

from collections.abc import Callable

from domain.core import GM, Actor, Command
from domain.voyages import commands as cmd
from domain.voyages.rules.conflict import Conflict, SettlementTerm, Side
from domain.voyages.state import VoyagesState
from tests.unit.voyages.helpers import MARKET, NEGOTIATION, open_conflict, side

SideMove = Callable[[VoyagesState, int, int], tuple[Command, Actor] | None]


def seat_of(found: Side) -> Actor:
    """The seat that plays a side: its first controller, or the gm."""
    if found.controller_player_ids:
        return Actor(seat_id=found.controller_player_ids[0], role="player")
    return GM


def _conflict(state: VoyagesState) -> Conflict | None:
    found = [k for k in state.conflicts.values() if k.status in ("setup", "between_rounds")]
    return found[-1] if found else None


def _active(conflict: Conflict) -> list[Side]:
    return [s for s in conflict.sides if s.active]


def three_sides(state: VoyagesState, a: int, d: int) -> tuple[Command, Actor] | None:
    """The gm opens a negotiation between Tetra's side, Doc's side and a merchant."""
    if any(k.status != "closed" for k in state.conflicts.values()):
        return None
    return open_conflict(f"n{len(state.conflicts) + 1}", grid=NEGOTIATION, sides=(
        side("tetra_side", "tetra", controllers=("p1",)),
        side("doc_side", "doc", controllers=("p2",)), side("merchant", "marchand")),
        initiator="tetra_side"), GM


def propose(state: VoyagesState, a: int, d: int) -> tuple[Command, Actor] | None:
    """A side proposes that another pays a generic tier."""
    conflict = _conflict(state)
    if conflict is None or len(_active(conflict)) < 2:
        return None
    sides = _active(conflict)
    by, payer = sides[a % len(sides)], sides[(a + 1) % len(sides)]
    tier = d % 3 + 1
    alternatives = conflict.generic_grid[tier - 1].alternatives
    return cmd.ProposeSettlement(
        conflict_id=conflict.conflict_id, settlement_id=f"pact{len(conflict.settlements)}",
        side_id=by.side_id, terms=(SettlementTerm(  # T4: its alternative, T5: its member
            generic_tier=tier, payer_side_id=payer.side_id,
            choice=a % len(alternatives) if alternatives else None,
            member=payer.members[a % len(payer.members)] if len(payer.members) > 1
            else None),)), seat_of(by)


def answer(state: VoyagesState, a: int, d: int) -> tuple[Command, Actor] | None:
    """A side accepts (or, one time in three, rejects) the latest pending settlement."""
    conflict = _conflict(state)
    pending = [s for s in conflict.settlements.values() if s.status == "pending"] \
        if conflict else []
    if conflict is None or not pending:
        return None
    sides = _active(conflict)
    by = sides[a % len(sides)]
    kind = cmd.RejectSettlement if d % 3 == 0 else cmd.AcceptSettlement
    return kind(conflict_id=conflict.conflict_id, settlement_id=pending[-1].settlement_id,
                side_id=by.side_id), seat_of(by)


def leave(state: VoyagesState, a: int, d: int) -> tuple[Command, Actor] | None:
    """A side leaves between rounds."""
    conflict = _conflict(state)
    if conflict is None:
        return None
    sides = _active(conflict)
    by = sides[a % len(sides)]
    return cmd.LeaveConflict(conflict_id=conflict.conflict_id, side_id=by.side_id), seat_of(by)


def want(state: VoyagesState, a: int, d: int) -> tuple[Command, Actor] | None:
    """A side wants something of another's; or the owner prices a wanted stake."""
    conflict = _conflict(state)
    if conflict is None or len(_active(conflict)) < 2:
        return None
    proposed = [s for s in conflict.stakes.values() if s.status == "proposed"]
    if proposed and d > 2:
        owner = conflict.side(proposed[0].owner_side_id)
        assert owner is not None
        return cmd.PriceStake(conflict_id=conflict.conflict_id, stake_id=proposed[0].stake_id,
                            cost=d % 3 + 1), seat_of(owner)
    sides = _active(conflict)
    by, owner = sides[a % len(sides)], sides[(a + 1) % len(sides)]
    return cmd.ProposeStake(conflict_id=conflict.conflict_id, stake_id=f"st{len(conflict.stakes)}",
                          owner_side_id=owner.side_id, side_id=by.side_id,
                          description="un article"), seat_of(by)


def party(state: VoyagesState, a: int, d: int) -> tuple[Command, Actor] | None:
    """The gm opens a haggle of Tetra and Doc together (each seat plays its own) against
    the merchant, on the seed's grid with its alternatives (T4)."""
    if any(k.status != "closed" for k in state.conflicts.values()):
        return None
    return open_conflict(f"n{len(state.conflicts) + 1}", grid=MARKET, sides=(
        side("pcs", "tetra", "doc", controllers=("p1", "p2"), mode="sum"),
        side("merchant", "marchand")), initiator="pcs"), GM


def recast(state: VoyagesState, a: int, d: int) -> tuple[Command, Actor] | None:
    """T15: Doc's or Tetra's seat takes its character out of its side, or brings it into a
    side that seat plays."""
    conflict = _conflict(state)
    if conflict is None:
        return None
    cid = ("tetra", "doc")[a % 2]
    seat = Actor(seat_id=state.characters[cid].owner_player_id, role="player")
    found = next((s for s in _active(conflict) if cid in s.members), None)
    if found is not None:
        return cmd.LeaveConflict(conflict_id=conflict.conflict_id, side_id=found.side_id,
                               character_id=cid), seat
    mine = [s for s in _active(conflict) if seat.seat_id in s.controller_player_ids]
    if not mine or any(cid in s.members for s in conflict.sides):
        return None
    return cmd.JoinConflict(conflict_id=conflict.conflict_id, side_id=mine[0].side_id,
                          character_id=cid), seat


def restake(state: VoyagesState, a: int, d: int) -> tuple[Command, Actor] | None:
    """T15: the owner prices a stake not yet bought again, or the side that put it in play
    withdraws it."""
    conflict = _conflict(state)
    stakes = [st for st in conflict.stakes.values() if st.status in ("proposed", "priced")] \
        if conflict else []
    if conflict is None or not stakes:
        return None
    stake = stakes[a % len(stakes)]
    owner, holder = conflict.side(stake.owner_side_id), conflict.side(stake.put_in_by)
    assert owner is not None and holder is not None
    if d % 2:
        return cmd.PriceStake(conflict_id=conflict.conflict_id, stake_id=stake.stake_id,
                            cost=d % 3 + 1), seat_of(owner)
    return cmd.WithdrawStake(conflict_id=conflict.conflict_id, stake_id=stake.stake_id,
                           side_id=holder.side_id), seat_of(holder)


SIDE_MOVES: tuple[SideMove, ...] = (three_sides, propose, propose, answer, answer, answer,
                                    leave, want, party, recast, restake)
