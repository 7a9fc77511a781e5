"""Characters: RegisterCharacter, UpdateCharacterSheet."""

import re

import msgspec

from domain.ardri.commands import RegisterCharacter, UpdateCharacterSheet
from domain.ardri.events import CharacterRegistered, CharacterSheetUpdated
from domain.ardri.rules.sheet import build_sheet, invalid_sheet
from domain.ardri.state import ArdriState
from domain.core import Actor, Emitter, NotAuthorized, RandomSource
from domain.core.guards import require
from domain.core.words import sentence


def register_character(em: Emitter[ArdriState], command: RegisterCharacter, actor: Actor,
                       _rng: RandomSource) -> None:
    """A new character: the player's own, or the gm's for ``owner_player_id``."""
    state = em.state
    if not actor.is_gm and command.owner_player_id not in (None, actor.seat_id):
        raise NotAuthorized("not_authorized",
                            sentence("a player registers characters for itself"))
    owner = command.owner_player_id or (None if actor.is_gm else actor.seat_id)
    if owner is None:
        raise invalid_sheet(sentence("say which player's seat plays this character"),
                            "owner_player_id")
    sheet = build_sheet(state.domain_catalog, name=command.name, class_name=command.class_name,
                        characteristics=command.characteristics,
                        domain_modifiers=command.domain_modifiers,
                        attributes=command.attributes, skills=command.skills)
    character_id = command.character_id
    if character_id is None:
        character_id = free_slug(state, sheet.name)
    elif not character_id.strip() or character_id in state.characters:
        raise invalid_sheet(sentence("another character already has this identifier"),
                            "character_id")
    em.emit(CharacterRegistered(character_id=character_id, owner_player_id=owner, sheet=sheet))


def free_slug(state: ArdriState, name: str) -> str:
    """A readable id from the name (``sire-galvin``), numbered when already taken."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "character"
    candidate, n = slug, 1
    while candidate in state.characters:
        n += 1
        candidate = f"{slug}-{n}"
    return candidate


def update_character_sheet(em: Emitter[ArdriState], command: UpdateCharacterSheet,
                           _actor: Actor, _rng: RandomSource) -> None:
    """A gm edit; characteristics are fixed (D18) and the result is validated again."""
    state = em.state
    old = state.characters[command.character_id].sheet
    given = command.characteristics
    require(given is msgspec.UNSET or dict(given) == old.characteristics,
            "characteristics_are_fixed", sentence("characteristic thresholds never change"))

    sheet = build_sheet(
        state.domain_catalog,
        name=old.name if command.name is msgspec.UNSET else command.name,
        class_name=old.class_name if command.class_name is msgspec.UNSET else command.class_name,
        characteristics=old.characteristics,
        domain_modifiers=old.domain_modifiers if command.domain_modifiers is msgspec.UNSET
        else command.domain_modifiers,
        attributes=old.attributes if command.attributes is msgspec.UNSET else command.attributes,
        skills=old.skills if command.skills is msgspec.UNSET else command.skills)
    em.emit(CharacterSheetUpdated(character_id=command.character_id, sheet=sheet))
