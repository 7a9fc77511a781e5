"""Ardri events (spec §6): payload field names exactly as the spec names them.

``dice_source`` is ``"server"`` or ``"physical"`` (the platform's names; the spec's
``"client"`` is the platform's ``"physical"``).
"""

import msgspec

from domain.ardri.values import Sheet, Situation
from domain.core import Event


class GameInitialized(Event, frozen=True, kw_only=True):
    """The game's configuration (from its creation options)."""

    gm_player_id: str | None
    domain_catalog: dict[str, tuple[str, ...]]


class CharacterRegistered(Event, frozen=True, kw_only=True):
    """A character joined the game with a validated sheet."""

    character_id: str
    owner_player_id: str
    sheet: Sheet


class CharacterSheetUpdated(Event, frozen=True, kw_only=True):
    """The gm edited a sheet (characteristics unchanged)."""

    character_id: str
    sheet: Sheet


class SessionStarted(Event, frozen=True, kw_only=True):
    """A session opened; Murphy stores start at 0."""

    session_number: int
    present_character_ids: tuple[str, ...]


class SessionRosterChanged(Event, frozen=True, kw_only=True):
    """Characters joined or left the session."""

    session_number: int
    present_character_ids: tuple[str, ...]


class ActionRolled(Event, frozen=True, kw_only=True):
    """An action roll, resolved; it becomes its character's open roll."""

    roll_id: str
    character_id: str
    characteristic: str
    domain_id: str | None
    attribute_id: str | None
    attribute_level: int | None
    situation: Situation
    applied_opposition_malus: int
    situation_modifier: int
    coordination_bonus: int
    supporter_ids: tuple[str, ...] | None
    task_id: str | None
    label: str | None
    threshold_before_floor: int
    effective_threshold: int
    dice_source: str
    trinity_dice: tuple[int, ...]
    attribute_die_faces: int | None
    attribute_die_value: int | None
    attribute_auto_success: bool
    trinity_success_indices: tuple[int, ...]
    attribute_success: bool
    total_successes: int
    is_triple: bool
    outcome: str
    storable_kind: str | None
    storable_die_indices: tuple[int, ...]


class MurphySuccessStored(Event, frozen=True, kw_only=True):
    """A lost or wasted trinity success was kept on the sheet."""

    character_id: str
    roll_id: str
    die_index: int
    value: int
    kind: str
    stored_success_id: str
    store_count_after: int


class MurphySuccessUsed(Event, frozen=True, kw_only=True):
    """A stored success completed the character's own failed roll."""

    character_id: str
    roll_id: str
    stored_success_id: str
    value: int
    total_successes_after: int
    outcome_after: str


class SurplusSuccessGiven(Event, frozen=True, kw_only=True):
    """Mutual aid: a wasted success went to a partner on the same task."""

    from_roll_id: str
    from_character_id: str
    die_index: int
    value: int
    to_roll_id: str
    to_character_id: str
    total_successes_after: int
    outcome_after: str


class MurphySupportGiven(Event, frozen=True, kw_only=True):
    """Support: a supporter's stored success went to the instigator."""

    roll_id: str
    instigator_id: str
    supporter_id: str
    stored_success_id: str
    value: int
    supporter_store_count_after: int
    total_successes_after: int
    outcome_after: str


class ConcurrenceOpened(Event, frozen=True, kw_only=True):
    """A contest between present characters opened."""

    concurrence_id: str
    characteristic: str
    domain_id: str | None
    participant_ids: tuple[str, ...]
    label: str | None


class ConcurrenceRolled(Event, frozen=True, kw_only=True):
    """One participant's concurrence roll."""

    concurrence_id: str
    character_id: str
    attribute_id: str | None
    dice_source: str
    trinity_dice: tuple[int, ...]
    attribute_die_faces: int | None
    attribute_die_value: int | None
    threshold: int
    success_values: tuple[int, ...]
    total_successes: int
    special: str | None


class RankEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One line of a concurrence ranking (best first)."""

    character_id: str
    rank: int
    special: str | None
    total_successes: int
    threshold: int
    success_sum: int
    success_values_sorted: tuple[int, ...]


class ConcurrenceResolved(Event, frozen=True, kw_only=True):
    """Every participant rolled: the ranking."""

    concurrence_id: str
    ranking: tuple[RankEntry, ...]


class ConcurrenceCancelled(Event, frozen=True, kw_only=True):
    """An open concurrence was cancelled."""

    concurrence_id: str
    reason: str


class DiscardedMurphy(msgspec.Struct, frozen=True, kw_only=True):
    """The stored values a character lost when the session ended."""

    character_id: str
    values: tuple[int, ...]


class SessionEnded(Event, frozen=True, kw_only=True):
    """The session closed: stored successes discarded, rolls closed."""

    session_number: int
    discarded_murphy: tuple[DiscardedMurphy, ...]
    cancelled_concurrence_ids: tuple[str, ...]


EVENT_TYPES: tuple[type[Event], ...] = (
    GameInitialized, CharacterRegistered, CharacterSheetUpdated, SessionStarted,
    SessionRosterChanged, ActionRolled, MurphySuccessStored, MurphySuccessUsed,
    SurplusSuccessGiven, MurphySupportGiven, ConcurrenceOpened, ConcurrenceRolled,
    ConcurrenceResolved, ConcurrenceCancelled, SessionEnded,
)
