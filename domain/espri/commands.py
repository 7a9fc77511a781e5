"""ESPRI commands (spec section 6): flat bodies, parameters named as in the spec."""

from typing import Literal

import msgspec

from domain.core import Command
from domain.espri.rules.call import Helper, Modifier
from domain.espri.rules.gems import Colour as ColourName
from domain.espri.rules.gems import Season as SeasonName
from domain.espri.rules.values import (
    Cell,
    Contribution,
    PrayerPayment,
    RelationInput,
    RelationRef,
    SheetChanges,
)


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
    seasons: dict[SeasonName, int]
    id: str | None = None
    tutelary_season: SeasonName | None = None
    harmony: int = 0
    rupture_points: int = 0
    prayer_gems: list[ColourName] = []
    talents: list[str] = []
    relations: dict[str, RelationInput] = {}
    lineage: str | None = None


class DrawSetupGems(Command, frozen=True, kw_only=True):
    """The setup draw: devotion + tutelary score (priestess: best season) gems; ``gems`` when
    drawn at the table."""

    character_id: str
    gems: list[ColourName] | None = None


class ChooseSetupPrayers(Command, frozen=True, kw_only=True):
    """Keep ``devotion`` gems as prayers (never rupture); the rest go on the board. A priestess
    names a quadrant for each time/rupture gem."""

    character_id: str
    keep: list[ColourName]
    quadrants: list[SeasonName] = []
    place_order: list[ColourName] | None = None
    """T8: the gems left to place, in the order the player places them (default: drawn)."""


class CompleteSetup(Command, frozen=True, kw_only=True):
    """The gm places one rupture gem per quadrant and play begins (gm only)."""


class StartScenario(Command, frozen=True, kw_only=True):
    """Every gem back to the pool, nymphs to their cages, setup again (gm only)."""


class DeclareCall(Command, frozen=True, kw_only=True):
    """The gm opens a call: leader (or the best direct participant), called season, talent
    (one of the leader's, or null: one step lower), helpers, difficulty, modifiers (each
    for the leader unless it names a participant)."""

    called_season: SeasonName
    leader_id: str | None = None
    talent: str | None = None
    helpers: list[Helper] = []
    difficulty: Difficulty = Difficulty()
    modifiers: list[Modifier] = []
    passive: bool = False


class CancelCall(Command, frozen=True, kw_only=True):
    """The gm withdraws a call not yet drawn; spent resonance comes back."""


class TakeRuptureTemptation(Command, frozen=True, kw_only=True):
    """Before drawing, the leader removes rupture gems from its quadrant: +2 each, one rupture
    point."""

    cells: list[int]


class DrawGems(Command, frozen=True, kw_only=True):
    """The leader draws the gems the draw table asks for; ``gems`` when drawn at the table."""

    gems: list[ColourName] | None = None


class Redraw(Command, frozen=True, kw_only=True):
    """n = 1 (leader) or n = -1 (gm): the drawn gem goes back and one new, final gem is drawn."""

    gems: list[ColourName] | None = None


class AddPrayerGem(Command, frozen=True, kw_only=True):
    """The leader adds one of its prayer gems to the hand, once per call."""

    colour: ColourName


class PlaceCallGems(Command, frozen=True, kw_only=True):
    """The chooser places the main gem and at most one time/rupture modifier; ``shift`` up or
    down."""

    main: ColourName
    modifier: Literal["time", "rupture"] | None = None
    shift: Literal["up", "down"] | None = None


class ChooseShift(Command, frozen=True, kw_only=True):
    """T3: when the gm chose the placed gems (n <= -2), the leader shifts the result of a
    time or rupture modifier (or of a rupture-only hand) up or down."""

    shift: Literal["up", "down"]


class SpendHarmony(Command, frozen=True, kw_only=True):
    """T18: the owner spends harmony « pour augmenter les scores … obtenir des bonus lors des
    tests de Résistance » (``purpose``), with an optional ``note``."""

    character_id: str
    amount: int = 1
    purpose: Literal["score", "resistance", "other"]
    note: str = ""


class PlaceExtraGems(Command, frozen=True, kw_only=True):
    """After a success, the leader places exactly min(base score, hand) gems from the hand."""

    gems: list[ColourName]


class RemoveRuptureGem(Command, frozen=True, kw_only=True):
    """After a critical success, the leader may remove one rupture gem anywhere (or skip)."""

    quadrant: SeasonName | None = None
    cell: int | None = None
    skip: bool = False


