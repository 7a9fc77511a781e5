"""Sheet validation (spec §3): every problem is ``invalid_sheet``, naming its ``field``
(contract C5: ``characteristics.spirit``, ``domain_modifiers.passion``,
``attributes.0.level``) and saying the rule in the reader's words."""

import re
import unicodedata
from collections.abc import Mapping, Sequence

import msgspec

from domain.ardri.narrate import glossary
from domain.ardri.rules.catalog import CHARACTERISTICS, PASSION, all_domains, is_snake_case
from domain.ardri.rules.values import Attribute, Sheet, Skill
from domain.core import InvalidValue
from domain.core.guards import every_rule
from domain.core.words import Said, Text, sentence

NAME_MAX = 80


def invalid_sheet(detail: Text, field: str) -> InvalidValue:
    """The spec's ``invalid_sheet`` error about one field of the sheet."""
    return InvalidValue("invalid_sheet", detail, field)


def build_sheet(catalog: Mapping[str, Sequence[str]], *, name: str, class_name: str | None,
                characteristics: Mapping[str, int], domain_modifiers: Mapping[str, int],
                attributes: Sequence[Attribute], skills: Sequence[Skill]) -> Sheet:
    """A validated sheet; missing domain modifiers default to 0, attribute ids are made
    from their names when not given. A sheet out of range is refused with the first broken
    rule of each part as the refusal's ``findings``."""
    trimmed = name.strip()
    modifiers: dict[str, int] = {}
    named: tuple[Attribute, ...] = ()

    def check_name() -> None:
        if not 1 <= len(trimmed) <= NAME_MAX:
            raise invalid_sheet(sentence("a name has 1 to %(max)d characters", max=NAME_MAX),
                                "name")

    def check_modifiers() -> None:
        nonlocal modifiers
        if all(c in characteristics for c in CHARACTERISTICS):  # else said by its own check
            modifiers = checked_modifiers(catalog, characteristics, domain_modifiers)

    def check_named() -> None:
        nonlocal named
        named = with_ids(attributes)
        check_attributes(catalog, named)

    every_rule(check_name, lambda: check_characteristics(characteristics), check_modifiers,
               check_named)
    return Sheet(name=trimmed, class_name=class_name,
                 characteristics={c: characteristics[c] for c in CHARACTERISTICS},
                 domain_modifiers=modifiers, attributes=named, skills=tuple(skills))


def check_characteristics(characteristics: Mapping[str, int]) -> None:
    """Exactly strength, spirit and intention, each 3..5."""
    for characteristic in CHARACTERISTICS:
        if characteristic not in characteristics:
            raise invalid_sheet(sentence("give %(characteristic)s its threshold",
                                         characteristic=_characteristic(characteristic)),
                                "characteristics." + characteristic)
        if not 3 <= characteristics[characteristic] <= 5:
            raise invalid_sheet(sentence("a threshold of %(characteristic)s is 3 to 5",
                                         characteristic=_characteristic(characteristic)),
                                "characteristics." + characteristic)
    extra = sorted(set(characteristics) - set(CHARACTERISTICS))
    if extra:
        raise invalid_sheet(sentence("the sheet has three characteristics: Strength, Spirit "
                                     "and Intention"), "characteristics." + extra[0])


def checked_modifiers(catalog: Mapping[str, Sequence[str]], characteristics: Mapping[str, int],
                      given: Mapping[str, int]) -> dict[str, int]:
    """All nine catalog ids; -1..+2, the passion up to a domain threshold of 8 (D2)."""
    domains = all_domains(catalog)
    unknown = sorted(set(given) - set(domains))
    if unknown:
        raise invalid_sheet(sentence("this domain is not one of the game's"),
                            "domain_modifiers." + unknown[0])
    modifiers = {domain: given.get(domain, 0) for domain in domains}
    for domain, modifier in modifiers.items():
        if domain == PASSION:
            top = 8 - characteristics["intention"]
            if not -1 <= modifier <= top:
                raise invalid_sheet(sentence(
                    "the passion's modifier is -1 to +%(top)d: its threshold reaches 8 at "
                    "most", top=top), "domain_modifiers." + domain)
        elif not -1 <= modifier <= 2:
            raise invalid_sheet(sentence("a modifier of %(domain)s is -1 to +2",
                                         domain=Said(domain, glossary.domain)),
                                "domain_modifiers." + domain)
    return modifiers


def slug(name: str) -> str:
    """A snake_case id from a name (``Mythes d'Enorhim`` -> ``mythes_d_enorhim``)."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    found = re.sub(r"[^a-z0-9]+", "_", plain.lower()).strip("_")
    return found if found and found[0].isalpha() else f"attribute_{found}".rstrip("_")


def with_ids(attributes: Sequence[Attribute]) -> tuple[Attribute, ...]:
    """The attributes, each with its id (made from its name when not given)."""
    return tuple(a if a.attribute_id else msgspec.structs.replace(a, attribute_id=slug(a.name))
                 for a in attributes)


def check_attributes(catalog: Mapping[str, Sequence[str]], attributes: Sequence[Attribute]) -> None:
    """Unique snake_case ids, a catalog domain, level 1..3."""
    domains = set(all_domains(catalog))
    seen: set[str] = set()
    for index, attribute in enumerate(attributes):
        where = f"attributes.{index}."
        if attribute.attribute_id in seen:
            raise invalid_sheet(sentence("two attributes have the same name"), where + "name")
        seen.add(attribute.attribute_id)
        if not is_snake_case(attribute.attribute_id):
            raise invalid_sheet(sentence("leave the attribute's identifier out: it is made "
                                         "from its name"), where + "attribute_id")
        if attribute.domain_id not in domains:
            raise invalid_sheet(sentence("this domain is not one of the game's"),
                                where + "domain_id")
        if not 1 <= attribute.level <= 3:
            raise invalid_sheet(sentence("an attribute's level is I, II or III"),
                                where + "level")


def _characteristic(name: str) -> Said:
    return Said(name, glossary.characteristic)
