"""The communion ritual: when the pool runs low, the quartet cleans the board."""

from collections import Counter, defaultdict

from domain.core import Actor, DomainError, InvalidValue, RandomSource
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.actions import check_shattered, remove_gems
from domain.espri.board import WORLD
from domain.espri.emitter import Emitter, require_gm
from domain.espri.gems import CYCLE
from domain.espri.sheet import Character, own_colour
from domain.espri.state import EspriState, character, pool_size
from domain.espri.values import Cell, Contribution

SET_COLOURS = ("winter", "spring", "summer", "autumn", "time")


def _cell_colour(state: EspriState, cell: Cell) -> str | None:
    if cell.quadrant not in state.board or not 1 <= cell.cell <= WORLD:
        raise InvalidValue("invalid_cell", f"no cell {cell.quadrant} {cell.cell}")
    return state.board[cell.quadrant].cells[cell.cell]


def _check_payment(sheet: Character, pays: str | dict[str, str]) -> None:
    if isinstance(pays, dict):
        colour = pays.get("prayer")
        if colour is None or colour not in sheet.prayer_gems:
            raise DomainError("no_such_prayer_gem", f"{sheet.name} holds no such prayer")
    elif pays != "harmony":
        raise InvalidValue("invalid_payment", "pay 'harmony' or {'prayer': colour}")
    elif sheet.medium_shattered:
        raise DomainError("character_unavailable", f"{sheet.name}'s medium is shattered")
    elif sheet.harmony < 1:
        raise DomainError("not_enough_harmony", f"{sheet.name} has no harmony")


def _check_contribution(state: EspriState, contribution: Contribution) -> list[str]:
    sheet = character(state, contribution.character_id)
    _check_payment(sheet, contribution.pays)
    colour = own_colour(sheet)
    if any(_cell_colour(state, cell) != colour for cell in contribution.cells):
        raise DomainError("not_own_colour", f"{sheet.name} removes only {colour} gems")
    limit = sheet.devotion if sheet.kind == "priestess" \
        else sheet.seasons[str(sheet.tutelary_season)]
    if len(contribution.cells) > limit:
        raise DomainError("too_many_removed", f"{sheet.name} removes at most {limit} gems")
    return [colour] * len(contribution.cells)


def _check(state: EspriState, c: cmd.PerformCommunionRitual) -> None:
    if state.open_call is not None:
        raise DomainError("call_in_progress", "close the call first")
    if pool_size(state) > 12:
        raise DomainError("pool_not_low", "the ritual needs 12 gems or fewer in the pool")
    members = [contribution.character_id for contribution in c.contributions]
    if sorted(members) != sorted(state.characters) or len(set(members)) != len(members):
        raise DomainError("incomplete_quartet", "every quartet member contributes once (D13)")
    removed: list[str] = []
    for contribution in c.contributions:
        removed += _check_contribution(state, contribution)
    cells = [(x.quadrant, x.cell) for part in c.contributions for x in part.cells]
    cells += [(x.quadrant, x.cell) for x in c.rupture_cells]
    if len(set(cells)) != len(cells):
        raise InvalidValue("invalid_cell", "each cell once")
    if any(_cell_colour(state, cell) != "rupture" for cell in c.rupture_cells):
        raise DomainError("no_rupture_there", "rupture cells must hold rupture gems")
    tally = Counter(removed)
    if len(c.rupture_cells) > min(tally[colour] for colour in SET_COLOURS):
        raise DomainError("not_enough_sets", "one rupture gem per complete set of five")


def perform_communion_ritual(em: Emitter, c: cmd.PerformCommunionRitual, actor: Actor,
                             rng: RandomSource) -> None:
    """Everyone pays; each removes gems of its own colour; sets buy rupture gems off."""
    require_gm(actor)
    _check(em.state, c)
    em.emit(ev.CommunionRitualPerformed(contributions=tuple(c.contributions),
                                        rupture_cells=tuple(c.rupture_cells)))
    for contribution in c.contributions:
        check_shattered(em, contribution.character_id)
    by_quadrant: dict[str, list[int]] = defaultdict(list)
    for cell in [x for contribution in c.contributions for x in contribution.cells] \
            + list(c.rupture_cells):
        by_quadrant[cell.quadrant].append(cell.cell)
    for season in CYCLE:
        if by_quadrant[season]:
            remove_gems(em, season, sorted(by_quadrant[season], reverse=True), "communion")