class KeepPrayerGem(Command, frozen=True, kw_only=True):
    """After a critical failure, the leader may keep one removed gem as a prayer (or skip)."""

    colour: ColourName | None = None
    skip: bool = False


class ApplyGemCaterpillar(Command, frozen=True, kw_only=True):
    """Optional rule: move a gem from behind a stalled nymph to the cell ahead of her (gm only)."""

    season: SeasonName
    from_cell: int


class RechargeResonance(RelationRef, Command, frozen=True, kw_only=True):
    """Manifesting a relation recharges an empty resonance to its max, once a day per relation."""

    manifestation: str = ""


class ConfirmResonanceRecharge(RelationRef, Command, frozen=True, kw_only=True):
    """The gm judges a player's manifestation valid: the resonance recharges (gm only, T11)."""


class RefuseResonanceRecharge(RelationRef, Command, frozen=True, kw_only=True):
    """The gm judges a player's manifestation unfit: nothing recharges (gm only, T11)."""

    reason: str = ""


class AdvanceDay(Command, frozen=True, kw_only=True):
    """The next in-game day (gm only)."""


class HarmonyChange(Command, frozen=True, kw_only=True):
    """Harmony points the gm grants or takes away."""

    character_id: str
    amount: int = 1
    reason: str = ""


class AwardHarmony(HarmonyChange, frozen=True, kw_only=True):
    """The gm grants harmony points."""


class RemoveHarmony(HarmonyChange, frozen=True, kw_only=True):
    """The gm takes harmony points away (never below 0)."""


class InflictRupture(Command, frozen=True, kw_only=True):
    """The gm gives a rupture point, with its rupture prayer gem."""

    character_id: str
    reason: str = ""


class SpendHarmonyForPrayer(Command, frozen=True, kw_only=True):
    """One harmony for a prayer gem of the spender's colour, given to any quartet member."""

    character_id: str
    recipient_id: str


class SaveFromDeath(Command, frozen=True, kw_only=True):
    """Spend a prayer gem of the saved character's colour to save it from death."""

    saver_id: str
    saved_id: str
    words: str = ""


class PerformCommunionRitual(Command, frozen=True, kw_only=True):
    """With 12 gems or fewer in the pool, the quartet pays and clears its own gems and rupture
    gems."""

    contributions: list[Contribution]
    rupture_cells: list[Cell] = []


class SetGameOption(Command, frozen=True, kw_only=True):
    """Turn the gem caterpillar option on or off (gm only)."""

    gem_caterpillar: bool


class AdjustSheet(Command, frozen=True, kw_only=True):
    """The gm changes sheet fields; the result must stay valid."""

    character_id: str
    changes: SheetChanges
    reason: str = ""


class RetireCharacter(Command, frozen=True, kw_only=True):
    """The character leaves the quartet (R3): it no longer leads, helps, contributes or
    counts, and its prayer gems go back to the pool (gm only)."""

    character_id: str
    reason: str = ""


class SpendBoardGems(Command, frozen=True, kw_only=True):
    """The gm takes gems off the board to pay for something, e.g. a spell's cost or a
    Chimera's power (R7): they go back to the pool and the nymphs fall back."""

    cells: list[Cell]
    reason: str = ""


COMMAND_TYPES: tuple[type[Command], ...] = (
    RegisterCharacter, DrawSetupGems, ChooseSetupPrayers, CompleteSetup, StartScenario,
    DeclareCall, CancelCall, TakeRuptureTemptation, DrawGems, Redraw, AddPrayerGem,
    PlaceCallGems, PlaceExtraGems, RemoveRuptureGem, KeepPrayerGem, ApplyGemCaterpillar,
    RechargeResonance, AdvanceDay, AwardHarmony, RemoveHarmony, InflictRupture,
    SpendHarmonyForPrayer, SaveFromDeath, PerformCommunionRitual, SetGameOption, AdjustSheet,
    RetireCharacter, SpendBoardGems, ChooseShift, SpendHarmony, ConfirmResonanceRecharge,
    RefuseResonanceRecharge,
)

__all__ = [
    "COMMAND_TYPES", "Cell", "ColourName", "Contribution", "Difficulty", "Helper", "Modifier",
    "PrayerPayment", "RelationInput", "SeasonName", "SheetChanges",
    *(command.__name__ for command in COMMAND_TYPES),
]
