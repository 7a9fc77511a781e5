"""The ESPRI board as an SVG picture: a pure, deterministic function of the board view.

Every gem is drawn in its colour, every nymph where she stands (her cage, a path cell or
the world), with each quadrant's weather and the pool's counts. Screen readers get the
whole board in words: the picture's ``<title>`` and ``<desc>``, an ``aria-label`` per
quadrant, a ``<title>`` per gem and per nymph. The same view always gives the same bytes
(golden-file tests); nothing depends on the clock or on dict order.
"""

from collections.abc import Iterable
from typing import Any

import msgspec

from domain.core.words import ENGLISH, Words, say
from domain.espri.narrate import glossary as g
from domain.espri.rules.gems import COLOURS, CYCLE
from infrastructure.pictures.geometry import (
    CELL,
    CENTRE,
    PATH_CELLS,
    SIZE,
    WORLD_RADIUS,
    cell_centre,
    label_anchor,
    world_slot,
)
from services.text import one_line

MEDIA_TYPE = "image/svg+xml"
ENGLISH_ESPRI: Words = ENGLISH
LEGEND = 80
"""Height of the strip under the board: the pool's counts and the version."""
FILL = {"winter": "#2f6fd6", "spring": "#2e9d4a", "summer": "#e8c21a", "autumn": "#c8372d",
        "time": "#eef6f8", "rupture": "#7b3fb5"}
"""Gem colours: winter blue, spring green, summer yellow, autumn red, time clear, rupture
violet."""
GEM_STROKE = {"time": "#7a9aa6"}
"""A clear gem needs a visible outline; the others are outlined in their own darker ink."""
INK = "#222222"
PAPER = "#fbf8f1"


class QuadrantIn(msgspec.Struct, frozen=True):
    """One season's path as the board view gives it."""

    nymph: int
    weather: int
    cells: list[str | None]


class BoardIn(msgspec.Struct, frozen=True):
    """The board view (``GET /v1/games/{id}/board``) the picture is drawn from."""

    pool: dict[str, int]
    quadrants: dict[str, QuadrantIn]
    nymphs_in_world: list[str]


def board_svg(board: Any, version: int | None = None, words: Words = ENGLISH_ESPRI) -> str:
    """The SVG document of a board view (a struct or its JSON form), at ``version``, its
    text in ``words``' language (the ``espri`` catalog)."""
    w = words
    data = msgspec.convert(msgspec.to_builtins(board), BoardIn)
    title = say(w, "ESPRI board") if version is None else \
        say(w, "ESPRI board at version %(version)d", version=version)
    parts = [_header(title, describe(data, w)), _background()]
    parts += [_quadrant(season, data.quadrants[season], w) for season in CYCLE
              if season in data.quadrants]
    parts += [_world(data.nymphs_in_world, w), _legend(data.pool, version, w), "</svg>\n"]
    return "".join(parts)


def _counts(pool: dict[str, int], w: Words) -> str:
    return ", ".join(f"{g.colour(w, colour)} {pool.get(colour, 0)}" for colour in COLOURS)


def describe(board: BoardIn, w: Words = ENGLISH_ESPRI) -> str:
    """The board in words, season by season, then the pool and the world."""
    lines = [_season_words(season, board.quadrants[season], w) for season in CYCLE
             if season in board.quadrants]
    world = ", ".join(g.nymph(w, s) for s in board.nymphs_in_world) or say(w, "none")
    return " ".join([*lines, say(w, "Pool: %(counts)s.", counts=_counts(board.pool, w)),
                     say(w, "Nymphs in the world: %(names)s.", names=world)])


def _season_words(season: str, quadrant: QuadrantIn, w: Words) -> str:
    paved = [f"{n} {g.colour(w, gem)}" for n, gem in _gems(quadrant)]
    empty = PATH_CELLS - len(paved)
    return say(w, "%(season)s: %(nymph)s %(where)s, weather %(weather)d; cells %(cells)s; "
               "%(empty)d empty.", season=_capital(g.season(w, season)),
               nymph=g.nymph(w, season), where=_where(quadrant.nymph, w),
               weather=quadrant.weather, cells="; ".join(paved) or say(w, "no gem"),
               empty=empty)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _where(position: int, w: Words) -> str:
    if position <= 0:
        return say(w, "in her cage")
    if position >= PATH_CELLS:
        return say(w, "on the world cell")
    return say(w, "on cell %(cell)d", cell=position)


