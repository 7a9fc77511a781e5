"""How the setup events change the state: the configuration, sheets, amendments."""

from msgspec.structs import replace

from domain.xyrop import events as ev
from domain.xyrop.rules.sheet import apply_changes
from domain.xyrop.state import Config, GameState


def game_initialized(state: GameState, event: ev.GameInitialized) -> GameState:
    """The table's configuration."""
    config = Config(stress_catalog=event.stress_catalog,
                    max_distinctions_per_roll=event.max_distinctions_per_roll)
    return replace(state, initialized=True, gm_player_id=event.gm_player_id, config=config)


def character_registered(state: GameState, event: ev.CharacterRegistered) -> GameState:
    """A new sheet."""
    return replace(state, characters={**state.characters, event.character_id: event.sheet})


def character_sheet_amended(state: GameState, event: ev.CharacterSheetAmended) -> GameState:
    """A corrected sheet."""
    sheet = apply_changes(state.characters[event.character_id], event.changes)
    return replace(state, characters={**state.characters, event.character_id: sheet})
