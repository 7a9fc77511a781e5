"""The communion ritual: when the pool runs low, the quartet cleans the board."""

from collections import Counter, defaultdict
from typing import Literal

from domain.core import Actor, DomainError, Emitter, InvalidValue, RandomSource
from domain.core.guards import require_gm
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decide import GM_ONLY
from domain.espri.decide.board import check_shattered, remove_gems
from domain.espri.rules import terms as t
from domain.espri.rules.board import WORLD
from domain.espri.rules.gems import CYCLE, Season
from domain.espri.rules.sheet import Character, is_active, own_colour
from domain.espri.rules.terms import sentence
from domain.espri.rules.values import Cell, Contribution, PrayerPayment
from domain.espri.state import EspriState, character, pool_size

SET_COLOURS = ("winter", "spring", "summer", "autumn", "time")


def _cell_colour(state: EspriState, cell: Cell) -> str | None:
    if cell.quadrant not in state.board or not 1 <= cell.cell <= WORLD:
        raise InvalidValue("invalid_cell",
                           sentence("no cell %(quadrant)s %(cell)s",
                                    quadrant=t.season(cell.quadrant), cell=cell.cell))
    return state.board[cell.quadrant].cells[cell.cell]


def _check_payment(sheet: Character, pays: Literal["harmony"] | PrayerPayment) -> None:
    if isinstance(pays, PrayerPayment):
        if pays.prayer not in sheet.prayer_gems:
            raise DomainError("no_such_prayer_gem", sentence("%(name)s holds no such prayer",
                                                             name=sheet.name))
    elif sheet.harmony < 1:
        raise DomainError("not_enough_harmony", sentence("%(name)s has no harmony",
                                                         name=sheet.name))


def _check_contribution(state: EspriState, contribution: Contribution) -> list[str]:
    sheet = character(state, contribution.character_id)
    _check_payment(sheet, contribution.pays)
    if contribution.cells and shattered_by_paying(sheet, contribution.pays):
        raise DomainError("shattered_by_paying",
                          sentence("%(name)s's payment shatters the medium: it removes nothing",
                                   name=sheet.name))
    colour = own_colour(sheet)
    if any(_cell_colour(state, cell) != colour for cell in contribution.cells):
        raise DomainError("not_own_colour", sentence("%(name)s removes only %(colour)s gems",
                                                     name=sheet.name, colour=t.colour(colour)))
    limit = sheet.devotion if sheet.tutelary_season is None \
        else sheet.seasons[sheet.tutelary_season]
    if len(contribution.cells) > limit:
        raise DomainError("too_many_removed", sentence("%(name)s removes at most %(limit)d gems",
                                                       name=sheet.name, limit=limit))
    return [colour] * len(contribution.cells)


def can_pay(sheet: Character) -> bool:
    """T1: an active member holding 1 harmony or a prayer gem takes part; one who can pay
    neither sits out."""
    return is_active(sheet) and (sheet.harmony >= 1 or bool(sheet.prayer_gems))


def paying_members(state: EspriState) -> list[str]:
    """The members the ritual needs: active and able to pay (R3, T1)."""
    return [cid for cid, sheet in state.characters.items() if can_pay(sheet)]


def shattered_by_paying(sheet: Character, pays: Literal["harmony"] | PrayerPayment) -> bool:
    """T1: paying one harmony makes rupture exceed harmony: the medium shatters."""
    return pays == "harmony" and sheet.rupture_points > sheet.harmony - 1


def _check_members(state: EspriState, c: cmd.PerformCommunionRitual) -> None:
    """R3: only active members take part (a shattered medium "ne peut plus communiquer
    avec les Nymphes"; a retired character left the quartet), each of them once; T1:
    every member able to pay is required, one who cannot sits out."""
    members = [contribution.character_id for contribution in c.contributions]
    for cid in members:
        sheet = state.characters.get(cid)
        if sheet is not None and not is_active(sheet):
            raise DomainError("character_unavailable", sentence("%(name)s cannot take part",
                                                                name=sheet.name))
    if not set(paying_members(state)) <= set(members) or len(set(members)) != len(members):
        raise DomainError("incomplete_quartet",
                          sentence("every member able to pay contributes once"))


def may_perform_ritual(state: EspriState, actor: Actor) -> None:
    """The gm, with no call open, when the pool holds 12 gems or fewer."""
    require_gm(actor, detail=GM_ONLY)
    if state.open_call is not None:
        raise DomainError("call_in_progress", sentence("close the call first"))
    if pool_size(state) > 12:
        raise DomainError("pool_not_low", sentence("the ritual needs 12 gems or fewer in the pool"))
    if not paying_members(state):
        raise DomainError("nobody_can_pay",
                          sentence("no member holds harmony or a prayer gem"))


def _check(state: EspriState, c: cmd.PerformCommunionRitual) -> None:
    _check_members(state, c)
    removed: list[str] = []
    for contribution in c.contributions:
        removed += _check_contribution(state, contribution)
    cells = [(x.quadrant, x.cell) for part in c.contributions for x in part.cells]
    cells += [(x.quadrant, x.cell) for x in c.rupture_cells]
    if len(set(cells)) != len(cells):
        raise InvalidValue("invalid_cell", sentence("each cell once"))
    if any(_cell_colour(state, cell) != "rupture" for cell in c.rupture_cells):
        raise DomainError("no_rupture_there", sentence("rupture cells must hold rupture gems"))
    tally = Counter(removed)
    if len(c.rupture_cells) > min(tally[colour] for colour in SET_COLOURS):
        raise DomainError("not_enough_sets", sentence("one rupture gem per complete set of five"))


def perform_communion_ritual(em: Emitter[EspriState], c: cmd.PerformCommunionRitual, actor: Actor,
                             rng: RandomSource) -> None:
    """Every member able to pay pays; each removes gems of its own colour; sets buy
    rupture gems off."""
    _check(em.state, c)
    em.emit(ev.CommunionRitualPerformed(contributions=tuple(c.contributions),
                                        rupture_cells=tuple(c.rupture_cells)))
    for contribution in c.contributions:
        check_shattered(em, contribution.character_id)
    by_quadrant: dict[Season, list[int]] = defaultdict(list)
    for cell in [x for contribution in c.contributions for x in contribution.cells] \
            + list(c.rupture_cells):
        by_quadrant[cell.quadrant].append(cell.cell)
    for season in CYCLE:
        if by_quadrant[season]:
            remove_gems(em, season, sorted(by_quadrant[season], reverse=True), "communion")
