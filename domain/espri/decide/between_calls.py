"""Commands between calls: resonance, days, harmony, rupture, prayers, options, sheets,
and the gm's bookkeeping of the table: a character leaving the quartet (R3) and board
gems spent outside a call, e.g. on a spell's cost or a Chimera's power (R7)."""

import msgspec

from domain.core import Actor, DomainError, Emitter, InvalidValue, RandomSource
from domain.core.guards import require_gm
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decide import played
from domain.espri.decide.board import check_shattered, gain_rupture, remove_gems
from domain.espri.rules.board import WORLD
from domain.espri.rules.gems import Season, contains
from domain.espri.rules.sheet import Character, adjusted_sheet, own_colour, validate
from domain.espri.rules.values import Cell
from domain.espri.state import EspriState, character


def _not_retired(*sheets: Character) -> None:
    """A retired character no longer plays (R3)."""
    for sheet in sheets:
        if sheet.retired:
            raise DomainError("character_unavailable", f"{sheet.name} left the quartet")


def recharge_resonance(em: Emitter[EspriState], c: cmd.RechargeResonance, actor: Actor,
                       rng: RandomSource) -> None:
    """Manifesting a relation recharges its resonance to the max, once a day, from 0 (D10)."""
    sheet = played(em.state, actor, c.character_id)
    _not_retired(sheet)
    rel = sheet.relations.get(c.target_id)
    if rel is None or c.target_id not in em.state.characters:
        raise DomainError("no_relation", f"{sheet.name} has no relation to {c.target_id}")
    if rel.resonance != 0:
        raise DomainError("resonance_not_empty", "recharge only an empty resonance")
    if rel.last_recharge_day == em.state.day:
        raise DomainError("already_recharged_today", "once a day per relation")
    em.emit(ev.ResonanceRecharged(character_id=sheet.id, target_id=c.target_id,
                                  value=rel.resonance_max, day=em.state.day,
                                  manifestation=c.manifestation))


def advance_day(em: Emitter[EspriState], c: cmd.AdvanceDay, actor: Actor,
                rng: RandomSource) -> None:
    """The gm moves the story to the next in-game day."""
    require_gm(actor)
    if em.state.open_call is not None:
        raise DomainError("call_in_progress", "close the call first")
    em.emit(ev.DayAdvanced(day=em.state.day + 1))


def _amount(amount: int) -> None:
    if amount < 1:
        raise InvalidValue("invalid_amount", "amount >= 1")


def award_harmony(em: Emitter[EspriState], c: cmd.AwardHarmony, actor: Actor,
                  rng: RandomSource) -> None:
    """The gm grants harmony (the character lived its season's essence)."""
    require_gm(actor)
    sheet = character(em.state, c.character_id)
    _amount(c.amount)
    em.emit(ev.HarmonyGained(character_id=sheet.id, amount=c.amount, reason=c.reason))


def remove_harmony(em: Emitter[EspriState], c: cmd.RemoveHarmony, actor: Actor,
                   rng: RandomSource) -> None:
    """The gm takes harmony away; the medium may shatter."""
    require_gm(actor)
    sheet = character(em.state, c.character_id)
    _amount(c.amount)
    if sheet.harmony < c.amount:
        raise DomainError("not_enough_harmony", f"{sheet.name} has {sheet.harmony} harmony")
    em.emit(ev.HarmonyLost(character_id=sheet.id, amount=c.amount, reason=c.reason))
    check_shattered(em, sheet.id)


def inflict_rupture(em: Emitter[EspriState], c: cmd.InflictRupture, actor: Actor,
                    rng: RandomSource) -> None:
    """The gm gives a rupture point (with its rupture prayer gem)."""
    require_gm(actor)
    sheet = character(em.state, c.character_id)
    _not_retired(sheet)
    gain_rupture(em, rng, sheet.id, c.reason)


def spend_harmony_for_prayer(em: Emitter[EspriState], c: cmd.SpendHarmonyForPrayer, actor: Actor,
                             rng: RandomSource) -> None:
    """One harmony for a prayer gem of the spender's colour, given to any quartet member."""
    sheet = played(em.state, actor, c.character_id)
    recipient = character(em.state, c.recipient_id)
    _not_retired(sheet, recipient)
    if sheet.medium_shattered:
        raise DomainError("character_unavailable", f"{sheet.name}'s medium is shattered")
    if sheet.harmony < 1:
        raise DomainError("not_enough_harmony", f"{sheet.name} has no harmony")
    if len(recipient.prayer_gems) >= recipient.devotion:
        raise DomainError("prayers_full", f"{recipient.name}'s prayers are full")
    colour = own_colour(sheet)
    if em.state.pool.get(colour, 0) < 1:
        raise DomainError("pool_exhausted", f"no {colour} gem left in the pool")
    em.emit(ev.HarmonySpent(character_id=sheet.id, amount=1, reason="prayer_gem"))
    em.emit(ev.PrayerGemReceived(character_id=recipient.id, colour=colour, replaced=None))
    check_shattered(em, sheet.id)


