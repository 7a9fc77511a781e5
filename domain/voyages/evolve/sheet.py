"""How sheets, things, tints and the clock change (total, never raises)."""

from msgspec.structs import replace

from domain.voyages import events as ev
from domain.voyages.evolve import with_character
from domain.voyages.rules.sheet import InventoryTint, Thing
from domain.voyages.state import VoyagesState, bump_adjective_seq


def character_registered(state: VoyagesState, event: ev.CharacterRegistered) -> VoyagesState:
    """A sheet joins the table."""
    for adjective in event.character.adjectives:
        state = bump_adjective_seq(state, adjective.adjective_id)
    return with_character(state, event.character)


def sheet_revised(state: VoyagesState, event: ev.CharacterSheetRevised) -> VoyagesState:
    """A sheet is replaced."""
    for adjective in event.character.adjectives:
        state = bump_adjective_seq(state, adjective.adjective_id)
    return with_character(state, event.character)


def thing_registered(state: VoyagesState, event: ev.ThingRegistered) -> VoyagesState:
    """A thing is known."""
    thing = Thing(thing_id=event.thing_id, name=event.name,
                  holder_character_id=event.holder_character_id)
    return replace(state, things={**state.things, event.thing_id: thing})


def _inventory(state: VoyagesState, character_id: str,
               entries: tuple[InventoryTint, ...]) -> VoyagesState:
    sheet = state.characters.get(character_id)
    return state if sheet is None else with_character(state, replace(sheet,
                                                                     tint_inventory=entries))


def inventory_tint_added(state: VoyagesState, event: ev.InventoryTintAdded) -> VoyagesState:
    """A tint joins the inventory, full."""
    sheet = state.characters.get(event.character_id)
    if sheet is None:
        return state
    entry = InventoryTint(inventory_id=event.inventory_id, tint=event.tint, points=event.points,
                          tattooed=event.tattooed, current=event.points)
    return _inventory(state, event.character_id, (*sheet.tint_inventory, entry))


def _set_inventory_current(state: VoyagesState, character_id: str, inventory_id: str | None,
                           current: int) -> VoyagesState:
    sheet = state.characters.get(character_id)
    if sheet is None:
        return state
    return _inventory(state, character_id, tuple(
        replace(i, current=current) if i.inventory_id == inventory_id else i
        for i in sheet.tint_inventory))


def tattoo_restored(state: VoyagesState, event: ev.TattooTintRestored) -> VoyagesState:
    """A tattoo regained points."""
    return _set_inventory_current(state, event.character_id, event.inventory_id, event.current)


def _set_own_current(state: VoyagesState, character_id: str, tint: str,
                     current: int) -> VoyagesState:
    sheet = state.characters.get(character_id)
    if sheet is None:
        return state
    own = tuple(replace(t, current=current) if t.tint == tint else t for t in sheet.own_tints)
    return with_character(state, replace(sheet, own_tints=own))


def own_tint_regenerated(state: VoyagesState, event: ev.OwnTintRegenerated) -> VoyagesState:
    """An own tint regained a point."""
    return _set_own_current(state, event.character_id, event.tint, event.current)


def tint_spent(state: VoyagesState, event: ev.TintSpentForReroll) -> VoyagesState:
    """A tint point paid a reroll."""
    if event.tint_source == "own":
        return _set_own_current(state, event.character_id, event.tint, event.remaining)
    return _set_inventory_current(state, event.character_id, event.inventory_id,
                                  event.remaining)


def time_passed(state: VoyagesState, event: ev.TimeBoundaryPassed) -> VoyagesState:
    """The clock moves (expiries come as their own events)."""
    clock = replace(state.clock, **{event.boundary: event.counter})
    return replace(state, clock=clock)
