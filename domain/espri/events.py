"""ESPRI events (spec section 8): past-tense facts, every random outcome included."""

import msgspec

from domain.core import Event
from domain.espri.call import Helper, Modifier
from domain.espri.sheet import Character


class SheetChanges(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A partial sheet: only the fields given change (``AdjustSheet``)."""

    name: str | msgspec.UnsetType = msgspec.UNSET
    player_id: str | msgspec.UnsetType = msgspec.UNSET
    kind: str | msgspec.UnsetType = msgspec.UNSET
    tutelary_season: str | msgspec.UnsetType | None = msgspec.UNSET
    devotion: int | msgspec.UnsetType = msgspec.UNSET
    seasons: dict[str, int] | msgspec.UnsetType = msgspec.UNSET
    harmony: int | msgspec.UnsetType = msgspec.UNSET
    rupture_points: int | msgspec.UnsetType = msgspec.UNSET
    prayer_gems: list[str] | msgspec.UnsetType = msgspec.UNSET
    talents: list[str] | msgspec.UnsetType = msgspec.UNSET
    relations: dict[str, "RelationInput"] | msgspec.UnsetType = msgspec.UNSET
    lineage: str | msgspec.UnsetType | None = msgspec.UNSET
    medium_shattered: bool | msgspec.UnsetType = msgspec.UNSET


class RelationInput(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A relation as a client writes it; ``resonance`` defaults to ``resonance_max``."""

    nature: str
    resonance_max: int = 1
    resonance: int | None = None


class Cell(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A board cell: a quadrant (season) and a position 1..21."""

    quadrant: str
    cell: int


class Contribution(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One quartet member's share of a communion ritual: ``pays`` is ``"harmony"`` or
    ``{"prayer": colour}``."""

    character_id: str
    pays: str | dict[str, str]
    cells: tuple[Cell, ...] = ()


class CharacterRegistered(Event, frozen=True, kw_only=True):
    character: Character


class SetupGemsDrawn(Event, frozen=True, kw_only=True):
    character_id: str
    gems: tuple[str, ...]
    source: str


class SetupPrayersChosen(Event, frozen=True, kw_only=True):
    """The kept gems become prayers; the others go back to the bag until placed."""

    character_id: str
    kept: tuple[str, ...]


class GemPlaced(Event, frozen=True, kw_only=True):
    """``reason`` ``call`` or ``extra``: from the open call's hand; otherwise from the pool."""

    quadrant: str
    cell: int
    colour: str
    reason: str


class GemOverflowed(Event, frozen=True, kw_only=True):
    """No empty cell ahead of the nymph (D9): the gem goes (or stays) in the pool."""

    quadrant: str
    colour: str
    reason: str = "setup"


class SetupCompleted(Event, frozen=True, kw_only=True):
    pass


class ScenarioStarted(Event, frozen=True, kw_only=True):
    pass


class CallDeclared(Event, frozen=True, kw_only=True):
    call_id: str
    leader_id: str
    called_season: str
    talent: str | None
    helpers: tuple[Helper, ...]
    difficulty: int
    difficulty_source: str
    modifiers: tuple[Modifier, ...]
    effective_score: int
    draw_count: int
    chooser: str
    passive: bool


class ResonanceSpent(Event, frozen=True, kw_only=True):
    character_id: str
    target_id: str
    remaining: int


class CallCancelled(Event, frozen=True, kw_only=True):
    call_id: str


class RuptureTemptationTaken(Event, frozen=True, kw_only=True):
    call_id: str
    character_id: str
    cells: tuple[int, ...]
    bonus: int


class GemsDrawn(Event, frozen=True, kw_only=True):
    call_id: str
    gems: tuple[str, ...]
    source: str
    redraw: bool = False


class GemsReturnedToPool(Event, frozen=True, kw_only=True):
    """``reason`` ``not_kept``: gems removed by a critical failure; otherwise the hand."""

    gems: tuple[str, ...]
    reason: str


class PrayerGemAddedToCall(Event, frozen=True, kw_only=True):
    call_id: str
    character_id: str
    colour: str


class CallResultDetermined(Event, frozen=True, kw_only=True):
    call_id: str
    main: str
    modifier: str | None
    shift: str | None
    base_result: str
    result: str
    forced: bool
    without_talent: bool
    extra_count: int = 0


class GemsRemoved(Event, frozen=True, kw_only=True):
    """Gems leave the board (the nymph falls back); ``critical_failure`` gems are held by
    the call until the leader keeps one, other reasons send them to the pool."""

    quadrant: str
    cells: tuple[int, ...]
    colours: tuple[str, ...]
    reason: str


class NymphMoved(Event, frozen=True, kw_only=True):
    season: str
    from_: int = msgspec.field(name="from")
    to: int
    reason: str


class NymphReachedWorld(Event, frozen=True, kw_only=True):
    season: str
    call_id: str | None


class CallAwaiting(Event, frozen=True, kw_only=True):
    """The call waits for a choice: ``awaiting_extra_gems``, ``awaiting_rupture_removal``
    or ``awaiting_prayer_keep``."""

    call_id: str
    step: str
    stalled: tuple[str, ...] = ()


class PrayerGemKept(Event, frozen=True, kw_only=True):
    character_id: str
    colour: str


class RuptureGemRemoved(Event, frozen=True, kw_only=True):
    quadrant: str
    cell: int


class GemMoved(Event, frozen=True, kw_only=True):
    quadrant: str
    from_cell: int
    to_cell: int


class CallClosed(Event, frozen=True, kw_only=True):
    """``stalled``: nymphs that were due to advance and did not move (gem caterpillar)."""

    call_id: str
    result: str | None
    stalled: tuple[str, ...] = ()


class ResonanceRecharged(Event, frozen=True, kw_only=True):
    character_id: str
    target_id: str
    value: int
    day: int
    manifestation: str = ""


class DayAdvanced(Event, frozen=True, kw_only=True):
    day: int


class HarmonyGained(Event, frozen=True, kw_only=True):
    character_id: str
    amount: int
    reason: str


class HarmonyLost(Event, frozen=True, kw_only=True):
    character_id: str
    amount: int
    reason: str


class HarmonySpent(Event, frozen=True, kw_only=True):
    character_id: str
    amount: int
    reason: str


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
    colour: str
    replaced: str | None = None


class MediumShattered(Event, frozen=True, kw_only=True):
    character_id: str


class PrayerGemSpent(Event, frozen=True, kw_only=True):
    character_id: str
    colour: str
    purpose: str


class CharacterSavedFromDeath(Event, frozen=True, kw_only=True):
    saver_id: str
    saved_id: str
    words: str


class CommunionRitualPerformed(Event, frozen=True, kw_only=True):
    """Each contribution's payment (harmony or a prayer gem) is applied here."""

    contributions: tuple[Contribution, ...]
    rupture_cells: tuple[Cell, ...]


class GameOptionSet(Event, frozen=True, kw_only=True):
    gem_caterpillar: bool


class SheetAdjusted(Event, frozen=True, kw_only=True):
    character_id: str
    changes: SheetChanges
    reason: str


EVENT_TYPES: tuple[type[Event], ...] = (
    CharacterRegistered, SetupGemsDrawn, SetupPrayersChosen, GemPlaced, GemOverflowed,
    SetupCompleted, ScenarioStarted, CallDeclared, ResonanceSpent, CallCancelled,
    RuptureTemptationTaken, GemsDrawn, GemsReturnedToPool, PrayerGemAddedToCall,
    CallResultDetermined, GemsRemoved, NymphMoved, NymphReachedWorld, CallAwaiting,
    PrayerGemKept, RuptureGemRemoved, GemMoved, CallClosed, ResonanceRecharged, DayAdvanced,
    HarmonyGained, HarmonyLost, HarmonySpent, RupturePointGained, PrayerGemReceived,
    MediumShattered, PrayerGemSpent, CharacterSavedFromDeath, CommunionRitualPerformed,
    GameOptionSet, SheetAdjusted,
)
