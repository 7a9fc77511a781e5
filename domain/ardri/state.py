"""Ardri game state (spec §4): immutable structs, replaced on evolve.

Open rolls live apart from closed ones so that the frequent Murphy events copy a small
dict; a roll moves to ``closed_rolls`` when its character rolls again. Closed rolls are
kept in chunks of ``CLOSED_CHUNK`` so that closing one copies a chunk, not the session's
whole history (folding stays linear in the number of events).
"""

from typing import Literal

import msgspec

from domain.ardri.events import RankEntry
from domain.ardri.rules.values import (
    BonusSource,
    Difficulty,
    Opposition,
    Outcome,
    Sheet,
    Special,
    StorableKind,
)
from domain.core.randomness import ResultSource

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


class ActionRoll(msgspec.Struct, frozen=True, kw_only=True):
    """A resolved action roll: the ``ActionRolled`` facts plus later bonuses."""

    roll_id: str
    character_id: str
    characteristic: str
    domain_id: str | None
    attribute_id: str | None
    attribute_level: int | None
    opposition: Opposition | None
    difficulty: Difficulty | None
    applied_opposition_malus: int
    difficulty_modifier: int
    situation_modifier: int
    coordination_bonus: int
    supporter_ids: tuple[str, ...] | None
    task_id: str | None
    label: str | None
    threshold_before_floor: int
    effective_threshold: int
    dice_source: ResultSource
    trinity_dice: tuple[int, ...]
    attribute_die_faces: int | None
    attribute_die_value: int | None
    attribute_auto_success: bool
    trinity_success_indices: tuple[int, ...]
    attribute_success: bool
    total_successes: int
    is_triple: bool
    outcome: Outcome
    storable_kind: StorableKind | None
    storable_die_indices: tuple[int, ...]
    bonus_successes: tuple[BonusSuccess, ...] = ()
    success_taken: SuccessTaken | None = None


class ConcurrenceRoll(msgspec.Struct, frozen=True, kw_only=True):
    """One participant's roll in a concurrence (the ``ConcurrenceRolled`` fields)."""

    concurrence_id: str
    character_id: str
    attribute_id: str | None
    dice_source: ResultSource
    trinity_dice: tuple[int, ...]
    attribute_die_faces: int | None
    attribute_die_value: int | None
    threshold: int
    success_values: tuple[int, ...]
    total_successes: int
    special: Special | None


class Concurrence(msgspec.Struct, frozen=True, kw_only=True):
    """A contest: open until every participant rolled (resolved) or the gm cancels."""

    concurrence_id: str
    characteristic: str
    domain_id: str | None
    participant_ids: tuple[str, ...]
    label: str | None
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
