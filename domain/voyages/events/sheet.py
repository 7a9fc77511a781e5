"""Sheet and time events: characters, things, adjectives, tints, time boundaries."""

from typing import Literal

from domain.core import Event
from domain.voyages.rules.sheet import Character, Duration, Polarity, Target


class CharacterRegistered(Event, frozen=True, kw_only=True):
    """A character joined the table."""

    character: Character


class CharacterSheetRevised(Event, frozen=True, kw_only=True):
    """The GM replaced a sheet."""

    character_id: str
    character: Character
    reason: str = ""


class ThingRegistered(Event, frozen=True, kw_only=True):
    """A thing that can carry adjectives."""

    thing_id: str
    name: str
    holder_character_id: str | None = None


class AdjectiveAdded(Event, frozen=True, kw_only=True):
    """A new adjective on a character or thing."""

    adjective_id: str
    target: Target
    name: str
    value: int
    polarity: Polarity
    duration: Duration
    is_false: bool = False
    cause: str = "gm"
    effect_id: str | None = None


class AdjectiveValueChanged(Event, frozen=True, kw_only=True):
    """An adjective's value changed."""

    adjective_id: str
    target: Target
    old_value: int
    new_value: int
    cause: str = "gm"
    effect_id: str | None = None


class AdjectiveRemoved(Event, frozen=True, kw_only=True):
    """An adjective is gone."""

    adjective_id: str
    target: Target
    reason: Literal["gm", "expired", "used", "reduced", "negated"]
    effect_id: str | None = None


class InventoryTintAdded(Event, frozen=True, kw_only=True):
    """A tint entered a character's inventory."""

    character_id: str
    inventory_id: str
    tint: str
    points: int
    tattooed: bool


class TattooTintRestored(Event, frozen=True, kw_only=True):
    """A tattooed tint regained ``points``."""

    character_id: str
    inventory_id: str
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
