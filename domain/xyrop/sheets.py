"""Character creation and gm amendments (spec section 3), with sheet validation."""

import re

import msgspec

from domain.core import Actor, Event, InvalidValue, NotAuthorized, RandomSource
from domain.xyrop.commands import AmendCharacterSheet, RegisterCharacter
from domain.xyrop.events import CharacterRegistered, CharacterSheetAmended, SheetChanges
from domain.xyrop.guards import character, require_gm
from domain.xyrop.ladder import on_ladder
from domain.xyrop.state import SNAKE_CASE, GameState, Sheet, Treasure

_SNAKE = re.compile(SNAKE_CASE)
_CLIENT_ID = re.compile(r"^[a-z0-9][a-z0-9_-]{0,79}$")


def invalid_sheet(field: str, reason: str) -> InvalidValue:
    """``invalid_sheet`` with the spec's details ``{field, reason}`` in the detail text."""
    return InvalidValue("invalid_sheet", f"{field}: {reason}")


def is_snake(identifier: str) -> bool:
    """True for a snake_case id."""
    return bool(_SNAKE.match(identifier))


def register_character(state: GameState, command: RegisterCharacter, actor: Actor,
                       rng: RandomSource) -> list[Event]:
    """A new character with default destiny, stress, assets and experience."""
    owner = _owner(actor, command.owner_player_id)
    character_id = _character_id(state, command)
    sheet = Sheet(
        character_id=character_id, owner_player_id=owner, name=command.name.strip(),
        race=command.race, distinctions=command.distinctions, approaches=command.approaches,
        roles=command.roles, values=command.values,
        treasures=(Treasure(treasure_id=command.treasure.treasure_id,
                            name=command.treasure.name),),
        stress=dict.fromkeys(state.config.stress_catalog, "none"),
    )
    validate_sheet(sheet, creation=True)
    return [CharacterRegistered(character_id=character_id, owner_player_id=owner, sheet=sheet)]


def _owner(actor: Actor, owner_player_id: str | None) -> str:
    if actor.is_gm:
        if not owner_player_id:
            raise invalid_sheet("owner_player_id", "required when the gm creates")
        return owner_player_id
    if owner_player_id not in (None, actor.seat_id):
        raise NotAuthorized("not_authorized", "a player creates characters for its own seat")
    return actor.seat_id


def _character_id(state: GameState, command: RegisterCharacter) -> str:
    if command.character_id is not None:
        if not _CLIENT_ID.match(command.character_id):
            raise invalid_sheet("character_id", "lowercase letters, digits, - and _")
        if command.character_id in state.characters:
            raise invalid_sheet("character_id", "already used")
        return command.character_id
    slug = re.sub(r"[^a-z0-9]+", "-", command.name.lower()).strip("-")[:40] or "character"
    if slug not in state.characters:
        return slug
    number = state.event_count + 1
    while f"{slug}-{number}" in state.characters:
        number += 1
    return f"{slug}-{number}"


def validate_sheet(sheet: Sheet, creation: bool) -> None:
    """Every field of section 3 in range, or ``invalid_sheet``."""
    _text("name", sheet.name)
    _text("race", sheet.race.name)
    _distinctions(sheet, creation)
    _dice("approaches", sheet.approaches, minimum=1)
    _dice("roles", sheet.roles, minimum=1)
    _dice("values", sheet.values, minimum=0)
    _treasures(sheet.treasures, creation)


def _text(field: str, text: str) -> None:
    if not 1 <= len(text.strip()) <= 80:
        raise invalid_sheet(field, "1 to 80 characters")


def _distinctions(sheet: Sheet, creation: bool) -> None:
    count = len(sheet.distinctions)
    if (creation and count != 3) or count < 3:
        raise invalid_sheet("distinctions", "exactly 3 at creation, never fewer")
    ids = [d.distinction_id for d in sheet.distinctions]
    if len(set(ids)) != count or not all(is_snake(i) and i != "race" for i in ids):
        raise invalid_sheet("distinctions", "unique snake_case ids, never 'race'")
    if not all(d.name.strip() for d in sheet.distinctions):
        raise invalid_sheet("distinctions", "each distinction has a name")


def _dice(field: str, traits: dict[str, int], minimum: int) -> None:
    if len(traits) < minimum:
        raise invalid_sheet(field, f"at least {minimum} entry")
    for trait_id, faces in traits.items():
        if not is_snake(trait_id):
            raise invalid_sheet(field, f"{trait_id!r} is not a snake_case id")
        if not on_ladder(faces):
            raise invalid_sheet(field, f"{trait_id!r}: a die is d4, d6, d8, d10 or d12")


def _treasures(treasures: tuple[Treasure, ...], creation: bool) -> None:
    if (creation and len(treasures) != 1) or not treasures:
        raise invalid_sheet("treasures", "exactly 1 at creation")
    ids = [t.treasure_id for t in treasures]
    if len(set(ids)) != len(ids) or not all(is_snake(i) for i in ids):
        raise invalid_sheet("treasures", "unique snake_case ids")
    for treasure in treasures:
        _text("treasures", treasure.name)
        if not on_ladder(treasure.die) or treasure.die < 6:
            raise invalid_sheet("treasures", "a treasure die is d6..d12")


def amend_character_sheet(state: GameState, command: AmendCharacterSheet, actor: Actor,
                          rng: RandomSource) -> list[Event]:
    """The gm's correction tool: the given fields replace the sheet's."""
    require_gm(actor)
    sheet = character(state, command.character_id)
    changes = SheetChanges(
        name=command.name, race=command.race, distinctions=command.distinctions,
        approaches=command.approaches, roles=command.roles, values=command.values,
        treasures=command.treasures)
    validate_sheet(apply_changes(sheet, changes), creation=False)
    return [CharacterSheetAmended(character_id=sheet.character_id, changes=changes)]


def apply_changes(sheet: Sheet, changes: SheetChanges) -> Sheet:
    """The sheet with every given field replaced."""
    given = {field: getattr(changes, field) for field in changes.__struct_fields__
             if getattr(changes, field) is not None}
    return msgspec.structs.replace(sheet, **given)
