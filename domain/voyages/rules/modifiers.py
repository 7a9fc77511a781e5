"""Modifier validation (7.1): cumulative, each ``ref`` at most once per roll."""

from typing import Literal

from domain.core import InvalidValue
from domain.core.words import Said, Text, sentence
from domain.voyages.narrate import glossary
from domain.voyages.rules.model import Modifier
from domain.voyages.rules.sheet import Adjective, Character, Target
from domain.voyages.state import VoyagesState

RollKind = Literal["action", "situation", "conflict"]
FIXED_VALUES = {"delicate_task": -2, "adapted_trade": 2, "related_trade": 1, "aspect": 1,
                "taking_time": 1, "good_approach": 1}
CLIENT_SOURCES = frozenset({"tint", "adjective", "trait", *FIXED_VALUES, "group_help",
                           "gm_other"})
UsedAdjective = tuple[Target, Adjective]
_REF_GROUP = {"adapted_trade": "trade", "related_trade": "trade"}
_ONCE_PER_ROLL = {
    "delicate_task": sentence("a delicate task counts once per roll, whatever its ref"),
    "taking_time": sentence("taking one's time counts once per roll, whatever its ref")}
"""T13: the seed's task and time are facts of the roll, not things a ``ref`` can multiply."""


def _bad(detail: Text) -> InvalidValue:
    return InvalidValue("invalid_modifier", detail)


def _usable_adjectives(state: VoyagesState, character: Character | None
                       ) -> dict[str, UsedAdjective]:
    """Adjectives of the roller and of the things it holds (or nobody holds)."""
    usable: dict[str, UsedAdjective] = {}
    if character is not None:
        target = Target(kind="character", id=character.character_id)
        usable.update({a.adjective_id: (target, a) for a in character.adjectives})
    holder = None if character is None else character.character_id
    for thing in state.things.values():
        if thing.holder_character_id in (None, holder):
            target = Target(kind="thing", id=thing.thing_id)
            usable.update({a.adjective_id: (target, a) for a in thing.adjectives})
    return usable


def _check_sheet_ref(modifier: Modifier, character: Character | None) -> None:
    if character is None:
        raise _bad(sentence("%(source)s needs a character rolling",
                                     source=Said(modifier.source, glossary.source)))
    ref = modifier.ref or ""
    if modifier.source == "trait":
        trait = next((t for t in character.traits if t.trait_id == ref), None)
        if trait is None:
            raise _bad(sentence("no trait “%(ref)s”", ref=ref))
        allowed = {"positive": {1}, "negative": {-1}, "neutral": {1, -1}}[trait.polarity]
        if modifier.value not in allowed:
            raise _bad(sentence("trait “%(ref)s” counts %(values)s", ref=ref,
                                values=sorted(allowed)))
    elif modifier.source in ("adapted_trade", "related_trade"):
        if all(t.trade_id != ref for t in character.trades):
            raise _bad(sentence("no trade “%(ref)s”", ref=ref))
    elif modifier.source == "aspect":
        trade_id, _, aspect = ref.partition("/")
        if not any(t.trade_id == trade_id and aspect in t.aspects for t in character.trades):
            raise _bad(sentence("no aspect “%(ref)s”", ref=ref))


def _check_gm_source(modifier: Modifier, kind: RollKind, character: Character | None,
                     by_gm: bool) -> None:
    if not by_gm:
        raise _bad(sentence("%(source)s is granted by the gm",
                                     source=Said(modifier.source, glossary.source)))
    if modifier.source == "good_approach" and kind != "situation":
        raise _bad(sentence("outside situations, a good approach comes with the gm's ruling of "
                            "the approach"))
    if modifier.source == "group_help" and (kind != "action" or modifier.value < 1):
        raise _bad(sentence("group help is a positive action modifier"))
    if modifier.source == "gm_other" and character is not None:
        raise _bad(sentence("the gm's own modifier only applies to rolls without a character"))


def _check_one(state: VoyagesState, modifier: Modifier, character: Character | None,
               kind: RollKind, by_gm: bool) -> UsedAdjective | None:
    source = modifier.source
    if source not in CLIENT_SOURCES:
        raise _bad(sentence("unknown or automatic modifier source “%(source)s”", source=source))
    if source in ("good_approach", "group_help", "gm_other"):
        _check_gm_source(modifier, kind, character, by_gm)
    if source in FIXED_VALUES and modifier.value != FIXED_VALUES[source]:
        raise _bad(sentence("%(source)s is worth %(value)+d", source=source,
                            value=FIXED_VALUES[source]))
    if source == "tint" and (modifier.value == 0 or not modifier.ref):
        raise _bad(sentence("a tint modifier names its tint and is not 0"))
    if source in ("trait", "adapted_trade", "related_trade", "aspect"):
        _check_sheet_ref(modifier, character)
    if source == "adjective":
        found = _usable_adjectives(state, character).get(modifier.ref or "")
        if found is None:
            raise _bad(sentence("no usable adjective “%(ref)s”", ref=modifier.ref))
        if modifier.value != found[1].modifier_value:
            raise _bad(sentence("adjective “%(ref)s” counts %(value)+d", ref=modifier.ref,
                                value=found[1].modifier_value))
        return found
    return None


def check_modifiers(state: VoyagesState, modifiers: tuple[Modifier, ...],
                    character: Character | None, kind: RollKind,
                    by_gm: bool) -> list[UsedAdjective]:
    """Validate a roll's modifiers; returns the adjectives used (``next_roll`` ones expire)."""
    for source, refusal in _ONCE_PER_ROLL.items():
        if sum(m.source == source for m in modifiers) > 1:
            raise _bad(refusal)
    keys = [(_REF_GROUP.get(m.source, m.source), m.ref or "") for m in modifiers]
    if len(set(keys)) != len(keys):
        raise _bad(sentence("each modifier (ref) counts at most once per roll"))
    used: list[UsedAdjective] = []
    for modifier in modifiers:
        found = _check_one(state, modifier, character, kind, by_gm)
        if found is not None and found[1].duration == "next_roll":
            used.append(found)
    return used


def roll_modifiers(state: VoyagesState, modifiers: tuple[Modifier, ...],
                   character: Character | None, kind: RollKind, by_gm: bool
                   ) -> tuple[tuple[Modifier, ...], list[UsedAdjective]]:
    """A roll's modifiers and the ``next_roll`` adjectives it uses up: the named ones
    checked, then (T7) the roller's own ``next_roll`` adjectives join by themselves; one
    the roll already names is not counted twice."""
    used = check_modifiers(state, modifiers, character, kind, by_gm)
    if character is None:
        return modifiers, used
    named = {m.ref for m in modifiers if m.source == "adjective"}
    target = Target(kind="character", id=character.character_id)
    joining = [a for a in character.adjectives
               if a.duration == "next_roll" and a.adjective_id not in named]
    extra = tuple(Modifier(source="adjective", value=a.modifier_value, ref=a.adjective_id)
                  for a in joining)
    return modifiers + extra, used + [(target, a) for a in joining]


def total(modifiers: tuple[Modifier, ...]) -> int:
    """Sum of modifier values."""
    return sum(m.value for m in modifiers)