def save_from_death(em: Emitter[EspriState], c: cmd.SaveFromDeath, actor: Actor,
                    rng: RandomSource) -> None:
    """A prayer gem of the saved one's colour, straight to the pool, saves a life."""
    saver = played(em.state, actor, c.saver_id)
    saved = character(em.state, c.saved_id)
    _not_retired(saver, saved)
    if saver.id == saved.id:
        raise DomainError("cannot_save_self", "save another character")
    colour = own_colour(saved)
    if colour not in saver.prayer_gems:
        raise DomainError("no_such_prayer_gem", f"{saver.name} holds no {colour} prayer")
    em.emit(ev.PrayerGemSpent(character_id=saver.id, colour=colour, purpose="save_from_death"))
    em.emit(ev.CharacterSavedFromDeath(saver_id=saver.id, saved_id=saved.id, words=c.words))


def set_game_option(em: Emitter[EspriState], c: cmd.SetGameOption, actor: Actor,
                    rng: RandomSource) -> None:
    """The gm turns the gem caterpillar on or off."""
    require_gm(actor)
    em.emit(ev.GameOptionSet(gem_caterpillar=c.gem_caterpillar))


def adjust_sheet(em: Emitter[EspriState], c: cmd.AdjustSheet, actor: Actor,
                 rng: RandomSource) -> None:
    """The gm edits a sheet; the result must stay valid. New prayer gems come from the pool."""
    require_gm(actor)
    sheet = character(em.state, c.character_id)
    new = adjusted_sheet(sheet, c.changes)
    validate(new)
    pool_after_return = dict(em.state.pool)
    for gem in sheet.prayer_gems:
        pool_after_return[gem] = pool_after_return.get(gem, 0) + 1
    if not contains(pool_after_return, new.prayer_gems):
        raise DomainError("pool_exhausted", "the pool lacks those prayer gems")
    em.emit(ev.SheetAdjusted(character_id=sheet.id, changes=c.changes, reason=c.reason))
    if c.changes.medium_shattered is msgspec.UNSET:
        check_shattered(em, sheet.id)


def retire_character(em: Emitter[EspriState], c: cmd.RetireCharacter, actor: Actor,
                     rng: RandomSource) -> None:
    """R3: the character leaves the quartet; its prayer gems go back to the pool."""
    require_gm(actor)
    sheet = character(em.state, c.character_id)
    if sheet.retired:
        raise DomainError("character_unavailable", f"{sheet.name} already left the quartet")
    call = em.state.open_call
    if call is not None and call.takes_part(sheet.id):
        raise DomainError("call_in_progress", f"{sheet.name} takes part in the open call")
    if sheet.id in em.state.setup_draws:
        raise DomainError("setup_draw_pending", f"{sheet.name} must first choose its prayers")
    em.emit(ev.CharacterRetired(character_id=sheet.id, reason=c.reason))
    if sheet.prayer_gems:
        em.emit(ev.GemsReturnedToPool(gems=sheet.prayer_gems, reason="retired",
                                      character_id=sheet.id))


def _spent_cells(state: EspriState, cells: list[Cell]) -> dict[Season, list[int]]:
    """The cells by quadrant, in the order given: each once, each holding a gem."""
    if not cells:
        raise InvalidValue("invalid_cell", "name at least one cell")
    if len({(x.quadrant, x.cell) for x in cells}) != len(cells):
        raise InvalidValue("invalid_cell", "each cell once")
    by_quadrant: dict[Season, list[int]] = {}
    for x in cells:
        if not 1 <= x.cell <= WORLD:
            raise InvalidValue("invalid_cell", f"no cell {x.quadrant} {x.cell}")
        if state.board[x.quadrant].cells[x.cell] is None:
            raise DomainError("no_gem_there", f"{x.quadrant} {x.cell} holds no gem")
        by_quadrant.setdefault(x.quadrant, []).append(x.cell)
    return by_quadrant


def spend_board_gems(em: Emitter[EspriState], c: cmd.SpendBoardGems, actor: Actor,
                     rng: RandomSource) -> None:
    """R7: board gems pay for something; they go back to the pool, nymphs fall back."""
    require_gm(actor)
    if em.state.open_call is not None:
        raise DomainError("call_in_progress", "close the call first")
    for season, cells in _spent_cells(em.state, c.cells).items():
        remove_gems(em, season, cells, "spent", c.reason)
