"""Commands between calls: days, harmony, rupture, prayers, saving a life (resonance
recharges are in ``recharge``, the gm's bookkeeping in ``bookkeeping``). Each ``may_*``
function is a command's precondition (``decider.MOVES``)."""

from domain.core import Actor, DomainError, Emitter, InvalidValue, RandomSource
from domain.core.guards import require_gm
from domain.espri import commands as cmd
from domain.espri import events as ev
from domain.espri.decide import GM_ONLY, played
from domain.espri.decide.board import check_shattered, gain_rupture
from domain.espri.rules import terms as t
from domain.espri.rules.sheet import Character, own_colour
from domain.espri.rules.terms import sentence
from domain.espri.state import EspriState, character, pool_left_for_gems_taken

OWED_TO_THE_CALL = sentence("the declared call's leader must still draw from the pool")
"""Why the last gems of the bag stay there while a call waits for its draw."""


def _not_retired(*sheets: Character) -> None:
    """A retired character no longer plays (R3)."""
    for sheet in sheets:
        if sheet.retired:
            raise DomainError("character_unavailable", sentence("%(name)s left the quartet",
                                                                name=sheet.name))


def may_advance_day(state: EspriState, actor: Actor) -> None:
    """The gm, with no call open."""
    require_gm(actor, detail=GM_ONLY)
    if state.open_call is not None:
        raise DomainError("call_in_progress", sentence("close the call first"))


def advance_day(em: Emitter[EspriState], c: cmd.AdvanceDay, actor: Actor,
                rng: RandomSource) -> None:
    """The gm moves the story to the next in-game day."""
    em.emit(ev.DayAdvanced(day=em.state.day + 1))


def _amount(amount: int) -> None:
    if amount < 1:
        raise InvalidValue("invalid_amount", sentence("amount >= 1"))


def award_harmony(em: Emitter[EspriState], c: cmd.AwardHarmony, actor: Actor,
                  rng: RandomSource) -> None:
    """The gm grants harmony (the character lived its season's essence)."""
    sheet = character(em.state, c.character_id)
    _amount(c.amount)
    em.emit(ev.HarmonyGained(character_id=sheet.id, amount=c.amount, reason=c.reason))


def may_lose_harmony(state: EspriState, actor: Actor, cid: str) -> None:
    """A character holding harmony (``not_enough_harmony``)."""
    sheet = character(state, cid)
    if sheet.harmony < 1:
        raise DomainError("not_enough_harmony", sentence("%(name)s has no harmony",
                                                         name=sheet.name))


def remove_harmony(em: Emitter[EspriState], c: cmd.RemoveHarmony, actor: Actor,
                   rng: RandomSource) -> None:
    """The gm takes harmony away; the medium may shatter."""
    sheet = character(em.state, c.character_id)
    _amount(c.amount)
    if sheet.harmony < c.amount:
        raise DomainError("not_enough_harmony", sentence("%(name)s has %(harmony)d harmony",
                                                         name=sheet.name, harmony=sheet.harmony))
    em.emit(ev.HarmonyLost(character_id=sheet.id, amount=c.amount, reason=c.reason))
    check_shattered(em, sheet.id)


def may_spend_harmony(state: EspriState, actor: Actor, cid: str) -> None:
    """Its seat, a member of the quartet with an intact medium (U5, D12: « perd
    immédiatement tous ses pouvoirs »), holding harmony (T18)."""
    _harmony_holder(state, actor, cid)


def _harmony_holder(state: EspriState, actor: Actor, cid: str) -> Character:
    """The character if ``may_spend_harmony`` allows it."""
    sheet = played(state, actor, cid)
    _not_retired(sheet)
    if sheet.medium_shattered:
        raise DomainError("character_unavailable", sentence("%(name)s's medium is shattered",
                                                            name=sheet.name))
    if sheet.harmony < 1:
        raise DomainError("not_enough_harmony", sentence("%(name)s has no harmony",
                                                         name=sheet.name))
    return sheet


def spend_harmony(em: Emitter[EspriState], c: cmd.SpendHarmony, actor: Actor,
                  rng: RandomSource) -> None:
    """T18: harmony spent on a score or a resistance bonus; the medium may shatter."""
    sheet = em.state.characters[c.character_id]
    _amount(c.amount)
    if sheet.harmony < c.amount:
        raise DomainError("not_enough_harmony", sentence("%(name)s has %(harmony)d harmony",
                                                         name=sheet.name, harmony=sheet.harmony))
    em.emit(ev.HarmonySpent(character_id=sheet.id, amount=c.amount, reason=c.purpose,
                            note=c.note))
    check_shattered(em, sheet.id)


