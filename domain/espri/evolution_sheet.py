"""How harmony, rupture, ritual and sheet events change the state (total)."""

from typing import Any

from msgspec import UNSET
from msgspec.structs import replace

from domain.espri import events as ev
from domain.espri.evolution import to_relations, with_character
from domain.espri.gems import give, remove_one, take
from domain.espri.sheet import Character
from domain.espri.state import EspriState
from domain.espri.values import SheetChanges


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


def ritual_performed(state: EspriState, e: ev.CommunionRitualPerformed) -> EspriState:
    """Each member pays one harmony point or one prayer gem (back to the pool)."""
    for contribution in e.contributions:
        found = state.characters.get(contribution.character_id)
        if found is None:
            continue
        if isinstance(contribution.pays, dict):
            colour = contribution.pays.get("prayer", "")
            state = replace(state, pool=give(state.pool, (colour,)))
            state = with_character(state, found.id,
                                   prayer_gems=remove_one(found.prayer_gems, colour))
        else:
            state = with_character(state, found.id, harmony=found.harmony - 1)
    return state


def adjusted_sheet(sheet: Character, changes: SheetChanges) -> Character:
    """The sheet with the given fields changed (used by decide to validate, and here)."""
    values: dict[str, Any] = {}
    for field in changes.__struct_fields__:
        value = getattr(changes, field)
        if value is UNSET:
            continue
        if field == "relations":
            value = to_relations(value, sheet.relations)
        elif field in ("prayer_gems", "talents"):
            value = tuple(value)
        values[field] = value
    return replace(sheet, **values)


def sheet_adjusted(state: EspriState, e: ev.SheetAdjusted) -> EspriState:
    """The gm's change; changed prayer gems are swapped with the pool."""
    found = state.characters.get(e.character_id)
    if found is None:
        return state
    new = adjusted_sheet(found, e.changes)
    pool = take(give(state.pool, found.prayer_gems), new.prayer_gems)
    return replace(state, pool=pool, characters={**state.characters, found.id: new})
