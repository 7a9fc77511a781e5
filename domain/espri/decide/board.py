"""The board moves every handler shares: placing, removing, advancing, drawing,
rupture (they emit the board's events; no command handler here)."""

from collections.abc import Iterable, Sequence

import msgspec

from domain.core import Emitter, InvalidValue, RandomSource, draw_from_multiset, result_source
from domain.core.randomness import ResultSource
from domain.espri import events as ev
from domain.espri.rules.board import WORLD, advance_target, fallback, placement_cell, without_gems
from domain.espri.rules.gems import COLOURS, Colour, Season, contains
from domain.espri.rules.terms import sentence
from domain.espri.state import EspriState, pool_left_for_gems_taken


def place_gem(em: Emitter[EspriState], quadrant: Season, colour: Colour, reason: str) -> None:
    """Placement rule: the first empty cell ahead of the nymph, else overflow (D9)."""
    cell = placement_cell(em.state.board[quadrant])
    if cell is None:
        em.emit(ev.GemOverflowed(quadrant=quadrant, colour=colour, reason=reason))
    else:
        em.emit(ev.GemPlaced(quadrant=quadrant, cell=cell, colour=colour, reason=reason))


def remove_gems(em: Emitter[EspriState], quadrant: Season, cells: Iterable[int], reason: str,
                purpose: str | None = None) -> None:
    """Gems leave a quadrant; its nymph falls back if her cell is no longer paved."""
    cells = tuple(cells)
    if not cells:
        return
    before = em.state.board[quadrant]
    colours = tuple(gem for gem in (before.cells[cell] for cell in cells) if gem is not None)
    em.emit(ev.GemsRemoved(quadrant=quadrant, cells=cells, colours=colours, reason=reason,
                           purpose=msgspec.UNSET if purpose is None else purpose))
    landing = fallback(without_gems(before, cells))
    if landing != before.nymph:
        em.emit(ev.NymphMoved(season=quadrant, from_=before.nymph, to=landing,
                              reason="fallback"))


def move_nymph(em: Emitter[EspriState], season: Season, to: int, reason: str,
               call_id: str | None) -> bool:
    """Move a nymph; reaching the world cell is announced once per scenario."""
    start = em.state.board[season].nymph
    if to == start:
        return False
    em.emit(ev.NymphMoved(season=season, from_=start, to=to, reason=reason))
    if to == WORLD and season not in em.state.nymphs_in_world:
        em.emit(ev.NymphReachedWorld(season=season, call_id=call_id))
    return True


def advance(em: Emitter[EspriState], season: Season, call_id: str | None,
            reason: str = "advance") -> bool:
    """Advance rule; True when the nymph moved."""
    target = advance_target(em.state.board[season])
    return move_nymph(em, season, target, reason, call_id)


def check_shattered(em: Emitter[EspriState], cid: str) -> None:
    """``MediumShattered`` once, when rupture points exceed harmony."""
    sheet = em.state.characters[cid]
    if sheet.rupture_points > sheet.harmony and not sheet.medium_shattered:
        em.emit(ev.MediumShattered(character_id=cid))


def gain_rupture(em: Emitter[EspriState], rng: RandomSource, cid: str, reason: str) -> None:
    """One rupture point and a rupture prayer gem from the pool; when the prayers are
    full, one chosen at random goes back to the pool (recorded in the event). U2: while a
    declared call waits for its draw, the prayer gem never takes the pool's last gem (the
    point still counts), so the leader can always draw."""
    sheet = em.state.characters[cid]
    no_gem = em.state.pool.get("rupture", 0) == 0 or not pool_left_for_gems_taken(em.state, 1)
    em.emit(ev.RupturePointGained(character_id=cid, total=sheet.rupture_points + 1,
                                  reason=reason, no_gem_left=no_gem))
    if not no_gem:
        replaced = None
        if sheet.prayer_gems and len(sheet.prayer_gems) >= sheet.devotion:
            replaced = sheet.prayer_gems[rng.below(len(sheet.prayer_gems))]
        em.emit(ev.PrayerGemReceived(character_id=cid, colour="rupture", replaced=replaced))
    check_shattered(em, cid)


def draw(em: Emitter[EspriState], rng: RandomSource, supplied: Sequence[Colour] | None,
         size: int) -> tuple[tuple[Colour, ...], ResultSource]:
    """``size`` gems from the pool: the table's physical ones (validated) or a server draw."""
    source = result_source(rng, supplied)
    pool = em.state.pool
    if supplied is not None:
        if len(supplied) != size:
            raise InvalidValue("wrong_gem_count", sentence("draw exactly %(n)d gems", n=size))
        if not contains(pool, supplied):
            raise InvalidValue("gems_not_in_pool", sentence("those gems are not all in the pool"))
        return tuple(supplied), source
    ordered = {colour: pool.get(colour, 0) for colour in COLOURS}
    by_name: dict[str, Colour] = {colour: colour for colour in COLOURS}
    return tuple(by_name[gem] for gem in draw_from_multiset(rng, ordered, size)), source
