"""Sheet and time events: characters, things, adjectives, tints, time boundaries."""

from typing import Literal

from domain.core import Event
from domain.voyages.rules.sheet import Character, Duration, Polarity, Target, ThingSpec


class CharacterRegistered(Event, frozen=True, kw_only=True):
    """A character joined the table."""

    character: Character


class CharacterSheetRevised(Event, frozen=True, kw_only=True):
    """The GM replaced a sheet."""

    character_id: str
    character: Character
    reason: str = ""


class ThingRegistered(ThingSpec, Event, frozen=True, kw_only=True):
    """A thing that can carry adjectives."""


class AdjectiveEvent(Event, frozen=True, kw_only=True):
    """An event of one adjective (on a character or a thing)."""

    adjective_id: str
    target: Target


class InventoryEvent(Event, frozen=True, kw_only=True):
    """An event of one tint of a character's inventory."""

    character_id: str
    inventory_id: str


class AdjectiveAdded(AdjectiveEvent, frozen=True, kw_only=True):
    """A new adjective on a character or thing."""

    name: str
    value: int
    polarity: Polarity
    duration: Duration
    is_false: bool = False
    cause: str = "gm"
    effect_id: str | None = None


class AdjectiveValueChanged(AdjectiveEvent, frozen=True, kw_only=True):
    """An adjective's value changed."""

    old_value: int
    new_value: int
    cause: str = "gm"
    effect_id: str | None = None


class AdjectiveRemoved(AdjectiveEvent, frozen=True, kw_only=True):
    """An adjective is gone."""

    reason: Literal["gm", "expired", "used", "reduced", "negated"]
    effect_id: str | None = None


class InventoryTintAdded(InventoryEvent, frozen=True, kw_only=True):
    """A tint entered a character's inventory."""

    tint: str
    points: int
    tattooed: bool


class TattooTintRestored(InventoryEvent, frozen=True, kw_only=True):
    """A tattooed tint regained ``points``."""

    points: int
    current: int


class OwnTintRegenerated(Event, frozen=True, kw_only=True):
    """An own tint regained one point overnight."""

    character_id: str
    tint: str
    current: int


class TimeBoundaryPassed(Event, frozen=True, kw_only=True):
    """A scene, day, session or adventure ended; ``counter`` is the new one."""

    boundary: Literal["scene", "day", "session", "adventure"]
    counter: int
