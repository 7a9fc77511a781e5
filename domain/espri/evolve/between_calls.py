"""How events between calls change the state: days, options, harmony, rupture, prayers,
sheets and retirement (total, never raises; resonance recharges are in ``recharge``)."""

from msgspec.structs import replace

from domain.espri import events as ev
from domain.espri.evolve import prayers_of, with_character
from domain.espri.rules.gems import give, remove_one, take
from domain.espri.rules.sheet import adjusted_sheet
from domain.espri.state import EspriOptions, EspriState


def day_advanced(state: EspriState, e: ev.DayAdvanced) -> EspriState:
    """A new in-game day."""
    return replace(state, day=e.day)


def option_set(state: EspriState, e: ev.GameOptionSet) -> EspriState:
    """The gem caterpillar option changes."""
    return replace(state, options=EspriOptions(gem_caterpillar=e.gem_caterpillar))


def _harmony(state: EspriState, cid: str, delta: int) -> EspriState:
    found = state.characters.get(cid)
    if found is None:
        return state
    return with_character(state, cid, harmony=found.harmony + delta)


def harmony_gained(state: EspriState, e: ev.HarmonyGained) -> EspriState:
    """Harmony up."""
    return _harmony(state, e.character_id, e.amount)


def harmony_lost(state: EspriState, e: ev.HarmonyLost) -> EspriState:
    """Harmony down (gm's decision)."""
    return _harmony(state, e.character_id, -e.amount)


def harmony_spent(state: EspriState, e: ev.HarmonySpent) -> EspriState:
    """Harmony down (the character spent it)."""
    return _harmony(state, e.character_id, -e.amount)


def rupture_gained(state: EspriState, e: ev.RupturePointGained) -> EspriState:
    """The character's rupture total."""
    return with_character(state, e.character_id, rupture_points=e.total)


def medium_shattered(state: EspriState, e: ev.MediumShattered) -> EspriState:
    """The medium breaks: no more calls, help, temptation or harmony spending (D12)."""
    return with_character(state, e.character_id, medium_shattered=True)


def sheet_adjusted(state: EspriState, e: ev.SheetAdjusted) -> EspriState:
    """The gm's change; changed prayer gems are swapped with the pool."""
    found = state.characters.get(e.character_id)
    if found is None:
        return state
    new = adjusted_sheet(found, e.changes)
    pool = take(give(state.pool, found.prayer_gems), new.prayer_gems)
    return replace(state, pool=pool, characters={**state.characters, found.id: new})


def prayer_received(state: EspriState, e: ev.PrayerGemReceived) -> EspriState:
    """A prayer gem from the pool, perhaps replacing one that goes back."""
    prayers = prayers_of(state, e.character_id)
    pool = take(state.pool, (e.colour,))
    if e.replaced is not None:
        prayers = remove_one(prayers, e.replaced)
        pool = give(pool, (e.replaced,))
    state = replace(state, pool=pool)
    return with_character(state, e.character_id, prayer_gems=(*prayers, e.colour))


def prayer_spent(state: EspriState, e: ev.PrayerGemSpent) -> EspriState:
    """A prayer gem straight back to the pool."""
    state = replace(state, pool=give(state.pool, (e.colour,)))
    return with_character(state, e.character_id,
                           prayer_gems=remove_one(prayers_of(state, e.character_id), e.colour))


def character_retired(state: EspriState, e: ev.CharacterRetired) -> EspriState:
    """The character left the quartet (R3)."""
    return with_character(state, e.character_id, retired=True)


def saved_from_death(state: EspriState, e: ev.CharacterSavedFromDeath) -> EspriState:
    """The rescue is told by the prayer gem spent with it: nothing else changes."""
    return state
