"""ESPRI events (spec section 8): past-tense facts, every random outcome included."""

import msgspec

from domain.core import Event
from domain.espri.call import Helper, Modifier
from domain.espri.sheet import Character
from domain.espri.values import Cell, Contribution, SheetChanges


class CharacterRegistered(Event, frozen=True, kw_only=True):
    """A new sheet joined the game."""

    character: Character


class SetupGemsDrawn(Event, frozen=True, kw_only=True):
    """A character's setup draw, with every gem drawn."""

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
    """The gm's rupture gems are placed; play begins."""


class ScenarioStarted(Event, frozen=True, kw_only=True):
    """Every gem is back in the pool and the nymphs in their cages."""


class CallDeclared(Event, frozen=True, kw_only=True):
    """A call is open; ``draw_count`` is n (7.2)."""

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
    """A resonance helper spent a point towards the leader."""

    character_id: str
    target_id: str
    remaining: int


class CallCancelled(Event, frozen=True, kw_only=True):
    """A call was withdrawn before drawing."""

    call_id: str


class RuptureTemptationTaken(Event, frozen=True, kw_only=True):
    """The leader gave up rupture gems for a bonus of 2 each."""

    call_id: str
    character_id: str
    cells: tuple[int, ...]
    bonus: int


class GemsDrawn(Event, frozen=True, kw_only=True):
    """Gems drawn into the call's hand (``redraw`` for the second draw)."""

    call_id: str
    gems: tuple[str, ...]
    source: str
    redraw: bool = False


class GemsReturnedToPool(Event, frozen=True, kw_only=True):
    """``reason`` ``not_kept``: gems removed by a critical failure; otherwise the hand."""

    gems: tuple[str, ...]
    reason: str


class PrayerGemAddedToCall(Event, frozen=True, kw_only=True):
    """A prayer gem joined the call's hand."""

    call_id: str
    character_id: str
    colour: str


class CallResultDetermined(Event, frozen=True, kw_only=True):
    """The placed gems' result; ``extra_count`` gems are due on a success."""

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
    """A nymph went from one position to another (advance, fallback, ...)."""

    season: str
    from_: int = msgspec.field(name="from")
    to: int
    reason: str


class NymphReachedWorld(Event, frozen=True, kw_only=True):
    """A nymph reached her world cell (once per scenario)."""

    season: str
    call_id: str | None


class CallAwaiting(Event, frozen=True, kw_only=True):
    """The call waits for a choice: ``awaiting_extra_gems``, ``awaiting_rupture_removal``
    or ``awaiting_prayer_keep``."""

    call_id: str
    step: str
    stalled: tuple[str, ...] = ()


class PrayerGemKept(Event, frozen=True, kw_only=True):
    """A gem removed by a critical failure became the leader's prayer."""

    character_id: str
    colour: str


class RuptureGemRemoved(Event, frozen=True, kw_only=True):
    """A rupture gem left the board (critical success)."""

    quadrant: str
    cell: int


class GemMoved(Event, frozen=True, kw_only=True):
    """Gem caterpillar: a gem moved from behind a nymph to the cell ahead."""

    quadrant: str
    from_cell: int
    to_cell: int


class CallClosed(Event, frozen=True, kw_only=True):
    """``stalled``: nymphs that were due to advance and did not move (gem caterpillar)."""

    call_id: str
    result: str | None
    stalled: tuple[str, ...] = ()


class ResonanceRecharged(Event, frozen=True, kw_only=True):
    """A resonance is back to its maximum on ``day``."""

    character_id: str
    target_id: str
    value: int
    day: int
    manifestation: str = ""


class DayAdvanced(Event, frozen=True, kw_only=True):
    """A new in-game day."""

    day: int


class HarmonyGained(Event, frozen=True, kw_only=True):
    """Harmony points granted."""

    character_id: str
    amount: int
    reason: str


class HarmonyLost(Event, frozen=True, kw_only=True):
    """Harmony points taken away."""

    character_id: str
    amount: int
    reason: str


class HarmonySpent(Event, frozen=True, kw_only=True):
    """Harmony points spent by the character."""

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
    """Rupture points exceed harmony: the medium is broken."""

    character_id: str


class PrayerGemSpent(Event, frozen=True, kw_only=True):
    """A prayer gem went straight back to the pool."""

    character_id: str
    colour: str
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
