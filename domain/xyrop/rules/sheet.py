"""The character sheet's rules (spec section 3): ids, validation, a gm amendment applied."""

import re
from typing import NoReturn

import msgspec

from domain.core.guards import invalid
from domain.core.words import Text, sentence
from domain.xyrop.rules.ladder import on_ladder
from domain.xyrop.rules.records import SheetChanges
from domain.xyrop.state import SNAKE_CASE, Sheet, Treasure

_SNAKE = re.compile(SNAKE_CASE)


def invalid_sheet(detail: Text) -> NoReturn:
    """``invalid_sheet`` with the spec's details ``{field, reason}`` in the detail text
    (a sentence ``"%(field)s: <reason>"``)."""
    invalid(detail, "invalid_sheet")


def is_snake(identifier: str) -> bool:
    """True for a snake_case id."""
    return bool(_SNAKE.match(identifier))


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
        invalid_sheet(sentence("%(field)s: 1 to 80 characters", field=field))


def _distinctions(sheet: Sheet, creation: bool) -> None:
    count = len(sheet.distinctions)
    if (creation and count != 3) or count < 3:
        invalid_sheet(sentence("%(field)s: exactly 3 at creation, never fewer",
                               field="distinctions"))
    ids = [d.distinction_id for d in sheet.distinctions]
    if len(set(ids)) != count or not all(is_snake(i) and i != "race" for i in ids):
        invalid_sheet(sentence("%(field)s: unique snake_case ids, never 'race'",
                               field="distinctions"))
    if not all(d.name.strip() for d in sheet.distinctions):
        invalid_sheet(sentence("%(field)s: each distinction has a name", field="distinctions"))


def _dice(field: str, traits: dict[str, int], minimum: int) -> None:
    if len(traits) < minimum:
        invalid_sheet(sentence("%(field)s: at least %(minimum)d entry", field=field,
                               minimum=minimum))
    for trait_id, faces in traits.items():
        if not is_snake(trait_id):
            invalid_sheet(sentence("%(field)s: '%(trait_id)s' is not a snake_case id",
                                   field=field, trait_id=trait_id))
        if not on_ladder(faces):
            invalid_sheet(sentence("%(field)s: '%(trait_id)s': a die is d4, d6, d8, d10 or d12",
                                   field=field, trait_id=trait_id))


def _treasures(treasures: tuple[Treasure, ...], creation: bool) -> None:
    if (creation and len(treasures) != 1) or not treasures:
        invalid_sheet(sentence("%(field)s: exactly 1 at creation", field="treasures"))
    ids = [t.treasure_id for t in treasures]
    if len(set(ids)) != len(ids) or not all(is_snake(i) for i in ids):
        invalid_sheet(sentence("%(field)s: unique snake_case ids", field="treasures"))
    for treasure in treasures:
        _text("treasures", treasure.name)
        if not on_ladder(treasure.die) or treasure.die < 6:
            invalid_sheet(sentence("%(field)s: a treasure die is d6..d12", field="treasures"))



def apply_changes(sheet: Sheet, changes: SheetChanges) -> Sheet:
    """The sheet with every given field replaced."""
    given = {field: getattr(changes, field) for field in changes.__struct_fields__
             if getattr(changes, field) is not None}
    return msgspec.structs.replace(sheet, **given)
