"""The board: four quadrants of 22 positions, and the placement, removal and advance
rules (spec section 3)."""

from collections.abc import Iterable

import msgspec

from domain.espri.rules.gems import SEASONS, Colour, Season

START = 0
WORLD = 21
POSITIONS = 22


class Quadrant(msgspec.Struct, frozen=True):
    """One season's path: ``cells[0]`` is the start (never a gem), ``cells[21]`` the world."""

    nymph: int = START
    cells: tuple[Colour | None, ...] = (None,) * POSITIONS


Board = dict[Season, Quadrant]


def empty_board() -> Board:
    """Four empty quadrants, every nymph in her cage."""
    return {season: Quadrant() for season in SEASONS}


def weather(quadrant: Quadrant) -> int:
    """The number of rupture gems in a quadrant (the weather difficulty)."""
    return sum(1 for gem in quadrant.cells if gem == "rupture")


def is_paved(quadrant: Quadrant, cell: int) -> bool:
    """True when a path cell holds a gem."""
    return 1 <= cell <= WORLD and quadrant.cells[cell] is not None


def placement_cell(quadrant: Quadrant) -> int | None:
    """The first empty cell strictly ahead of the nymph, or None (overflow, D9)."""
    for cell in range(quadrant.nymph + 1, POSITIONS):
        if quadrant.cells[cell] is None:
            return cell
    return None


def with_gem(quadrant: Quadrant, cell: int, colour: Colour | None) -> Quadrant:
    """The quadrant with ``cell`` set to ``colour`` (None empties it)."""
    cells = list(quadrant.cells)
    cells[cell] = colour
    return Quadrant(nymph=quadrant.nymph, cells=tuple(cells))


def removal_cells(quadrant: Quadrant, k: int) -> list[int]:
    """Up to ``k`` paved cells, from the one closest to the centre backwards."""
    paved = [cell for cell in range(WORLD, START, -1) if quadrant.cells[cell] is not None]
    return paved[:max(0, k)]


def fallback(quadrant: Quadrant) -> int:
    """Where the nymph stands once gems are gone: her cell if still paved, else the
    highest paved cell below it, else the start."""
    position = quadrant.nymph
    while position > START and quadrant.cells[position] is None:
        position -= 1
    return position


def without_gems(quadrant: Quadrant, cells: Iterable[int]) -> Quadrant:
    """The quadrant with ``cells`` emptied and the nymph fallen back (removal rule)."""
    new_cells = list(quadrant.cells)
    for cell in cells:
        new_cells[cell] = None
    emptied = Quadrant(nymph=quadrant.nymph, cells=tuple(new_cells))
    return Quadrant(nymph=fallback(emptied), cells=emptied.cells)


def advance_target(quadrant: Quadrant) -> int:
    """Where an advancing nymph stops: through consecutive paved cells (D7), on the first
    rupture cell, or on the world cell."""
    position = quadrant.nymph
    while position < WORLD and quadrant.cells[position + 1] is not None:
        position += 1
        if quadrant.cells[position] == "rupture":
            break
    return position


def gems_on(quadrant: Quadrant) -> list[Colour]:
    """The colours of every gem in a quadrant."""
    return [gem for gem in quadrant.cells if gem is not None]
