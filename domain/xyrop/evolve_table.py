"""Evolving sheets, sessions and table elements (facts only: no checks, no draws)."""

from msgspec.structs import replace

from domain.xyrop.commands import IncreaseInitialDestiny, NewDistinction, NewTreasure
from domain.xyrop.events import (
    AdventureEnded,
    AssetCreated,
    AssetStepped,
    CharacterRegistered,
    CharacterSheetAmended,
    ComplicationCreated,
    DestinyChanged,
    ElementStepped,
    ExperienceSwapApplied,
    GameInitialized,
    MilestoneAdvanceApplied,
    OpportunityTriggered,
    SceneAdvanced,
    SessionEnded,
    SessionRosterChanged,
    SessionStarted,
    SituationCreated,
    StressStepped,
)
from domain.xyrop.evolve_contest import with_character
from domain.xyrop.sheets import apply_changes
from domain.xyrop.state import (
    Asset,
    Config,
    Distinction,
    Element,
    GameState,
    PendingExperience,
    SessionState,
    Treasure,
)

_CATEGORY_FIELD = {"approach": "approaches", "role": "roles", "value": "values"}


def game_initialized(state: GameState, event: GameInitialized) -> GameState:
    """The table's configuration."""
    config = Config(stress_catalog=event.stress_catalog,
                    max_distinctions_per_roll=event.max_distinctions_per_roll)
    return replace(state, initialized=True, gm_player_id=event.gm_player_id, config=config)


def character_registered(state: GameState, event: CharacterRegistered) -> GameState:
    """A new sheet."""
    return replace(state, characters={**state.characters, event.character_id: event.sheet})


def character_sheet_amended(state: GameState, event: CharacterSheetAmended) -> GameState:
    """A corrected sheet."""
    sheet = apply_changes(state.characters[event.character_id], event.changes)
    return replace(state, characters={**state.characters, event.character_id: sheet})


def session_started(state: GameState, event: SessionStarted) -> GameState:
    """Destiny reset, treasures unused, pending experience cleared, next scene."""
    destiny = {reset.character_id: reset.destiny_points for reset in event.destiny_reset}
    characters = {
        cid: replace(sheet, destiny_points=destiny.get(cid, sheet.initial_destiny),
                     treasures=tuple(replace(t, used_this_session=False)
                                     for t in sheet.treasures),
                     pending_experience=PendingExperience())
        for cid, sheet in state.characters.items()}
    session = SessionState(session_number=event.session_number,
                           present_character_ids=event.present_character_ids)
    return replace(state, characters=characters, scene_index=event.scene_index,
                   session_count=event.session_number, session=session)


def session_roster_changed(state: GameState, event: SessionRosterChanged) -> GameState:
    """Who is present."""
    if state.session is None:
        return state
    return replace(state, session=replace(state.session,
                                          present_character_ids=event.present_character_ids))


def scene_advanced(state: GameState, event: SceneAdvanced) -> GameState:
    """The scene count."""
    return replace(state, scene_index=event.scene_index)


def session_ended(state: GameState, event: SessionEnded) -> GameState:
    """No session, no contest."""
    return replace(state, session=None)


def stress_stepped(state: GameState, event: StressStepped) -> GameState:
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


def element_stepped(state: GameState, event: ElementStepped) -> GameState:
    """An element's new die, or its removal."""
    elements = dict(state.elements)
    if event.to is None:
        elements.pop(event.element_id, None)
    else:
        elements[event.element_id] = replace(elements[event.element_id], die=event.to)
    return replace(state, elements=elements)


def _add_element(state: GameState, element: Element) -> GameState:
    return replace(state, elements={**state.elements, element.element_id: element})


def situation_created(state: GameState, event: SituationCreated) -> GameState:
    """A rated situation on the table."""
    return _add_element(state, Element(element_id=event.element_id, kind="situation",
                                       name=event.name, die=event.die))


def complication_created(state: GameState, event: ComplicationCreated) -> GameState:
    """A complication on the table."""
    return _add_element(state, Element(
        element_id=event.element_id, kind="complication", name=event.description,
        die=event.die, target_character_id=event.target_character_id,
        source_contest_id=event.contest_id))


def opportunity_triggered(state: GameState, event: OpportunityTriggered) -> GameState:
    """An opportunity (no die) on the table."""
    return _add_element(state, Element(
        element_id=event.element_id, kind="opportunity", name=event.description, die=None,
        target_character_id=event.character_id, source_contest_id=event.contest_id))


def destiny_changed(state: GameState, event: DestinyChanged) -> GameState:
    """A character's destiny."""
    return with_character(state, event.character_id, destiny_points=event.destiny_points_after)


def asset_created(state: GameState, event: AssetCreated) -> GameState:
    """A new asset."""
    sheet = state.characters[event.character_id]
    asset = Asset(asset_id=event.asset_id, name=event.name, die=event.die)
    return with_character(state, event.character_id, assets=(*sheet.assets, asset))


def asset_stepped(state: GameState, event: AssetStepped) -> GameState:
    """An asset's new die, or its removal."""
    sheet = state.characters[event.character_id]
    assets = tuple(a if a.asset_id != event.asset_id else replace(a, die=event.to)
                   for a in sheet.assets if a.asset_id != event.asset_id or event.to)
    return with_character(state, event.character_id, assets=assets)


def adventure_ended(state: GameState, event: AdventureEnded) -> GameState:
    """Adventure counts and pending experience."""
    characters = dict(state.characters)
    for entry in event.participants:
        characters[entry.character_id] = replace(
            characters[entry.character_id], adventures_completed=entry.adventures_completed,
            pending_experience=PendingExperience(swap=entry.swap, milestone=entry.milestone))
    return replace(state, characters=characters)


def experience_swap_applied(state: GameState, event: ExperienceSwapApplied) -> GameState:
    """One trait up, one down; the swap is spent."""
    sheet = state.characters[event.character_id]
    field = _CATEGORY_FIELD[event.category]
    traits = {**getattr(sheet, field), event.improve_id: event.improve_to,
              event.degrade_id: event.degrade_to}
    pending = replace(sheet.pending_experience, swap=False)
    return with_character(state, event.character_id, **{field: traits},
                          pending_experience=pending)


def milestone_advance_applied(state: GameState, event: MilestoneAdvanceApplied) -> GameState:
    """The advance taken; the milestone is spent."""
    sheet = state.characters[event.character_id]
    option = event.option
    pending = replace(sheet.pending_experience, milestone=False)
    state = with_character(state, event.character_id, pending_experience=pending)
    if isinstance(option, IncreaseInitialDestiny):
        return with_character(state, event.character_id, initial_destiny=event.to)
    if isinstance(option, NewDistinction):
        new = Distinction(distinction_id=option.distinction_id, name=option.name)
        return with_character(state, event.character_id,
                              distinctions=(*sheet.distinctions, new))
    if isinstance(option, NewTreasure):
        treasure = Treasure(treasure_id=option.treasure_id, name=option.name, die=event.to or 6)
        return with_character(state, event.character_id, treasures=(*sheet.treasures, treasure))
    if option.category == "treasure":
        treasures = tuple(replace(t, die=event.to) if t.treasure_id == option.id else t
                          for t in sheet.treasures)
        return with_character(state, event.character_id, treasures=treasures)
    field = _CATEGORY_FIELD[option.category]
    return with_character(state, event.character_id,
                          **{field: {**getattr(sheet, field), option.id: event.to}})

