"""Where things stand on the board picture (pure arithmetic, no drawing).

The board is a square of four quadrants in the seasons' clockwise order from the top-left
corner (autumn, winter, spring, summer, as on the physical board). Each quadrant's path
runs from its cage (position 0) in the outer corner to its world cell (position 21) by
the centre, as a serpentine of three rows of seven cells; the world is the disc where the
four paths meet.
"""

from domain.espri.rules.gems import CYCLE

SIZE = 680
"""Width of the board (the legend adds a strip below it)."""
CENTRE = SIZE // 2
CELL = 28
"""Side of a cell's square."""
STEP = 34
"""Distance between the centres of two neighbouring cells."""
ROWS = ((272, 284, -1), (204, 80, 1), (136, 284, -1))
"""Each row of seven cells: (distance from the centre across, first distance along,
direction along): the outer row walks inwards, the middle one back out, the inner one in."""
CAGE = (320, 272)
"""The cage (position 0), in the quadrant's outer corner, just before cell 1."""
WORLD_RADIUS = 56
PATH_CELLS = 21

_SIGNS: dict[str, tuple[int, int]] = dict(zip(CYCLE, ((-1, -1), (1, -1), (1, 1), (-1, 1)),
                                              strict=True))
"""Which way each quadrant lies from the centre (x, y): top-left, top-right, ..."""


def quadrant_sign(season: str) -> tuple[int, int]:
    """(+1 or -1, +1 or -1): the quadrant's direction from the centre."""
    return _SIGNS[season]


def _local(position: int) -> tuple[int, int]:
    """(along, across) of a position in a quadrant, before mirroring; 0 is the cage."""
    if position == 0:
        return CAGE
    row, index = divmod(position - 1, 7)
    across, first, direction = ROWS[row]
    return first + direction * index * STEP, across


def cell_centre(season: str, position: int) -> tuple[int, int]:
    """The picture coordinates of a position (0 cage, 1..21 path) in a season's quadrant."""
    along, across = _local(position)
    sx, sy = quadrant_sign(season)
    return CENTRE + sx * along, CENTRE + sy * across


def label_anchor(season: str) -> tuple[int, int]:
    """Where a quadrant's caption (season and nymph, then weather) starts: the baseline of
    its first line, in the gap between the quadrant's inner row and the other quadrant."""
    sx, sy = quadrant_sign(season)
    return CENTRE + sx * 190, CENTRE + (-100 if sy < 0 else 84)


def world_slot(index: int) -> tuple[int, int]:
    """The place of the index-th nymph that reached the world, inside the central disc."""
    offsets = ((-20, -16), (20, -16), (20, 18), (-20, 18))
    dx, dy = offsets[index % len(offsets)]
    return CENTRE + dx, CENTRE + dy
