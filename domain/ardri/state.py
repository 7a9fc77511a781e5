"""Ardri game state (spec §4): immutable structs, replaced on evolve.

The state keeps what play needs now (contract C4): a character's open roll, the open
concurrences, the Murphy stores of the session. A roll closes when its character rolls
again and a concurrence once it is ranked or cancelled: no rule reads them afterwards
(a closed id is still told apart from an unknown one: ids carry the number of the event
that made them), so they leave the state and live on in the log and the events. The
state's size does not grow with the number of events.
"""

from typing import Literal

import msgspec

from domain.ardri.events import ActionRollFacts, ConcurrenceFacts, ConcurrenceRoll, RankEntry
from domain.ardri.rules.values import (
    BonusSource,
    Character,
    StorableKind,
)


class ArdriOptions(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Game creation options (the spec's ``InitializeGame`` parameters)."""

    domain_catalog: dict[str, list[str]] | None = None


class StoredSuccess(msgspec.Struct, frozen=True, kw_only=True):
    """A Murphy success kept on the sheet for this session."""

    stored_success_id: str
    value: int
    source_roll_id: str
    kind: StorableKind


class MurphyState(msgspec.Struct, frozen=True, kw_only=True):
    """Per character per session: stores done (max 3) and successes held."""

    store_count: int = 0
    stored: tuple[StoredSuccess, ...] = ()

    def find(self, stored_success_id: str) -> StoredSuccess | None:
        """The stored success with this id, if held."""
        for stored in self.stored:
            if stored.stored_success_id == stored_success_id:
                return stored
        return None


NO_MURPHY = MurphyState()


class BonusSuccess(msgspec.Struct, frozen=True, kw_only=True):
    """A success added to a failed roll (murphy, support or mutual_aid)."""

    source: BonusSource
    value: int
    from_character_id: str


class SuccessTaken(msgspec.Struct, frozen=True, kw_only=True):
    """The one success taken from a roll: stored or given away."""

    die_index: int
    as_: Literal["stored", "given"] = msgspec.field(name="as")


ATTRIBUTE_DIE = 3
"""The ``die_index`` of the attribute die (0..2 are the trinity dice)."""


class ActionRoll(ActionRollFacts, frozen=True, kw_only=True):
    """A resolved action roll: the ``ActionRolled`` facts plus later bonuses.

    ``taken`` lists every success that left the roll (T2: up to ``total_successes - 2`` of
    a surplus, at most one stored); ``success_taken`` is the first of them."""

    bonus_successes: tuple[BonusSuccess, ...] = ()
    success_taken: SuccessTaken | None = None
    taken: tuple[SuccessTaken, ...] = ()

    def with_taken(self, die_index: int, as_: Literal["stored", "given"]) -> "ActionRoll":
        """The roll once one more success left it."""
        taken = SuccessTaken(die_index=die_index, as_=as_)
        return msgspec.structs.replace(self, success_taken=self.success_taken or taken,
                                       taken=(*self.taken, taken))

    def die_face(self, die_index: int) -> int | None:
        """The face of a die (the attribute die's is None when it was not rolled)."""
        if die_index == ATTRIBUTE_DIE:
            return self.attribute_die_value
        return self.trinity_dice[die_index] if 0 <= die_index < 3 else None

    def surplus_left(self) -> int:
        """How many successes may still leave the roll: the lost one, or the surplus of a
        plain success beyond the two it needs (T2)."""
        if self.storable_kind == "lost":
            return 1 - len(self.taken)
        if self.storable_kind == "wasted":
            return self.total_successes - 2 - len(self.taken)
        return 0

    def storable_now(self) -> tuple[int, ...]:
        """The trinity dice that may be stored now: one per roll, from what is left (T1)."""
        if self.surplus_left() <= 0 or any(t.as_ == "stored" for t in self.taken):
            return ()
        gone = {t.die_index for t in self.taken}
        return tuple(i for i in self.storable_die_indices if i not in gone)

    def giftable_now(self) -> tuple[int, ...]:
        """The successful dice of a surplus that may go to a partner now, the attribute
        die included when it was rolled (T1)."""
        if self.storable_kind != "wasted" or self.surplus_left() <= 0:
            return ()
        dice = [*self.trinity_success_indices]
        if self.attribute_success and self.attribute_die_value is not None:
            dice.append(ATTRIBUTE_DIE)
        gone = {t.die_index for t in self.taken}
        return tuple(i for i in dice if i not in gone)


class Concurrence(ConcurrenceFacts, frozen=True, kw_only=True):
    """A contest: open until every participant rolled (resolved) or the gm cancels."""

    status: Literal["open", "resolved", "cancelled"] = "open"
    rolls: dict[str, ConcurrenceRoll] = {}
    ranking: tuple[RankEntry, ...] | None = None


class SessionState(msgspec.Struct, frozen=True, kw_only=True):
    """The running session: roster, Murphy stores, open rolls and open concurrences;
    ``first_sequence`` is the number of the event that started it (ids made after it
    belong to this session)."""

    session_number: int
    present_character_ids: tuple[str, ...]
    murphy: dict[str, MurphyState] = {}
    open_rolls: dict[str, ActionRoll] = {}
    open_roll_by_character: dict[str, str] = {}
    concurrences: dict[str, Concurrence] = {}
    first_sequence: int = 0
    contests_over: int = 0
    """How many concurrences of this session are over (ranked or cancelled)."""

    def murphy_of(self, character_id: str) -> MurphyState:
        """The character's Murphy state (created lazily at 0 / [])."""
        return self.murphy.get(character_id, NO_MURPHY)

    def roll(self, roll_id: str) -> ActionRoll | None:
        """An open roll of this session."""
        return self.open_rolls.get(roll_id)


class ArdriState(msgspec.Struct, frozen=True, kw_only=True):
    """The whole game: configuration, sheets, and the session if one is running.

    ``sequence`` counts applied events; new ids are ``<prefix>-<sequence + 1>``.
    """

    initialized: bool = False
    gm_player_id: str | None = None
    domain_catalog: dict[str, tuple[str, ...]] = {}
    characters: dict[str, Character] = {}
    session_count: int = 0
    session: SessionState | None = None
    sequence: int = 0
