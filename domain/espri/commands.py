"""ESPRI commands (spec section 6): flat bodies, parameters named as in the spec."""

from typing import Literal

import msgspec

from domain.core import Command
from domain.espri.call import Helper, Modifier
from domain.espri.events import Cell, Contribution, RelationInput, SheetChanges

ColourName = Literal["winter", "spring", "summer", "autumn", "time", "rupture"]
SeasonName = Literal["winter", "spring", "summer", "autumn"]


class Difficulty(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The weather of the called quadrant, or an opponent's score (1..6)."""

    source: Literal["weather", "opposition"] = "weather"
    opposition_score: int | None = None


class RegisterCharacter(Command, frozen=True, kw_only=True):
    """Create a character; ``id`` is derived from the name when omitted."""

    name: str
    player_id: str
    kind: Literal["guardian", "priestess"]
    devotion: int
    seasons: dict[str, int]
    id: str | None = None
    tutelary_season: SeasonName | None = None
    harmony: int = 0
    rupture_points: int = 0
    prayer_gems: list[ColourName] = []
    talents: list[str] = []
    relations: dict[str, RelationInput] = {}
    lineage: str | None = None


class DrawSetupGems(Command, frozen=True, kw_only=True):
    character_id: str
    gems: list[ColourName] | None = None


class ChooseSetupPrayers(Command, frozen=True, kw_only=True):
    character_id: str
    keep: list[ColourName]
    quadrants: list[SeasonName] = []


class CompleteSetup(Command, frozen=True, kw_only=True):
    pass


class StartScenario(Command, frozen=True, kw_only=True):
    pass


class DeclareCall(Command, frozen=True, kw_only=True):
    called_season: SeasonName
    leader_id: str | None = None
    talent: str | None = None
    helpers: list[Helper] = []
    difficulty: Difficulty = Difficulty()
    modifiers: list[Modifier] = []
    passive: bool = False


class CancelCall(Command, frozen=True, kw_only=True):
    pass


class TakeRuptureTemptation(Command, frozen=True, kw_only=True):
    cells: list[int]


class DrawGems(Command, frozen=True, kw_only=True):
    gems: list[ColourName] | None = None


class Redraw(Command, frozen=True, kw_only=True):
    gems: list[ColourName] | None = None


class AddPrayerGem(Command, frozen=True, kw_only=True):
    colour: ColourName


class PlaceCallGems(Command, frozen=True, kw_only=True):
    main: ColourName
    modifier: Literal["time", "rupture"] | None = None
    shift: Literal["up", "down"] | None = None


class PlaceExtraGems(Command, frozen=True, kw_only=True):
    gems: list[ColourName]


class RemoveRuptureGem(Command, frozen=True, kw_only=True):
    quadrant: SeasonName | None = None
    cell: int | None = None
    skip: bool = False


class KeepPrayerGem(Command, frozen=True, kw_only=True):
    colour: ColourName | None = None
    skip: bool = False


class ApplyGemCaterpillar(Command, frozen=True, kw_only=True):
    season: SeasonName
    from_cell: int


class RechargeResonance(Command, frozen=True, kw_only=True):
    character_id: str
    target_id: str
    manifestation: str = ""


class AdvanceDay(Command, frozen=True, kw_only=True):
    pass


class AwardHarmony(Command, frozen=True, kw_only=True):
    character_id: str
    amount: int = 1
    reason: str = ""


class RemoveHarmony(Command, frozen=True, kw_only=True):
    character_id: str
    amount: int = 1
    reason: str = ""


class InflictRupture(Command, frozen=True, kw_only=True):
    character_id: str
    reason: str = ""


class SpendHarmonyForPrayer(Command, frozen=True, kw_only=True):
    character_id: str
    recipient_id: str


class SaveFromDeath(Command, frozen=True, kw_only=True):
    saver_id: str
    saved_id: str
    words: str = ""


class PerformCommunionRitual(Command, frozen=True, kw_only=True):
    contributions: list[Contribution]
    rupture_cells: list[Cell] = []


class SetGameOption(Command, frozen=True, kw_only=True):
    gem_caterpillar: bool


class AdjustSheet(Command, frozen=True, kw_only=True):
    character_id: str
    changes: SheetChanges
    reason: str = ""


COMMAND_TYPES: tuple[type[Command], ...] = (
    RegisterCharacter, DrawSetupGems, ChooseSetupPrayers, CompleteSetup, StartScenario,
    DeclareCall, CancelCall, TakeRuptureTemptation, DrawGems, Redraw, AddPrayerGem,
    PlaceCallGems, PlaceExtraGems, RemoveRuptureGem, KeepPrayerGem, ApplyGemCaterpillar,
    RechargeResonance, AdvanceDay, AwardHarmony, RemoveHarmony, InflictRupture,
    SpendHarmonyForPrayer, SaveFromDeath, PerformCommunionRitual, SetGameOption, AdjustSheet,
)

__all__ = [
    "COMMAND_TYPES", "Cell", "Contribution", "Difficulty", "Helper", "Modifier",
    "RelationInput", "SheetChanges", *(command.__name__ for command in COMMAND_TYPES),
]
