"""The character sheet (spec section 4) and its validation."""

from collections.abc import Mapping
from typing import Any, Literal

import msgspec
from msgspec import UNSET
from msgspec.structs import replace

from domain.core import InvalidValue
from domain.core.guards import every_rule
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


NAME_MAX = 80
"""A character's name has 1 to 80 characters."""
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


def _fail(detail: Text, field: str) -> InvalidValue:
    return InvalidValue("invalid_sheet", detail, field)


def _check_identity(sheet: Character) -> None:
    if not 1 <= len(sheet.name) <= NAME_MAX:
        raise _fail(sentence("a name has 1 to 80 characters"), "name")
    if sheet.kind not in ("guardian", "priestess"):
        raise _fail(sentence("a character is a guardian or a priestess"), "kind")
    if sheet.kind == "guardian" and sheet.tutelary_season not in SEASONS:
        raise _fail(sentence("a guardian has a tutelary season"), "tutelary_season")
    if sheet.kind == "priestess" and sheet.tutelary_season is not None:
        raise _fail(sentence("a priestess has no tutelary season: her domain is time"),
                    "tutelary_season")


def season_range(sheet: Character, season: str) -> tuple[int, int]:
    """The scores a season may take on this sheet: 1..5, a guardian's tutelary season up
    to 6 and its opposite season up to 4."""
    if sheet.kind == "guardian" and season == sheet.tutelary_season:
        return 1, 6
    if sheet.kind == "guardian" and sheet.tutelary_season in SEASONS \
            and season == opposite(sheet.tutelary_season):
        return 1, 4
    return 1, 5


def _season_rule(sheet: Character, season: str) -> Text:
    """The range of one season's score, said with the reason for it."""
    low, high = season_range(sheet, season)
    if high == 6:
        return sentence("%(season)s, the tutelary season, is scored %(low)d to %(high)d",
                        season=t.season(season), low=low, high=high)
    if high == 4:
        return sentence("%(season)s, opposite the tutelary season, is scored %(low)d to "
                        "%(high)d", season=t.season(season), low=low, high=high)
    return sentence("%(season)s is scored %(low)d to %(high)d", season=t.season(season),
                    low=low, high=high)


def _check_scores(sheet: Character) -> None:
    top = 6 if sheet.kind == "priestess" else 5
    if not 1 <= sheet.devotion <= top:
        raise _fail(sentence("devotion is 1 to %(top)d", top=top)
                    if sheet.kind == "priestess"
                    else sentence("a guardian's devotion is 1 to %(top)d (a priestess's, 6)",
                                  top=top), "devotion")
    missing = [season for season in SEASONS if season not in sheet.seasons]
    if missing:
        raise _fail(sentence("give %(season)s its score", season=t.season(missing[0])),
                    "seasons." + missing[0])
    for season in SEASONS:
        low, high = season_range(sheet, season)
        if not low <= sheet.seasons[season] <= high:
            raise _fail(_season_rule(sheet, season), "seasons." + season)
    if sheet.harmony < 0:
        raise _fail(sentence("harmony is 0 or more"), "harmony")
    if sheet.rupture_points < 0:
        raise _fail(sentence("rupture points are 0 or more"), "rupture_points")


def _check_lists(sheet: Character) -> None:
    if len(sheet.prayer_gems) > sheet.devotion:
        raise _fail(sentence("a character holds at most as many prayer gems as its devotion, "
                             "%(devotion)d", devotion=sheet.devotion), "prayer_gems")
    if any(gem not in COLOURS for gem in sheet.prayer_gems):
        raise _fail(sentence("a prayer gem is a gem of a season, of time or of rupture"),
                    "prayer_gems")
    for index, talent in enumerate(sheet.talents):
        if not 1 <= len(talent) <= 80:
            raise _fail(sentence("a talent has 1 to 80 characters"), f"talents.{index}")
        if talent in sheet.talents[:index]:
            raise _fail(sentence("each talent is named once"), f"talents.{index}")


def _check_relations(sheet: Character) -> None:
    for target, rel in sheet.relations.items():
        if target == sheet.id:
            raise _fail(sentence("a character has no relation with itself"),
                        "relations." + target)
        if not 1 <= rel.resonance_max <= MAX_RESONANCE:
            raise _fail(sentence("a relation's resonance is scored 1 to %(top)d",
                                 top=MAX_RESONANCE), f"relations.{target}.resonance_max")
        if not 0 <= rel.resonance <= rel.resonance_max:
            raise _fail(sentence("a resonance holds 0 to %(top)d points now, its score",
                                 top=rel.resonance_max), f"relations.{target}.resonance")
        if not rel.nature:
            raise _fail(sentence("a relation has a nature"), f"relations.{target}.nature")


def validate(sheet: Character, prefix: str = "") -> None:
    """Raise ``InvalidValue("invalid_sheet")`` unless every section 4 range holds; its
    ``field`` is the sheet's field, after ``prefix`` (``changes.`` in ``AdjustSheet``);
    its ``findings``: the first broken rule of each part of the sheet."""
    try:
        every_rule(lambda: _check_identity(sheet), lambda: _check_scores(sheet),
                   lambda: _check_lists(sheet), lambda: _check_relations(sheet))
    except InvalidValue as error:
        found = [InvalidValue(f.code, f.detail, prefix + (f.field or ""))
                 for f in error.findings or (error,)]
        found[0].findings = tuple(found)
        raise found[0] from None


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