def _gems(quadrant: QuadrantIn) -> Iterable[tuple[int, str]]:
    for position, gem in enumerate(quadrant.cells[1:PATH_CELLS + 1], start=1):
        if gem is not None:
            yield position, gem


def content(text: str) -> str:
    """Text made safe for XML element content (quotes may stay)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def esc(text: str) -> str:
    """Text made safe for XML content and attribute values (a control character, which
    XML 1.0 forbids, as a visible escape)."""
    return (one_line(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#39;"))


def _header(title: str, description: str) -> str:
    height = SIZE + LEGEND
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {height}" '
            f'width="{SIZE}" height="{height}" role="img" '
            f'aria-labelledby="board-title board-desc" font-family="sans-serif">\n'
            f'<title id="board-title">{esc(title)}</title>\n'
            f'<desc id="board-desc">{esc(description)}</desc>\n')


def _background() -> str:
    return (f'<rect x="0" y="0" width="{SIZE}" height="{SIZE + LEGEND}" fill="{PAPER}"/>\n'
            f'<line x1="{CENTRE}" y1="0" x2="{CENTRE}" y2="{SIZE}" stroke="#d8d0bf"/>\n'
            f'<line x1="0" y1="{CENTRE}" x2="{SIZE}" y2="{CENTRE}" stroke="#d8d0bf"/>\n')


def _quadrant(season: str, quadrant: QuadrantIn, w: Words) -> str:
    label = esc(_season_words(season, quadrant, w))
    parts = [f'<g role="group" aria-label="{label}">\n', _trail(season), _cage(season, w)]
    parts += [_cell(season, n, _cell_gem(quadrant, n), w) for n in range(1, PATH_CELLS + 1)]
    parts += [_caption(season, quadrant, w), _nymph_marker(season, quadrant.nymph, w),
              "</g>\n"]
    return "".join(parts)


def _cell_gem(quadrant: QuadrantIn, position: int) -> str | None:
    return quadrant.cells[position] if position < len(quadrant.cells) else None


def _trail(season: str) -> str:
    """The path's line from the cage through every cell, under the cells."""
    points = " ".join("{},{}".format(*cell_centre(season, n)) for n in range(PATH_CELLS + 1))
    return (f'<polyline points="{points}" fill="none" stroke="#e2d9c5" stroke-width="6" '
            'stroke-linejoin="round" aria-hidden="true"/>\n')


def _cage(season: str, w: Words) -> str:
    x, y = cell_centre(season, 0)
    cage = say(w, "%(nymph)s's cage", nymph=g.nymph(w, season))
    return (f'<circle cx="{x}" cy="{y}" r="13" fill="none" stroke="{INK}" '
            f'stroke-dasharray="3 2"><title>{content(cage)}</title></circle>\n')


def _cell(season: str, position: int, gem: str | None, w: Words) -> str:
    x, y = cell_centre(season, position)
    left, top = x - CELL // 2, y - CELL // 2
    world = ' stroke-width="3"' if position == PATH_CELLS else ""
    if gem is None:
        name = say(w, "%(season)s cell %(cell)d: empty", season=g.season(w, season),
                   cell=position)
        return (f'<rect x="{left}" y="{top}" width="{CELL}" height="{CELL}" rx="4" '
                f'fill="#ffffff" stroke="#b9ae98"{world}><title>{esc(name)}</title></rect>\n'
                f'<text x="{x}" y="{y + 4}" font-size="10" text-anchor="middle" '
                f'fill="#9a8f7a" aria-hidden="true">{position}</text>\n')
    fill, stroke = FILL.get(gem, "#888888"), GEM_STROKE.get(gem, INK)
    name = say(w, "%(season)s cell %(cell)d: %(gem)s", season=g.season(w, season),
               cell=position, gem=g.gem(w, gem))
    return (f'<rect x="{left}" y="{top}" width="{CELL}" height="{CELL}" rx="4" fill="{fill}" '
            f'stroke="{stroke}"{world} data-gem="{esc(gem)}" data-cell="{position}">'
            f'<title>{esc(name)}</title></rect>\n')


