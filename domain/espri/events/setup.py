"""ESPRI events of the setup and the board's placements (spec section 8)."""

from domain.core import Event
from domain.core.randomness import ResultSource
from domain.espri.rules.gems import Colour, Season
from domain.espri.rules.sheet import Character


class CharacterRegistered(Event, frozen=True, kw_only=True):
    """A new sheet joined the game."""

    character: Character


class SetupGemsDrawn(Event, frozen=True, kw_only=True):
    """A character's setup draw, with every gem drawn."""

    character_id: str
    gems: tuple[Colour, ...]
    source: ResultSource


class SetupPrayersChosen(Event, frozen=True, kw_only=True):
    """The kept gems become prayers; the others go back to the bag until placed."""

    character_id: str
    kept: tuple[Colour, ...]


class GemPlaced(Event, frozen=True, kw_only=True):
    """``reason`` ``call`` or ``extra``: from the open call's hand; otherwise from the pool."""

    quadrant: Season
    cell: int
    colour: Colour
    reason: str


class GemOverflowed(Event, frozen=True, kw_only=True):
    """No empty cell ahead of the nymph (D9): the gem goes (or stays) in the pool."""

    quadrant: Season
    colour: Colour
    reason: str = "setup"


class SetupCompleted(Event, frozen=True, kw_only=True):
    """The gm's rupture gems are placed; play begins."""


class ScenarioStarted(Event, frozen=True, kw_only=True):
    """Every gem is back in the pool and the nymphs in their cages; ``kept_rupture``: the
    rupture prayer gems each character keeps (T17, « il n'existe pas de remède »)."""

    kept_rupture: dict[str, int] = {}
