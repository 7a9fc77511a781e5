"""Character creation and gm amendments (spec section 3)."""

import re
from collections.abc import Callable

from domain.core import Actor, Emitter, NotAuthorized, RandomSource
from domain.core.guards import every_rule
from domain.core.words import sentence
from domain.xyrop import commands as cmd
from domain.xyrop import events as ev
from domain.xyrop.decide import owned_character
from domain.xyrop.rules.sheet import apply_changes, invalid_sheet, named_traits, validate_sheet
from domain.xyrop.state import GameState, Sheet, Treasure

_CLIENT_ID = re.compile(r"^[a-z0-9][a-z0-9_-]{0,79}$")


def register_character(em: Emitter[GameState], command: cmd.RegisterCharacter, actor: Actor,
                       rng: RandomSource) -> None:
    """A new character with default destiny, stress, assets and experience."""
    state = em.state
    owner = _owner(actor, command.owner_player_id)
    character_id = _character_id(state, command)
    traits = _named({"approaches": command.approaches, "roles": command.roles,
                     "values": command.values})
    sheet = Sheet(
        character_id=character_id, owner_player_id=owner, name=command.name.strip(),
        race=command.race, distinctions=command.distinctions,
        approaches=traits["approaches"][0], roles=traits["roles"][0],
        values=traits["values"][0],
        treasures=(Treasure(treasure_id=command.treasure.treasure_id,
                            name=command.treasure.name),),
        stress=dict.fromkeys(state.config.stress_catalog, "none"),
        trait_names={id_: name for _dice, names in traits.values()
                     for id_, name in names.items()},
    )
    validate_sheet(sheet, creation=True)
    em.emit(ev.CharacterRegistered(character_id=character_id, owner_player_id=owner, sheet=sheet))


Named = tuple[dict[str, int], dict[str, str]]


def _named(parts: dict[str, dict[str, int] | None]) -> dict[str, Named]:
    """Each part given (approaches, roles, values) as written by the player -> its ids'
    dice and names (``named_traits``), every naming refusal listed at once."""
    found: dict[str, Named] = {}

    def name(field: str, typed: dict[str, int]) -> Callable[[], None]:
        def check() -> None:
            found[field] = named_traits(field, typed)
        return check

    every_rule(*(name(field, typed) for field, typed in parts.items() if typed is not None))
    return found


def _owner(actor: Actor, owner_player_id: str | None) -> str:
    if actor.is_gm:
        if not owner_player_id:
            invalid_sheet(sentence("the gm names the seat that plays the new character"),
                          "owner_player_id")
        return owner_player_id
    if owner_player_id not in (None, actor.seat_id):
        raise NotAuthorized("not_authorized",
                            sentence("a player creates characters for its own seat"))
    return actor.seat_id


def _character_id(state: GameState, command: cmd.RegisterCharacter) -> str:
    if command.character_id is not None:
        if not _CLIENT_ID.match(command.character_id):
            invalid_sheet(sentence("a character's identifier is written in lowercase letters, "
                                   "digits, - and _"), "character_id")
        if command.character_id in state.characters:
            invalid_sheet(sentence("another character already has this identifier"),
                          "character_id")
        return command.character_id
    slug = re.sub(r"[^a-z0-9]+", "-", command.name.lower()).strip("-")[:40] or "character"
    if slug not in state.characters:
        return slug
    number = state.event_count + 1
    while f"{slug}-{number}" in state.characters:
        number += 1
    return f"{slug}-{number}"


def amend_character_sheet(em: Emitter[GameState], command: cmd.AmendCharacterSheet,
                          actor: Actor, rng: RandomSource) -> None:
    """The gm's correction tool: the given fields replace the sheet's."""
    sheet = em.state.characters[command.character_id]  # checked by for_sheet
    traits = _named({"approaches": command.approaches, "roles": command.roles,
                     "values": command.values})
    changes = ev.SheetChanges(
        name=command.name, race=command.race, distinctions=command.distinctions,
        approaches=traits["approaches"][0] if "approaches" in traits else None,
        roles=traits["roles"][0] if "roles" in traits else None,
        values=traits["values"][0] if "values" in traits else None,
        treasures=command.treasures, trait_names=_renamed(sheet, traits))
    validate_sheet(apply_changes(sheet, changes), creation=False)
    em.emit(ev.CharacterSheetAmended(character_id=sheet.character_id, changes=changes))


def _renamed(sheet: Sheet, traits: dict[str, Named]) -> dict[str, str] | None:
    """The sheet's trait names once the given parts replace theirs (None: none given)."""
    if not traits:
        return None
    kept = {field: getattr(sheet, field) for field in ("approaches", "roles", "values")
            if field not in traits}
    names = {id_: name for id_, name in sheet.trait_names.items()
             if any(id_ in dice for dice in kept.values())}
    for _dice, given in traits.values():
        names.update(given)
    return names


def for_sheet(state: GameState, actor: Actor, character_id: str) -> None:
    """A character of the game (the gm amends any)."""
    owned_character(state, actor, character_id)
