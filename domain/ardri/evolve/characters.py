"""The game's configuration and its character sheets."""

from msgspec.structs import replace

from domain.ardri.events import CharacterRegistered, CharacterSheetUpdated, GameInitialized
from domain.ardri.rules.values import Character
from domain.ardri.state import ArdriState


def game_initialized(state: ArdriState, e: GameInitialized) -> ArdriState:
    """The configuration is set."""
    return replace(state, initialized=True, gm_player_id=e.gm_player_id,
                   domain_catalog=dict(e.domain_catalog))


def character_registered(state: ArdriState, e: CharacterRegistered) -> ArdriState:
    """A new sheet."""
    character = Character(character_id=e.character_id, owner_player_id=e.owner_player_id,
                          sheet=e.sheet)
    return replace(state, characters={**state.characters, e.character_id: character})


def character_sheet_updated(state: ArdriState, e: CharacterSheetUpdated) -> ArdriState:
    """An edited sheet; recorded rolls keep their values."""
    character = state.characters.get(e.character_id)
    if character is None:
        return state
    updated = replace(character, sheet=e.sheet)
    return replace(state, characters={**state.characters, e.character_id: updated})
