"""The character sheet (spec section 4) and its validation."""

from collections.abc import Mapping
from typing import Any, Literal

import msgspec
from msgspec import UNSET
from msgspec.structs import replace

from domain.core import InvalidValue
from domain.core.words import Text
from domain.espri.rules import terms as t
from domain.espri.rules.gems import COLOURS, SEASONS, Colour, Season, opposite
from domain.espri.rules.terms import sentence
from domain.espri.rules.values import RelationInput, SheetChanges

Kind = Literal["guardian", "priestess"]


class RelationState(msgspec.Struct, frozen=True):
    """A relation towards another character, with its resonance points."""

    nature: str
    resonance_max: int
    resonance: int
    last_recharge_day: int | None = None


class Character(msgspec.Struct, frozen=True):
    """A member of the Quartet of Seasons. ``retired``: it left the quartet (R3) and no
    longer leads, helps, contributes or counts."""

    id: str
    name: str
    player_id: str
    kind: Kind
    tutelary_season: Season | None
    devotion: int
    seasons: dict[Season, int]
    harmony: int = 0
    rupture_points: int = 0
    prayer_gems: tuple[Colour, ...] = ()
    talents: tuple[str, ...] = ()
    relations: dict[str, RelationState] = {}
    lineage: str | None = None
    medium_shattered: bool = False
    retired: bool = False


MAX_RESONANCE = 5
"""Relations are scored "sur une échelle de 1 à 5" (R6)."""


def is_active(character: Character) -> bool:
    """Still able to commune with the nymphs: not shattered, not retired (R3)."""
    return not character.medium_shattered and not character.retired


def own_colour(character: Character) -> Colour:
    """The colour a character gathers: its tutelary season, or time for a priestess."""
    return character.tutelary_season or "time"


def best_season(character: Character) -> int:
    """The highest season score (a priestess's setup draw uses it)."""
    return max(character.seasons.values())


def setup_draw_size(character: Character) -> int:
    """Devotion + tutelary score (priestess: devotion + best season)."""
    if character.kind == "priestess" or character.tutelary_season is None:
        return character.devotion + best_season(character)
    return character.devotion + character.seasons[character.tutelary_season]


def nymph_of(character: Character, called_season: Season) -> Season:
    """The tutelary nymph; a priestess's (leading or helping, R1) is the called season's."""
    if character.kind == "priestess" or character.tutelary_season is None:
        return called_season
    return character.tutelary_season


def _fail(detail: Text) -> InvalidValue:
    return InvalidValue("invalid_sheet", detail)


def _check_identity(sheet: Character) -> None:
    if not 1 <= len(sheet.name) <= 80:
        raise _fail(sentence("name must be 1..80 characters"))
    if sheet.kind == "guardian" and sheet.tutelary_season not in SEASONS:
        raise _fail(sentence("a guardian needs a tutelary season"))
    if sheet.kind == "priestess" and sheet.tutelary_season is not None:
        raise _fail(sentence("a priestess has no tutelary season (her domain is time)"))
    if sheet.kind not in ("guardian", "priestess"):
        raise _fail(sentence("kind must be guardian or priestess"))


def _season_range(sheet: Character, season: str) -> tuple[int, int]:
    if sheet.kind == "guardian" and season == sheet.tutelary_season:
        return 1, 6
    if sheet.kind == "guardian" and sheet.tutelary_season in SEASONS \
            and season == opposite(sheet.tutelary_season):
        return 1, 4
    return 1, 5


def _check_scores(sheet: Character) -> None:
    top = 6 if sheet.kind == "priestess" else 5
    if not 1 <= sheet.devotion <= top:
        raise _fail(sentence("devotion must be 1..%(top)d", top=top))
    if sorted(sheet.seasons) != sorted(SEASONS):
        raise _fail(sentence("seasons must give a score for each of the four seasons"))
    for season, score in sheet.seasons.items():
        low, high = _season_range(sheet, season)
        if not low <= score <= high:
            raise _fail(sentence("%(season)s must be %(low)d..%(high)d",
                                 season=t.season(season), low=low, high=high))
    if sheet.harmony < 0 or sheet.rupture_points < 0:
        raise _fail(sentence("harmony and rupture points are >= 0"))


def _check_lists(sheet: Character) -> None:
    if len(sheet.prayer_gems) > sheet.devotion:
        raise _fail(sentence("no more prayer gems than devotion"))
    if any(gem not in COLOURS for gem in sheet.prayer_gems):
        raise _fail(sentence("unknown gem colour"))
    if any(not 1 <= len(talent) <= 80 for talent in sheet.talents):
        raise _fail(sentence("talents are 1..80 characters"))
    if len(set(sheet.talents)) != len(sheet.talents):
        raise _fail(sentence("talents are unique"))


def _check_relations(sheet: Character) -> None:
    for target, rel in sheet.relations.items():
        if target == sheet.id:
            raise _fail(sentence("a character has no relation with itself"))
        if not 1 <= rel.resonance_max <= MAX_RESONANCE \
                or not 0 <= rel.resonance <= rel.resonance_max:
            raise _fail(sentence("resonance_max in 1..%(top)d and resonance in 0..max",
                                 top=MAX_RESONANCE))
        if not rel.nature:
            raise _fail(sentence("a relation needs a nature"))


def validate(sheet: Character) -> None:
    """Raise ``InvalidValue("invalid_sheet")`` unless every section 4 range holds."""
    _check_identity(sheet)
    _check_scores(sheet)
    _check_lists(sheet)
    _check_relations(sheet)


def to_relations(inputs: Mapping[str, RelationInput],
                 previous: Mapping[str, RelationState]) -> dict[str, RelationState]:
    """Relations as stored, from a client's input (resonance defaults to its max)."""
    result = {}
    for target, rel in inputs.items():
        before = previous.get(target)
        result[target] = RelationState(
            nature=rel.nature, resonance_max=rel.resonance_max,
            resonance=rel.resonance_max if rel.resonance is None else rel.resonance,
            last_recharge_day=before.last_recharge_day if before else None)
    return result


def adjusted_sheet(sheet: Character, changes: SheetChanges) -> Character:
    """The sheet with the given fields changed (used by decide to validate, and here)."""
    values: dict[str, Any] = {}
    for field in changes.__struct_fields__:
        value = getattr(changes, field)
        if value is UNSET:
            continue
        if field == "relations":
            value = to_relations(value, sheet.relations)
        elif field in ("prayer_gems", "talents"):
            value = tuple(value)
        values[field] = value
    return replace(sheet, **values)
