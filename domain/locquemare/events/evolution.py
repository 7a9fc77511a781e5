"""Events of character evolution: points, prowesses, adjustments, truths, secrets."""

from domain.core import Event
from domain.locquemare.state import Prowess


class EvolutionPointsAwarded(Event, frozen=True, kw_only=True):
    """Evolution points; the excess over 8 is lost (D25)."""

    hero_id: str
    reasons: tuple[str, ...]
    gained: int
    lost: int
    track: int


class EvolutionTrackEmptied(Event, frozen=True, kw_only=True):
    """A full track was spent."""

    hero_id: str
    choice: str


class ProwessGained(Event, frozen=True, kw_only=True):
    """A hero gained a prowess."""

    hero_id: str
    prowess: Prowess


class ResourcesRedistributed(Event, frozen=True, kw_only=True):
    """A new resource allocation (current values follow)."""

    hero_id: str
    resources: dict[str, int]


class ApproachesAdjusted(Event, frozen=True, kw_only=True):
    """One approach up, another down."""

    hero_id: str
    up: str
    down: str


class ResourcesAdjusted(Event, frozen=True, kw_only=True):
    """One resource up, another down."""

    hero_id: str
    up: str
    down: str


class TruthRevealed(Event, frozen=True, kw_only=True):
    """Truth and lies: a character key changed."""

    hero_id: str
    key_id: str
    old_text: str
    text: str


class SecretRevealed(Event, frozen=True, kw_only=True):
    """A hero's secret came out (its text is public from now on)."""

    hero_id: str
    secret_id: str
    text: str
    description: str