def may_take_rupture(state: EspriState, actor: Actor, cid: str) -> None:
    """A member of the quartet (R3)."""
    _not_retired(character(state, cid))


def inflict_rupture(em: Emitter[EspriState], c: cmd.InflictRupture, actor: Actor,
                    rng: RandomSource) -> None:
    """The gm gives a rupture point (with its rupture prayer gem)."""
    gain_rupture(em, rng, c.character_id, c.reason)


def _has_room(sheet: Character) -> bool:
    return not sheet.retired and len(sheet.prayer_gems) < sheet.devotion


def prayer_recipients(state: EspriState) -> list[str]:
    """Members of the quartet whose prayers are not full."""
    return [cid for cid, sheet in state.characters.items() if _has_room(sheet)]


def spenders(state: EspriState) -> list[str]:
    """The members who may buy a prayer gem for someone now: a recipient has room (the
    offer side; a command naming another is refused by its checks)."""
    return list(state.characters) if prayer_recipients(state) else []


def savers(state: EspriState) -> list[str]:
    """The members holding a prayer gem of someone they may save (the offer side)."""
    return [cid for cid, sheet in state.characters.items() if savable(state, sheet)]


def may_spend_for_prayer(state: EspriState, actor: Actor, cid: str) -> None:
    """Its seat, an intact medium holding harmony, its colour in the pool (the recipient,
    a field, is checked by the handler)."""
    sheet = _harmony_holder(state, actor, cid)
    colour = own_colour(sheet)
    if state.pool.get(colour, 0) < 1:
        raise DomainError("pool_exhausted", sentence("no %(colour)s gem left in the pool",
                                                     colour=t.colour(colour)))
    if not pool_left_for_gems_taken(state, 1):
        raise DomainError("pool_exhausted", OWED_TO_THE_CALL)


def spend_harmony_for_prayer(em: Emitter[EspriState], c: cmd.SpendHarmonyForPrayer, actor: Actor,
                             rng: RandomSource) -> None:
    """One harmony for a prayer gem of the spender's colour, given to any quartet member."""
    sheet = em.state.characters[c.character_id]
    recipient = character(em.state, c.recipient_id)
    _not_retired(recipient)
    if len(recipient.prayer_gems) >= recipient.devotion:
        raise DomainError("prayers_full", sentence("%(name)s's prayers are full",
                                                   name=recipient.name), "recipient_id")
    colour = own_colour(sheet)
    em.emit(ev.HarmonySpent(character_id=sheet.id, amount=1, reason="prayer_gem"))
    em.emit(ev.PrayerGemReceived(character_id=recipient.id, colour=colour, replaced=None))
    check_shattered(em, sheet.id)


def savable(state: EspriState, saver: Character) -> list[str]:
    """The other members ``saver`` may save: it holds a prayer gem of their colour and a
    relation with them (T10)."""
    return [cid for cid, sheet in state.characters.items()
            if cid != saver.id and not sheet.retired and own_colour(sheet) in saver.prayer_gems
            and cid in saver.relations]


def may_save(state: EspriState, actor: Actor, cid: str) -> None:
    """Its seat, a member of the quartet holding a prayer gem (whose colour must be the
    saved one's: a field, checked by the handler)."""
    saver = played(state, actor, cid)
    _not_retired(saver)
    if saver.medium_shattered:
        raise DomainError("medium_shattered",
                          sentence("%(name)s's medium is shattered: it saves no one",
                                   name=saver.name), "saver_id")
    if not saver.prayer_gems:
        raise DomainError("no_such_prayer_gem", sentence("%(name)s holds no prayer gem",
                                                         name=saver.name))



def save_from_death(em: Emitter[EspriState], c: cmd.SaveFromDeath, actor: Actor,
                    rng: RandomSource) -> None:
    """A prayer gem of the saved one's colour, straight to the pool, saves a life."""
    saver = em.state.characters[c.saver_id]
    saved = character(em.state, c.saved_id)
    _not_retired(saved)
    if saver.id == saved.id:
        raise DomainError("cannot_save_self", sentence("save another character"), "saved_id")
    if saved.id not in saver.relations:
        raise DomainError("no_relation", sentence("%(name)s has no relation to %(target)s",
                                                  name=saver.name, target=saved.name),
                          "saved_id")
    colour = own_colour(saved)
    if colour not in saver.prayer_gems:
        raise DomainError("no_such_prayer_gem", sentence("%(name)s holds no %(colour)s prayer",
                                                         name=saver.name, colour=t.colour(colour)),
                          "saved_id")
    em.emit(ev.PrayerGemSpent(character_id=saver.id, colour=colour, purpose="save_from_death"))
    em.emit(ev.CharacterSavedFromDeath(saver_id=saver.id, saved_id=saved.id, words=c.words))
