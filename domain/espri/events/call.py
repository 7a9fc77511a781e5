"""ESPRI events of the call (spec section 8): every random outcome included."""

from typing import Literal

import msgspec

from domain.core import Event
from domain.core.randomness import ResultSource
from domain.espri.rules.call import (
    CallDeclaration,
    Chooser,
    Result,
    Step,
)
from domain.espri.rules.gems import Colour, Season

Shift = Literal["up", "down"]


class CallDeclared(CallDeclaration, Event, frozen=True, kw_only=True):
    """A call is open; ``draw_count`` is n (7.2)."""

    draw_count: int
    chooser: Chooser
    passive: bool


class ResonanceSpent(Event, frozen=True, kw_only=True):
    """A resonance helper spent a point towards the leader."""

    character_id: str
    target_id: str
    remaining: int


class CallCancelled(Event, frozen=True, kw_only=True):
    """A call was withdrawn before drawing; ``reason`` ``pool_exhausted`` when the leader
    could no longer draw after the temptation (U2)."""

    call_id: str
    reason: str | None = None


class RuptureTemptationTaken(Event, frozen=True, kw_only=True):
    """The leader gave up rupture gems for a bonus of 2 each."""

    call_id: str
    character_id: str
    cells: tuple[int, ...]
    bonus: int


class GemsDrawn(Event, frozen=True, kw_only=True):
    """Gems drawn into the call's hand (``redraw`` for the second draw)."""

    call_id: str
    gems: tuple[Colour, ...]
    source: ResultSource
    redraw: bool = False


class GemsReturnedToPool(Event, frozen=True, kw_only=True):
    """``reason`` ``not_kept``: gems removed by a critical failure; ``retired``: the prayer
    gems of ``character_id`` (present only then); otherwise the call's hand."""

    gems: tuple[Colour, ...]
    reason: str
    character_id: str | msgspec.UnsetType = msgspec.UNSET


class PrayerGemAddedToCall(Event, frozen=True, kw_only=True):
    """A prayer gem joined the call's hand."""

    call_id: str
    character_id: str
    colour: Colour


class CallResultDetermined(Event, frozen=True, kw_only=True):
    """The placed gems' result; ``extra_count`` gems are due on a success."""

    call_id: str
    main: Colour
    modifier: Literal["time", "rupture"] | None
    shift: Shift | None
    base_result: Result
    result: Result
    forced: bool
    without_talent: bool
    extra_count: int = 0


class GemsRemoved(Event, frozen=True, kw_only=True):
    """Gems leave the board (the nymph falls back); ``critical_failure`` gems are held by
    the call until the leader keeps one, other reasons send them to the pool. ``purpose``:
    the gm's words when the gems are ``spent`` (R7), present only then."""

    quadrant: Season
    cells: tuple[int, ...]
    colours: tuple[Colour, ...]
    reason: str
    purpose: str | msgspec.UnsetType = msgspec.UNSET


class NymphMoved(Event, frozen=True, kw_only=True):
    """A nymph went from one position to another (advance, fallback, ...)."""

    season: Season
    from_: int = msgspec.field(name="from")
    to: int
    reason: str


class NymphReachedWorld(Event, frozen=True, kw_only=True):
    """A nymph reached her world cell (once per scenario)."""

    season: Season
    call_id: str | None


class CallAwaiting(Event, frozen=True, kw_only=True):
    """The call waits for a choice: ``awaiting_extra_gems``, ``awaiting_rupture_removal``
    or ``awaiting_prayer_keep``."""

    call_id: str
    step: Step
    stalled: tuple[Season, ...] = ()


class CallGemsChosen(Event, frozen=True, kw_only=True):
    """T3: the gm chose the placed gems (n <= -2); the leader chooses their shift."""

    call_id: str
    main: Colour
    modifier: Literal["time", "rupture"] | None = None


class PrayerGemReturned(Event, frozen=True, kw_only=True):
    """T6: the prayer gem the leader added was not placed: back to its prayer gems."""

    call_id: str
    character_id: str
    colour: Colour


class PrayerGemKept(Event, frozen=True, kw_only=True):
    """A gem removed by a critical failure became the leader's prayer."""

    character_id: str
    colour: Colour


class RuptureGemRemoved(Event, frozen=True, kw_only=True):
    """A rupture gem left the board (critical success)."""

    quadrant: Season
    cell: int


class GemMoved(Event, frozen=True, kw_only=True):
    """Gem caterpillar: a gem moved from behind a nymph to the cell ahead."""

    quadrant: Season
    from_cell: int
    to_cell: int


class CallClosed(Event, frozen=True, kw_only=True):
    """``stalled``: nymphs that were due to advance and did not move (gem caterpillar)."""

    call_id: str
    result: Result | None
    stalled: tuple[Season, ...] = ()
    reason: Literal["medium_shattered"] | None = None
    """T4: the leader's medium shattered before the draw (the temptation)."""
