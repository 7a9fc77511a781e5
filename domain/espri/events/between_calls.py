"""ESPRI events between calls (spec section 8): resonance, days, harmony, rupture,
prayers, the ritual, options, sheets and retirement."""

from domain.core import Event
from domain.espri.rules.gems import Colour
from domain.espri.rules.values import Cell, Contribution, RelationRef, SheetChanges


class ResonanceRecharged(RelationRef, Event, frozen=True, kw_only=True):
    """A resonance is back to its maximum on ``day``."""

    value: int
    day: int
    manifestation: str = ""


class ResonanceRechargeRequested(RelationRef, Event, frozen=True, kw_only=True):
    """A player manifests a relation and asks the gm to judge it (T11)."""

    manifestation: str = ""
    day: int


class ResonanceRechargeRefused(RelationRef, Event, frozen=True, kw_only=True):
    """The gm judges the manifestation unfit: the resonance stays empty (T11)."""

    reason: str = ""


class DayAdvanced(Event, frozen=True, kw_only=True):
    """A new in-game day."""

    day: int


class HarmonyChanged(Event, frozen=True, kw_only=True):
    """A character's harmony points moved by ``amount``, for ``reason``."""

    character_id: str
    amount: int
    reason: str


class HarmonyGained(HarmonyChanged, frozen=True, kw_only=True):
    """Harmony points granted."""


class HarmonyLost(HarmonyChanged, frozen=True, kw_only=True):
    """Harmony points taken away."""


class HarmonySpent(HarmonyChanged, frozen=True, kw_only=True):
    """Harmony points spent by the character (``note``: what for, T18)."""

    note: str = ""


class RupturePointGained(Event, frozen=True, kw_only=True):
    """``no_gem_left``: the pool had no rupture gem, so only the point was gained."""

    character_id: str
    total: int
    reason: str
    no_gem_left: bool = False


class PrayerGemReceived(Event, frozen=True, kw_only=True):
    """A prayer gem taken from the pool; ``replaced`` (chosen at random when the prayers
    were full) goes back to the pool."""

    character_id: str
    colour: Colour
    replaced: Colour | None = None


class MediumShattered(Event, frozen=True, kw_only=True):
    """Rupture points exceed harmony: the medium is broken."""

    character_id: str


class PrayerGemSpent(Event, frozen=True, kw_only=True):
    """A prayer gem went straight back to the pool."""

    character_id: str
    colour: Colour
    purpose: str


class CharacterSavedFromDeath(Event, frozen=True, kw_only=True):
    """A character was saved from death by another's prayer."""

    saver_id: str
    saved_id: str
    words: str


class CommunionRitualPerformed(Event, frozen=True, kw_only=True):
    """Each contribution's payment (harmony or a prayer gem) is applied here."""

    contributions: tuple[Contribution, ...]
    rupture_cells: tuple[Cell, ...]


class GameOptionSet(Event, frozen=True, kw_only=True):
    """The gem caterpillar option changed."""

    gem_caterpillar: bool


class SheetAdjusted(Event, frozen=True, kw_only=True):
    """The gm changed some sheet fields."""

    character_id: str
    changes: SheetChanges
    reason: str


class CharacterRetired(Event, frozen=True, kw_only=True):
    """The character left the quartet (R3): it no longer leads, helps, contributes or
    counts; its prayer gems follow in ``GemsReturnedToPool``."""

    character_id: str
    reason: str
