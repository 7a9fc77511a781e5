"""The character sheet's rules (spec section 3): ids, validation, a gm amendment applied."""

import re
import unicodedata
from typing import NoReturn

import msgspec

from domain.core.guards import every_rule, invalid
from domain.core.words import Text, sentence
from domain.xyrop.rules.ladder import on_ladder
from domain.xyrop.rules.records import SheetChanges
from domain.xyrop.state import SNAKE_CASE, Sheet, Treasure

_SNAKE = re.compile(SNAKE_CASE)
_LIGATURES = str.maketrans({"œ": "oe", "æ": "ae", "ß": "ss"})


def invalid_sheet(detail: Text, field: str) -> NoReturn:
    """``invalid_sheet`` about one ``field`` of the sheet (C5: ``approaches.careful``,
    ``treasures.0.name``), its detail the rule in the reader's words."""
    invalid(detail, "invalid_sheet", field)


def is_snake(identifier: str) -> bool:
    """True for a snake_case id."""
    return bool(_SNAKE.match(identifier))


def identifier_of(name: str) -> str:
    """The id a name gives (the page makes distinctions' the same way): « Chef de bande »
    -> ``chef_de_bande``, « Cœur » -> ``coeur``, « 3 lunes » -> ``n_3_lunes``."""
    plain = unicodedata.normalize("NFD", name.lower().translate(_LIGATURES))
    plain = "".join(char for char in plain if not unicodedata.combining(char))
    words = re.sub(r"[^a-z0-9]+", "_", plain).strip("_")
    return words if words[:1].isalpha() else f"n_{words}"


def named_traits(field: str, typed: dict[str, int]) -> tuple[dict[str, int], dict[str, str]]:
    """Approaches, roles or values as the player wrote them (name -> die) as the sheet keeps
    them: id -> die, and id -> name. An id typed as such (``careful``) keeps no name: the
    sheet reads it as words (« Careful »), as it does a sheet from before names."""
    dice: dict[str, int] = {}
    names: dict[str, str] = {}
    for written, faces in typed.items():
        name = written.strip()
        where = f"{field}.{written}"
        _text(where, name)
        if not any(char.isalnum() for char in name):
            invalid_sheet(sentence("a name needs at least one letter or digit"), where)
        trait_id = identifier_of(name)
        if trait_id in dice:
            invalid_sheet(sentence("'%(name)s': another entry of this part already has this "
                                   "name", name=name), where)
        dice[trait_id] = faces
        if name != trait_id:
            names[trait_id] = name
    return dice, names


def validate_sheet(sheet: Sheet, creation: bool) -> None:
    """Every field of section 3 in range, or ``invalid_sheet`` listing every part out of
    range (its ``findings``), the first as the refusal."""
    every_rule(lambda: _text("name", sheet.name),
               lambda: _text("race.name", sheet.race.name),
               lambda: _distinctions(sheet, creation),
               lambda: _dice("approaches", sheet.approaches, sheet, minimum=1),
               lambda: _dice("roles", sheet.roles, sheet, minimum=1),
               lambda: _dice("values", sheet.values, sheet, minimum=0),
               lambda: _treasures(sheet.treasures, creation))


def _text(field: str, text: str) -> None:
    if not 1 <= len(text.strip()) <= 80:
        invalid_sheet(sentence("a name has 1 to 80 characters"), field)


def _distinctions(sheet: Sheet, creation: bool) -> None:
    count = len(sheet.distinctions)
    if (creation and count != 3) or count < 3:
        invalid_sheet(sentence("a character has exactly 3 distinctions at creation, never "
                               "fewer"), "distinctions")
    seen: set[str] = set()
    for index, distinction in enumerate(sheet.distinctions):
        where = f"distinctions.{index}."
        identifier = distinction.distinction_id
        if identifier in seen or identifier == "race" or not is_snake(identifier):
            invalid_sheet(sentence("each distinction has its own identifier, in lowercase "
                                   "letters and digits, and the race is not one"),
                          where + "distinction_id")
        seen.add(identifier)
        if not distinction.name.strip():
            invalid_sheet(sentence("each distinction has a name"), where + "name")


def _dice(field: str, traits: dict[str, int], sheet: Sheet, minimum: int) -> None:
    if len(traits) < minimum:
        invalid_sheet(sentence("this part of the sheet needs at least %(minimum)d entry",
                               minimum=minimum), field)
    for trait_id, faces in traits.items():
        if not is_snake(trait_id):
            invalid_sheet(sentence("'%(trait_id)s': an identifier is written in lowercase "
                                   "letters and digits, words joined by underscores",
                                   trait_id=trait_id), f"{field}.{trait_id}")
        if not on_ladder(faces):
            invalid_sheet(sentence("'%(trait_id)s': a die is d4, d6, d8, d10 or d12",
                                   trait_id=sheet.trait_name(trait_id)),
                          f"{field}.{_written(sheet, trait_id)}")


def _written(sheet: Sheet, trait_id: str) -> str:
    """How the command named a trait: its name when the sheet keeps one (the field a refusal
    names is the key the player typed)."""
    return sheet.trait_names.get(trait_id, trait_id)


def _treasures(treasures: tuple[Treasure, ...], creation: bool) -> None:
    if (creation and len(treasures) != 1) or not treasures:
        invalid_sheet(sentence("a character has exactly 1 treasure at creation"), "treasures")
    seen: set[str] = set()
    for index, treasure in enumerate(treasures):
        where = f"treasures.{index}."
        if treasure.treasure_id in seen or not is_snake(treasure.treasure_id):
            invalid_sheet(sentence("each treasure has its own identifier, in lowercase "
                                   "letters and digits"), where + "treasure_id")
        seen.add(treasure.treasure_id)
        _text(where + "name", treasure.name)
        if not on_ladder(treasure.die) or treasure.die < 6:
            invalid_sheet(sentence("a treasure die is d6, d8, d10 or d12"), where + "die")


def apply_changes(sheet: Sheet, changes: SheetChanges) -> Sheet:
    """The sheet with every given field replaced."""
    given = {field: getattr(changes, field) for field in changes.__struct_fields__
             if getattr(changes, field) is not None}
    return msgspec.structs.replace(sheet, **given)
