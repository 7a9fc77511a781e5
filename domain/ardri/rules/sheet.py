"""Sheet validation (spec §3): every problem is ``invalid_sheet`` with its field and reason."""

from collections.abc import Mapping, Sequence

from domain.ardri.rules.catalog import CHARACTERISTICS, PASSION, all_domains, is_snake_case
from domain.ardri.rules.values import Attribute, Sheet, Skill
from domain.core import InvalidValue
from domain.core.words import Text, sentence

NAME_MAX = 80


def invalid_sheet(detail: Text) -> InvalidValue:
    """The spec's ``invalid_sheet`` error, detail ``"<field>: <reason>"`` (a sentence)."""
    return InvalidValue("invalid_sheet", detail)


def build_sheet(catalog: Mapping[str, Sequence[str]], *, name: str, class_name: str | None,
                characteristics: Mapping[str, int], domain_modifiers: Mapping[str, int],
                attributes: Sequence[Attribute], skills: Sequence[Skill]) -> Sheet:
    """A validated sheet; missing domain modifiers default to 0."""
    trimmed = name.strip()
    if not 1 <= len(trimmed) <= NAME_MAX:
        raise invalid_sheet(sentence("%(field)s: 1..%(max)d characters after trim",
                                     field="name", max=NAME_MAX))
    check_characteristics(characteristics)
    modifiers = checked_modifiers(catalog, characteristics, domain_modifiers)
    check_attributes(catalog, attributes)
    return Sheet(name=trimmed, class_name=class_name,
                 characteristics={c: characteristics[c] for c in CHARACTERISTICS},
                 domain_modifiers=modifiers, attributes=tuple(attributes), skills=tuple(skills))


def check_characteristics(characteristics: Mapping[str, int]) -> None:
    """Exactly strength, spirit and intention, each 3..5."""
    if set(characteristics) != set(CHARACTERISTICS):
        raise invalid_sheet(sentence("%(field)s: exactly strength, spirit and intention",
                                     field="characteristics"))
    for characteristic in CHARACTERISTICS:
        if not 3 <= characteristics[characteristic] <= 5:
            where = "characteristics." + characteristic
            raise invalid_sheet(sentence("%(field)s: a threshold is 3..5", field=where))


def checked_modifiers(catalog: Mapping[str, Sequence[str]], characteristics: Mapping[str, int],
                      given: Mapping[str, int]) -> dict[str, int]:
    """All nine catalog ids; -1..+2, the passion up to a domain threshold of 8 (D2)."""
    domains = all_domains(catalog)
    unknown = sorted(set(given) - set(domains))
    if unknown:
        raise invalid_sheet(sentence("%(field)s: unknown domains %(domains)s",
                                     field="domain_modifiers", domains=", ".join(unknown)))
    modifiers = {domain: given.get(domain, 0) for domain in domains}
    for domain, modifier in modifiers.items():
        top = 8 - characteristics["intention"] if domain == PASSION else 2
        if not -1 <= modifier <= top:
            where = "domain_modifiers." + domain
            raise invalid_sheet(sentence("%(field)s: -1..+%(top)d", field=where, top=top))
    return modifiers


def check_attributes(catalog: Mapping[str, Sequence[str]], attributes: Sequence[Attribute]) -> None:
    """Unique snake_case ids, a catalog domain, level 1..3."""
    domains = set(all_domains(catalog))
    ids = [attribute.attribute_id for attribute in attributes]
    if len(set(ids)) != len(ids):
        raise invalid_sheet(sentence("%(field)s: attribute ids must be unique",
                                     field="attributes"))
    for attribute in attributes:
        if not is_snake_case(attribute.attribute_id):
            raise invalid_sheet(sentence("%(field)s: snake_case id",
                                         field="attributes.attribute_id"))
        if attribute.domain_id not in domains:
            raise invalid_sheet(sentence("%(field)s: %(domain)s not in catalog",
                                         field="attributes.domain_id",
                                         domain=attribute.domain_id))
        if not 1 <= attribute.level <= 3:
            raise invalid_sheet(sentence("%(field)s: level 1..3", field="attributes.level"))
