"""Ardri game state (spec §4): immutable structs, replaced on evolve.

Open rolls live apart from closed ones so that the frequent Murphy events copy a small
dict; a roll moves to ``closed_rolls`` when its character rolls again. Closed rolls are
kept in chunks of ``CLOSED_CHUNK`` so that closing one copies a chunk, not the session's
whole history (folding stays linear in the number of events).
"""

from typing import Literal

import msgspec

from domain.ardri.events import ActionRollFacts, ConcurrenceFacts, ConcurrenceRoll, RankEntry
from domain.ardri.rules.values import (
    BonusSource,
    Sheet,
    StorableKind,
)

CLOSED_CHUNK = 64


class ArdriOptions(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Game creation options (the spec's ``InitializeGame`` parameters)."""

    domain_catalog: dict[str, list[str]] | None = None


class Character(msgspec.Struct, frozen=True, kw_only=True):
    """A registered character and the seat that owns it."""

    character_id: str
    owner_player_id: str
    sheet: Sheet


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


class ActionRoll(ActionRollFacts, frozen=True, kw_only=True):
    """A resolved action roll: the ``ActionRolled`` facts plus later bonuses."""

    bonus_successes: tuple[BonusSuccess, ...] = ()
    success_taken: SuccessTaken | None = None


class Concurrence(ConcurrenceFacts, frozen=True, kw_only=True):
    """A contest: open until every participant rolled (resolved) or the gm cancels."""

    status: Literal["open", "resolved", "cancelled"] = "open"
    rolls: dict[str, ConcurrenceRoll] = {}
    ranking: tuple[RankEntry, ...] | None = None


class SessionState(msgspec.Struct, frozen=True, kw_only=True):
    """The running session: roster, Murphy stores, rolls and concurrences."""

    session_number: int
    present_character_ids: tuple[str, ...]
    murphy: dict[str, MurphyState] = {}
    open_rolls: dict[str, ActionRoll] = {}
    open_roll_by_character: dict[str, str] = {}
    closed_rolls: tuple[dict[str, ActionRoll], ...] = ()
    concurrences: dict[str, Concurrence] = {}

    def murphy_of(self, character_id: str) -> MurphyState:
        """The character's Murphy state (created lazily at 0 / [])."""
        return self.murphy.get(character_id, NO_MURPHY)

    def roll(self, roll_id: str) -> ActionRoll | None:
        """A roll of this session, open or closed."""
        roll = self.open_rolls.get(roll_id)
        if roll is not None:
            return roll
        for chunk in reversed(self.closed_rolls):
            if roll_id in chunk:
                return chunk[roll_id]
        return None

    def closed(self) -> dict[str, ActionRoll]:
        """Every closed roll of this session, oldest first."""
        return {roll_id: roll for chunk in self.closed_rolls for roll_id, roll in chunk.items()}

    def with_closed(self, roll: ActionRoll) -> tuple[dict[str, ActionRoll], ...]:
        """The closed-roll chunks with one more roll (a copy of one chunk at most)."""
        chunks = self.closed_rolls
        if chunks and len(chunks[-1]) < CLOSED_CHUNK:
            return (*chunks[:-1], {**chunks[-1], roll.roll_id: roll})
        return (*chunks, {roll.roll_id: roll})


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
