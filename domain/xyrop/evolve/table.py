"""How stress, table elements, destiny and assets change."""

from msgspec.structs import replace

from domain.xyrop import events as ev
from domain.xyrop.evolve import with_character, with_element
from domain.xyrop.state import Asset, Element, GameState


def stress_stepped(state: GameState, event: ev.StressStepped) -> GameState:
    """A stress track's new level (and an incapacitation when it reached ``out``)."""
    if event.target_kind == "npc":
        tracks = {**state.npc_stress.get(event.target_id, {}), event.stress_id: event.to}
        return replace(state, npc_stress={**state.npc_stress, event.target_id: tracks})
    sheet = state.characters[event.target_id]
    until = event.incapacitated_until_scene
    return with_character(state, event.target_id,
                          stress={**sheet.stress, event.stress_id: event.to},
                          incapacitated_until_scene=sheet.incapacitated_until_scene
                          if until is None else until)


def element_stepped(state: GameState, event: ev.ElementStepped) -> GameState:
    """An element's new die, or its removal."""
    elements = dict(state.elements)
    if event.to is None:
        elements.pop(event.element_id, None)
    else:
        elements[event.element_id] = replace(elements[event.element_id], die=event.to)
    return replace(state, elements=elements)


def situation_created(state: GameState, event: ev.SituationCreated) -> GameState:
    """A rated situation on the table."""
    return with_element(state, Element(element_id=event.element_id, kind="situation",
                                       name=event.name, die=event.die))


def destiny_changed(state: GameState, event: ev.DestinyChanged) -> GameState:
    """A character's destiny."""
    return with_character(state, event.character_id, destiny_points=event.destiny_points_after)


def asset_created(state: GameState, event: ev.AssetCreated) -> GameState:
    """A new asset."""
    sheet = state.characters[event.character_id]
    asset = Asset(asset_id=event.asset_id, name=event.name, die=event.die)
    return with_character(state, event.character_id, assets=(*sheet.assets, asset))


def asset_stepped(state: GameState, event: ev.AssetStepped) -> GameState:
    """An asset's new die, or its removal."""
    sheet = state.characters[event.character_id]
    assets = tuple(a if a.asset_id != event.asset_id else replace(a, die=event.to)
                   for a in sheet.assets if a.asset_id != event.asset_id or event.to)
    return with_character(state, event.character_id, assets=assets)


def treasure_stepped(state: GameState, event: ev.TreasureStepped) -> GameState:
    """T7: the treasure's die for the scene."""
    sheet = state.characters[event.character_id]
    treasures = tuple(replace(t, scene_die=event.to, scene_index=event.scene_index)
                      if t.treasure_id == event.treasure_id else t for t in sheet.treasures)
    return with_character(state, event.character_id, treasures=treasures)
