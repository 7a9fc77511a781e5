"""Events of character evolution: points, prowesses, adjustments, truths, secrets."""

from domain.core import Event
from domain.locquemare.commands.table import (
    Adjustment,
    EvolutionAward,
    HeroRef,
    ProwessGain,
    ResourceAllocation,
)
from domain.locquemare.events.table import KeyRewritten


class EvolutionPointsAwarded(EvolutionAward, Event, frozen=True, kw_only=True):
    """Evolution points; the excess over 8 is lost (D25)."""

    gained: int
    lost: int
    track: int


class EvolutionTrackEmptied(HeroRef, Event, frozen=True, kw_only=True):
    """A full track was spent."""

    choice: str


class ProwessGained(ProwessGain, Event, frozen=True, kw_only=True):
    """A hero gained a prowess."""


class ResourcesRedistributed(ResourceAllocation, Event, frozen=True, kw_only=True):
    """A new resource allocation (current values follow)."""


class ApproachesAdjusted(Adjustment, Event, frozen=True, kw_only=True):
    """One approach up, another down."""

class ResourcesAdjusted(Adjustment, Event, frozen=True, kw_only=True):
    """One resource up, another down."""

class TruthRevealed(KeyRewritten, frozen=True, kw_only=True):
    """Truth and lies: a character key changed."""


class SecretRevealed(HeroRef, Event, frozen=True, kw_only=True):
    """A hero's secret came out (its text is public from now on)."""

    secret_id: str
    text: str
    description: str
