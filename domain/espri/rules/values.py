"""Structured values that commands carry and events record (relations, cells, ritual
contributions, partial sheets)."""

from typing import Literal

import msgspec

from domain.espri.rules.gems import Colour, Season


class SheetChanges(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A partial sheet: only the fields given change (``AdjustSheet``)."""

    name: str | msgspec.UnsetType = msgspec.UNSET
    player_id: str | msgspec.UnsetType = msgspec.UNSET
    kind: Literal["guardian", "priestess"] | msgspec.UnsetType = msgspec.UNSET
    tutelary_season: Season | msgspec.UnsetType | None = msgspec.UNSET
    devotion: int | msgspec.UnsetType = msgspec.UNSET
    seasons: dict[Season, int] | msgspec.UnsetType = msgspec.UNSET
    harmony: int | msgspec.UnsetType = msgspec.UNSET
    rupture_points: int | msgspec.UnsetType = msgspec.UNSET
    prayer_gems: list[Colour] | msgspec.UnsetType = msgspec.UNSET
    talents: list[str] | msgspec.UnsetType = msgspec.UNSET
    relations: dict[str, "RelationInput"] | msgspec.UnsetType = msgspec.UNSET
    lineage: str | msgspec.UnsetType | None = msgspec.UNSET
    medium_shattered: bool | msgspec.UnsetType = msgspec.UNSET


class RelationInput(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A relation as a client writes it; ``resonance`` defaults to ``resonance_max``."""

    nature: str
    resonance_max: int = 1
    resonance: int | None = None


class RelationRef(msgspec.Struct, frozen=True, kw_only=True):
    """What a resonance command or event is about: a character's relation to a target."""

    character_id: str
    target_id: str


class Cell(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A board cell: a quadrant (season) and a position 1..21."""

    quadrant: Season
    cell: int


class PrayerPayment(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A ritual paid with one prayer gem: ``{"prayer": colour}``."""

    prayer: Colour


class Contribution(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One active quartet member's share of a communion ritual: ``pays`` is ``"harmony"``
    or ``{"prayer": colour}``."""

    character_id: str
    pays: Literal["harmony"] | PrayerPayment
    cells: tuple[Cell, ...] = ()
