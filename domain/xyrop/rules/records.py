"""The value objects nested in Xyrop events."""

from typing import Literal

import msgspec

from domain.xyrop.rules.choices import DestinyPurchases
from domain.xyrop.state import Distinction, Race, Treasure


class Record(msgspec.Struct, frozen=True, kw_only=True):
    """Base of the value objects nested in events."""


class DestinyReset(Record, frozen=True):
    """A character's destiny after a session start."""

    character_id: str
    destiny_points: int


class StepUpRecord(Record, frozen=True):
    """One destiny step-up applied to a pool die."""

    ref: str
    from_: int = msgspec.field(name="from")
    to: int


class DistinctionUsed(Record, frozen=True):
    """A distinction in a roll, and the mode chosen."""

    distinction_id: str
    mode: Literal["d8", "d4"]


class TreasureUsed(Record, frozen=True):
    """The treasure in a roll, and whether it was reactivated with destiny."""

    treasure_id: str
    reactivated: bool


class SpendRecord(DestinyPurchases, Record, frozen=True):
    """What the destiny spent on a roll bought."""

    treasure_reactivation: bool = False


class Participant(Record, frozen=True):
    """A character at the end of an adventure and the experience it opens."""

    character_id: str
    adventures_completed: int
    swap: bool
    milestone: bool


class SheetChanges(Record, frozen=True):
    """The fields a gm amendment replaced (None = unchanged)."""

    name: str | None = None
    race: Race | None = None
    distinctions: tuple[Distinction, ...] | None = None
    approaches: dict[str, int] | None = None
    roles: dict[str, int] | None = None
    values: dict[str, int] | None = None
    treasures: tuple[Treasure, ...] | None = None
    trait_names: dict[str, str] | None = None
    """The sheet's approach, role and value names once the given parts are replaced."""