def _caption(season: str, quadrant: QuadrantIn, w: Words) -> str:
    x, y = label_anchor(season)
    weather = say(w, "weather %(weather)d (%(climate)s)", weather=quadrant.weather,
                  climate=g.climate(w, season))
    return (f'<text x="{x}" y="{y}" font-size="15" font-weight="bold" text-anchor="middle" '
            f'fill="{INK}" aria-hidden="true">{esc(_capital(g.season(w, season)))} \u00b7 '
            f'{esc(g.nymph(w, season))} {esc(_where(quadrant.nymph, w))}</text>\n'
            f'<text x="{x}" y="{y + 18}" font-size="13" text-anchor="middle" fill="{INK}" '
            f'aria-hidden="true">{esc(weather)}</text>\n')


def _nymph_marker(season: str, position: int, w: Words) -> str:
    x, y = cell_centre(season, max(0, min(position, PATH_CELLS)))
    return _marker(season, x, y, say(w, "%(nymph)s, the %(season)s nymph, %(where)s",
                                     nymph=g.nymph(w, season), season=g.season(w, season),
                                     where=_where(position, w)), w)


def _marker(season: str, x: int, y: int, words: str, w: Words) -> str:
    name = g.nymph(w, season)
    return (f'<g class="nymph" data-season="{season}">'
            f'<circle cx="{x}" cy="{y}" r="10" fill="{FILL[season]}" stroke="#ffffff" '
            f'stroke-width="3"><title>{esc(words)}</title></circle>'
            f'<circle cx="{x}" cy="{y}" r="12" fill="none" stroke="{INK}"/>'
            f'<text x="{x}" y="{y + 4}" font-size="11" font-weight="bold" text-anchor="middle" '
            f'fill="#ffffff" aria-hidden="true">{esc(name[:1])}</text></g>\n')


def _world(seasons: list[str], w: Words) -> str:
    names = ", ".join(g.nymph(w, s) for s in seasons) or say(w, "no nymph yet")
    world = say(w, "The world: %(names)s", names=names)
    word = say(w, "world")  # outside the f-string, where the extraction sees it
    parts = [f'<g role="group" aria-label="{esc(world)}">\n'
             f'<circle cx="{CENTRE}" cy="{CENTRE}" r="{WORLD_RADIUS}" fill="#fff6d8" '
             f'stroke="{INK}"><title>{esc(world)}</title></circle>\n'
             f'<text x="{CENTRE}" y="{CENTRE + 44}" font-size="12" text-anchor="middle" '
             f'fill="#8a7a4a" aria-hidden="true">{esc(word)}</text>\n']
    for index, season in enumerate(s for s in seasons if s in FILL):
        x, y = world_slot(index)
        reached = say(w, "%(nymph)s has reached the world", nymph=g.nymph(w, season))
        parts.append(_marker(season, x, y, reached, w))
    return "".join([*parts, "</g>\n"])


def _legend(pool: dict[str, int], version: int | None, w: Words) -> str:
    pool_words = say(w, "Pool: %(counts)s", counts=_counts(pool, w))
    pool_word = say(w, "Pool")  # outside the f-string, where the extraction sees it
    parts = [f'<g role="group" aria-label="{esc(pool_words)}">\n'
             f'<text x="16" y="{SIZE + 30}" font-size="14" font-weight="bold" '
             f'fill="{INK}" aria-hidden="true">{esc(pool_word)}</text>\n']
    for index, colour in enumerate(COLOURS):
        x, y = 70 + index * 96, SIZE + 16
        stroke = GEM_STROKE.get(colour, INK)
        parts.append(f'<rect x="{x}" y="{y}" width="18" height="18" rx="3" '
                     f'fill="{FILL[colour]}" stroke="{stroke}"/>'
                     f'<text x="{x + 24}" y="{y + 14}" font-size="13" fill="{INK}">'
                     f'{esc(g.colour(w, colour))} {pool.get(colour, 0)}</text>\n')
    if version is not None:
        label = say(w, "version %(version)d", version=version)
        parts.append(f'<text x="{SIZE - 16}" y="{SIZE + 62}" font-size="12" '
                     f'text-anchor="end" fill="#6b6355">{esc(label)}</text>\n')
    return "".join([*parts, "</g>\n"])
