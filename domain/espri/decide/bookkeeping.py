"""The gm's bookkeeping of the table: game options, sheet edits, a character leaving the
quartet (R3) and board gems spent outside a call, e.g. on a spell's cost or a Chimera's
power (R7). Each ``may_*`` function is a command's precondition (``decider.MOVES``)."""

import msgspec

from domain.core import Actor, DomainError, Emitter, InvalidValue, RandomSource
from domain.core.guards import require_gm
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decide import GM_ONLY
from domain.espri.decide.between_calls import OWED_TO_THE_CALL
from domain.espri.decide.board import check_shattered, remove_gems
from domain.espri.decide.setup import relations_of
from domain.espri.rules import terms as t
from domain.espri.rules.board import WORLD
from domain.espri.rules.gems import Season, contains
from domain.espri.rules.sheet import adjusted_sheet, validate
from domain.espri.rules.terms import sentence
from domain.espri.rules.values import Cell
from domain.espri.state import EspriState, character, pool_left_for_gems_taken


def set_game_option(em: Emitter[EspriState], c: cmd.SetGameOption, actor: Actor,
                    rng: RandomSource) -> None:
    """The gm turns the gem caterpillar on or off."""
    em.emit(ev.GameOptionSet(gem_caterpillar=c.gem_caterpillar))


def exists(state: EspriState, actor: Actor, cid: str) -> None:
    """The character check of a gm's command naming any character (``unknown_character``)."""
    character(state, cid)


def adjust_sheet(em: Emitter[EspriState], c: cmd.AdjustSheet, actor: Actor,
                 rng: RandomSource) -> None:
    """The gm edits a sheet: only the fields sent change (a field left out is unchanged);
    the result must stay valid. New prayer gems come from the pool. A shattered medium is
    mended only on purpose: ``medium_shattered: false`` while rupture points still exceed
    harmony is refused (the medium would stay broken in all but name)."""
    sheet = character(em.state, c.character_id)
    changes = c.changes
    if changes.relations is not msgspec.UNSET:
        changes = msgspec.structs.replace(changes,
                                          relations=relations_of(em.state, changes.relations))
    new = adjusted_sheet(sheet, changes)
    validate(new, "changes.")
    if changes.medium_shattered is False and new.rupture_points > new.harmony:
        raise InvalidValue("invalid_sheet", sentence(
            "a medium stays shattered while rupture points exceed harmony: lower them, or "
            "raise harmony, to mend it"), "changes.medium_shattered")
    pool_after_return = dict(em.state.pool)
    for gem in sheet.prayer_gems:
        pool_after_return[gem] = pool_after_return.get(gem, 0) + 1
    if not contains(pool_after_return, new.prayer_gems):
        raise DomainError("pool_exhausted", sentence("the pool lacks those prayer gems"),
                          "changes.prayer_gems")
    if not pool_left_for_gems_taken(em.state, len(new.prayer_gems) - len(sheet.prayer_gems)):
        raise DomainError("pool_exhausted", OWED_TO_THE_CALL, "changes.prayer_gems")
    em.emit(ev.SheetAdjusted(character_id=sheet.id, changes=changes, reason=c.reason))
    if changes.medium_shattered is msgspec.UNSET:
        check_shattered(em, sheet.id)


def may_retire(state: EspriState, actor: Actor, cid: str) -> None:
    """A member still in the quartet, not taking part in the open call, its setup draw
    chosen (so that no gem is stranded)."""
    sheet = character(state, cid)
    if sheet.retired:
        raise DomainError("character_unavailable", sentence("%(name)s already left the quartet",
                                                            name=sheet.name))
    call = state.open_call
    if call is not None and call.takes_part(sheet.id):
        raise DomainError("call_in_progress", sentence("%(name)s takes part in the open call",
                                                       name=sheet.name))
    if sheet.id in state.setup_draws:
        raise DomainError("setup_draw_pending", sentence("%(name)s must first choose its prayers",
                                                         name=sheet.name))


def retire_character(em: Emitter[EspriState], c: cmd.RetireCharacter, actor: Actor,
                     rng: RandomSource) -> None:
    """R3: the character leaves the quartet; its prayer gems go back to the pool."""
    sheet = character(em.state, c.character_id)
    em.emit(ev.CharacterRetired(character_id=sheet.id, reason=c.reason))
    if sheet.prayer_gems:
        em.emit(ev.GemsReturnedToPool(gems=sheet.prayer_gems, reason="retired",
                                      character_id=sheet.id))


def _spent_cells(state: EspriState, cells: list[Cell]) -> dict[Season, list[int]]:
    """The cells by quadrant, in the order given: each once, each holding a gem."""
    if not cells:
        raise InvalidValue("invalid_cell", sentence("name at least one cell"))
    if len({(x.quadrant, x.cell) for x in cells}) != len(cells):
        raise InvalidValue("invalid_cell", sentence("each cell once"))
    by_quadrant: dict[Season, list[int]] = {}
    for x in cells:
        if not 1 <= x.cell <= WORLD:
            raise InvalidValue("invalid_cell", sentence("no cell %(quadrant)s %(cell)s",
                                                        quadrant=t.season(x.quadrant), cell=x.cell))
        if state.board[x.quadrant].cells[x.cell] is None:
            raise DomainError("no_gem_there", sentence("%(quadrant)s %(cell)s holds no gem",
                                                       quadrant=t.season(x.quadrant), cell=x.cell))
        by_quadrant.setdefault(x.quadrant, []).append(x.cell)
    return by_quadrant


def may_spend_board_gems(state: EspriState, actor: Actor) -> None:
    """The gm, with no call open, while the board holds a gem."""
    require_gm(actor, detail=GM_ONLY)
    if state.open_call is not None:
        raise DomainError("call_in_progress", sentence("close the call first"))
    if not any(gem is not None for q in state.board.values() for gem in q.cells):
        raise DomainError("no_gem_there", sentence("the board holds no gem"))


def spend_board_gems(em: Emitter[EspriState], c: cmd.SpendBoardGems, actor: Actor,
                     rng: RandomSource) -> None:
    """R7: board gems pay for something; they go back to the pool, nymphs fall back."""
    for season, cells in _spent_cells(em.state, c.cells).items():
        remove_gems(em, season, cells, "spent", c.reason)


def gm_only(state: EspriState, actor: Actor) -> None:
    """The precondition of a command only the gm sends, at any time (``gm_only``)."""
    require_gm(actor, detail=GM_ONLY)
