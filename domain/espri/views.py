"""The typed read model of an ESPRI game (issue #11): what ``ESPRI.view`` returns.

Every field is concretely typed so the OpenAPI document (and any generated client) sees
a board cell as a colour or null. ESPRI hides nothing, so no field is ever redacted.
"""

import msgspec
from msgspec.structs import asdict

from domain.core import Actor
from domain.espri.rules.board import Quadrant, weather
from domain.espri.rules.call import (
    CallDeclaration,
    Chooser,
    OpenCall,
    Result,
    Step,
)
from domain.espri.rules.gems import COLOURS, Colour, Season
from domain.espri.rules.sheet import Character
from domain.espri.state import EspriOptions, EspriState, Phase, RechargeRequest


class PoolCounts(msgspec.Struct, frozen=True, kw_only=True):
    """How many gems of each colour are in the bag (12 each at the start)."""

    winter: int
    spring: int
    summer: int
    autumn: int
    time: int
    rupture: int


class QuadrantView(msgspec.Struct, frozen=True, kw_only=True):
    """One season's path: ``cells`` has 22 entries, position 0 (the nymph's cage, never a
    gem) to 21 (the world cell), each a gem colour or null; ``weather`` is the number of
    rupture gems; ``nymph`` the nymph's position."""

    nymph: int
    weather: int
    cells: tuple[Colour | None, ...]


class QuadrantsView(msgspec.Struct, frozen=True, kw_only=True):
    """The four quadrants, one per season."""

    winter: QuadrantView
    spring: QuadrantView
    summer: QuadrantView
    autumn: QuadrantView


class BoardView(msgspec.Struct, frozen=True, kw_only=True):
    """The board as data: the pool, the four quadrants, the nymphs in the world."""

    pool: PoolCounts
    quadrants: QuadrantsView
    nymphs_in_world: tuple[Season, ...]


class CallView(CallDeclaration, frozen=True, kw_only=True):
    """The open call: its state plus the derived ``draw_count`` (n, temptation
    included), ``draw_size`` (gems the draw table asks for) and ``chooser``."""

    n: int
    passive: bool
    step: Step
    temptation_gems: int
    hand: tuple[Colour, ...]
    prayer_added: Colour | None
    redrawn: bool
    result: Result | None
    extra_count: int
    removed: tuple[Colour, ...]
    stalled: tuple[Season, ...]
    chosen_main: Colour | None
    chosen_modifier: Colour | None
    draw_count: int
    draw_size: int
    chooser: Chooser


class EspriView(msgspec.Struct, frozen=True, kw_only=True):
    """The whole game as any seat sees it (ESPRI has no hidden information)."""

    phase: Phase
    day: int
    board: BoardView
    characters: dict[str, Character]
    setup_done: tuple[str, ...]
    setup_draws: dict[str, tuple[Colour, ...]]
    open_call: CallView | None
    stalled_nymphs: tuple[Season, ...]
    recharge_requests: tuple[RechargeRequest, ...] = ()
    options: EspriOptions


def _quadrant(quadrant: Quadrant) -> QuadrantView:
    return QuadrantView(nymph=quadrant.nymph, weather=weather(quadrant), cells=quadrant.cells)


def board_view(state: EspriState) -> BoardView:
    """Pool counts, the four quadrants (22 cells each), nymphs in the world."""
    pool = state.pool
    board = state.board
    return BoardView(
        pool=PoolCounts(winter=pool.get("winter", 0), spring=pool.get("spring", 0),
                        summer=pool.get("summer", 0), autumn=pool.get("autumn", 0),
                        time=pool.get("time", 0), rupture=pool.get("rupture", 0)),
        quadrants=QuadrantsView(winter=_quadrant(board["winter"]),
                                spring=_quadrant(board["spring"]),
                                summer=_quadrant(board["summer"]),
                                autumn=_quadrant(board["autumn"])),
        nymphs_in_world=state.nymphs_in_world)


def call_view(call: OpenCall | None) -> CallView | None:
    """The open call with its draw count, draw size and chooser."""
    if call is None:
        return None
    return CallView(**asdict(call), draw_count=call.n, draw_size=call.draw_size,
                    chooser=call.chooser)


def view(state: EspriState, viewer: Actor) -> EspriView:
    """The whole game for any viewer."""
    return EspriView(
        phase=state.phase, day=state.day, board=board_view(state),
        characters=dict(state.characters), setup_done=state.setup_done,
        setup_draws=dict(state.setup_draws), open_call=call_view(state.open_call),
        stalled_nymphs=state.stalled_nymphs, options=state.options,
        recharge_requests=state.recharge_requests)


def gem_totals(state: EspriState) -> dict[str, int]:
    """Gems of each colour across pool, board, prayers, setup draws and the open call
    (hand and removed gems): 12 each, always."""
    totals: dict[str, int] = {colour: state.pool.get(colour, 0) for colour in COLOURS}
    places: list[str | None] = [g for q in state.board.values() for g in q.cells]
    places += [g for c in state.characters.values() for g in c.prayer_gems]
    places += [g for draw in state.setup_draws.values() for g in draw]
    if state.open_call is not None:
        places += [*state.open_call.hand, *state.open_call.removed]
    for gem in places:
        if gem is not None:
            totals[gem] = totals.get(gem, 0) + 1
    return totals
