"""Whom a conflict waits for: the seat that plays a side (its step is awaited from that
seat, the side named in the roster), or the gm (None); a ``Move``'s ``awaits=``."""

from collections.abc import Callable

from domain.voyages.decide.may_conflict import (
    SideStep,
    between_rounds,
    in_phase,
    open_conflicts,
    to_score,
)
from domain.voyages.rules.conflict import Side
from domain.voyages.state import VoyagesState


def _playing_seat(state: VoyagesState, side: Side) -> str | None:
    """The seat that plays a side: the owner of its first member its controllers play."""
    return next((state.characters[m].owner_player_id for m in side.members
                 if m in state.characters
                 and state.characters[m].owner_player_id in side.controller_player_ids), None)


def awaited_for(state: VoyagesState, side: Side) -> str | None:
    """Whom a side's step waits on: the side itself when a seat plays it (``side_roster``
    names that seat), or the gm (None)."""
    return side.side_id if _playing_seat(state, side) is not None else None


def side_roster(state: VoyagesState) -> dict[str, tuple[str, str | None]]:
    """The sides a seat plays, as play waits on them: side id -> (name, seat)."""
    return {side.side_id: (side.name, seat) for k in open_conflicts(state) for side in k.sides
            if (seat := _playing_seat(state, side)) is not None}


def awaiting_sides(step: SideStep) -> Callable[[VoyagesState], list[str | None]]:
    """Who plays each active side that has that step to take."""
    def awaits(state: VoyagesState) -> list[str | None]:
        return list(dict.fromkeys(awaited_for(state, s) for k in open_conflicts(state)
                                  for s in k.sides if s.active and step(k, s)))
    return awaits


def awaiting_stake_owners(state: VoyagesState) -> list[str | None]:
    """Who plays each side owning a stake that waits for its price."""
    return list(dict.fromkeys(awaited_for(state, owner) for c in between_rounds(state)
                              for st in c.stakes.values() if st.status == "proposed"
                              and (owner := c.side(st.owner_side_id)) is not None))


def awaiting_holders(state: VoyagesState) -> list[str | None]:
    """Who plays each side holding an approach to choose."""
    return list(dict.fromkeys(awaited_for(state, holder) for c in in_phase(state, "approach")
                              if c.round is not None
                              and (holder := c.side(c.round.approach_holder)) is not None))


def awaits_gm_to_score(state: VoyagesState) -> list[str | None]:
    """The gm, while a round's rolls are all in."""
    return [None] if to_score(state) else []
