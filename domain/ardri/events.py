"""Ardri events (spec §6): payload field names exactly as the spec names them.

``dice_source`` is ``"server"`` or ``"physical"`` (the platform's names; the spec's
``"client"`` is the platform's ``"physical"``).
"""

from typing import Any, Literal

import msgspec

from domain.ardri.commands import MurphyStore, MurphyUse
from domain.ardri.rules.values import (
    Character,
    CompletedOutcome,
    Difficulty,
    Opposition,
    Outcome,
    Sheet,
    Special,
    StorableKind,
)
from domain.core import Event
from domain.core.randomness import ResultSource


class GameInitialized(Event, frozen=True, kw_only=True):
    """The game's configuration (from its creation options)."""

    gm_player_id: str | None
    domain_catalog: dict[str, tuple[str, ...]]


class CharacterRegistered(Character, Event, frozen=True, kw_only=True):
    """A character joined the game with a validated sheet."""


class CharacterSheetUpdated(Event, frozen=True, kw_only=True):
    """The gm edited a sheet (characteristics unchanged)."""

    character_id: str
    sheet: Sheet


class SessionRoster(msgspec.Struct, frozen=True, kw_only=True):
    """A session and the characters present in it, as it opens or changes."""

    session_number: int
    present_character_ids: tuple[str, ...]


class SessionStarted(SessionRoster, Event, frozen=True, kw_only=True):
    """A session opened; Murphy stores start at 0."""


class SessionRosterChanged(SessionRoster, Event, frozen=True, kw_only=True):
    """Characters joined or left the session."""


class ActionRollFacts(msgspec.Struct, frozen=True, kw_only=True):
    """What an action roll was: the ``ActionRolled`` payload, and the start of the
    state's ``ActionRoll`` (which adds the later bonuses)."""

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


class ActionRolled(ActionRollFacts, Event, frozen=True, kw_only=True):
    """An action roll, resolved; it becomes its character's open roll.

    Schema 2 (revision R1): the one ``situation`` became ``opposition`` and
    ``difficulty`` (``complicated``, ``near_impossible``, ``facility`` or null), which may
    both apply; ``situation_modifier`` is their sum (``difficulty_modifier`` minus
    ``applied_opposition_malus``).
    """

    schema_version = 2

    @classmethod
    def upcast(cls, data: dict[str, Any], from_version: int) -> dict[str, Any]:
        """Schema 1 -> 2: the one ``situation`` read as an opposition and a difficulty."""
        if from_version != 1:
            return super().upcast(data, from_version)
        data = dict(data)
        situation = data.pop("situation", None) or {"kind": "normal"}
        kind = situation.get("kind")
        data["opposition"] = None if kind != "opposition" else {
            "characteristic_challenge": situation.get("characteristic_challenge") or 0,
            "domain_challenge": situation.get("domain_challenge") or 0}
        data["difficulty"] = (situation.get("level") if kind == "difficulty"
                              else "facility" if kind == "facility" else None)
        data["difficulty_modifier"] = (data.get("situation_modifier", 0)
                                       if kind in ("difficulty", "facility") else 0)
        return data


class MurphySuccessStored(MurphyStore, Event, frozen=True, kw_only=True):
    """A lost or wasted trinity success was kept on the sheet."""

    value: int
    kind: StorableKind
    stored_success_id: str
    store_count_after: int


class MurphySuccessUsed(MurphyUse, Event, frozen=True, kw_only=True):
    """A stored success completed the character's own failed roll."""

    value: int
    total_successes_after: int
    outcome_after: CompletedOutcome


class SurplusSuccessGiven(Event, frozen=True, kw_only=True):
    """Mutual aid: a wasted success went to a partner on the same task."""

    from_roll_id: str
    from_character_id: str
    die_index: int
    value: int
    to_roll_id: str
    to_character_id: str
    total_successes_after: int
    outcome_after: CompletedOutcome


class MurphySupportGiven(Event, frozen=True, kw_only=True):
    """Support: a supporter's stored success went to the instigator."""

    roll_id: str
    instigator_id: str
    supporter_id: str
    stored_success_id: str
    value: int
    supporter_store_count_after: int
    total_successes_after: int
    outcome_after: CompletedOutcome


class ConcurrenceFacts(msgspec.Struct, frozen=True, kw_only=True):
    """A concurrence as opened: the ``ConcurrenceOpened`` payload, and the start of the
    state's ``Concurrence``."""

    concurrence_id: str
    characteristic: str
    domain_id: str | None
    participant_ids: tuple[str, ...]
    label: str | None


class ConcurrenceOpened(ConcurrenceFacts, Event, frozen=True, kw_only=True):
    """A contest between present characters opened."""


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
    opposition: Opposition | None = None
    difficulty: Difficulty | None = None
    situation_modifier: int = 0
    """T3: the participant's conditions and their sum, already in ``threshold``."""


class ConcurrenceRolled(ConcurrenceRoll, Event, frozen=True, kw_only=True):
    """One participant's concurrence roll."""


class RankEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One line of a concurrence ranking (best first)."""

    character_id: str
    rank: int
    special: Special | None
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
    reason: Literal["gm"]


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
