"""The game's domain catalog: three domains under each characteristic (spec §3, D1)."""

import re
from collections.abc import Mapping, Sequence

from domain.ardri.narrate import glossary
from domain.core import InvalidValue
from domain.core.words import Said, sentence

CHARACTERISTICS: tuple[str, ...] = ("strength", "spirit", "intention")
PASSION = "passion"
SNAKE_CASE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")

DEFAULT_DOMAIN_CATALOG: dict[str, tuple[str, ...]] = {
    "strength": ("body", "sword", "strength_domain_3"),
    "spirit": ("knowledge", "spirit_domain_2", "spirit_domain_3"),
    "intention": ("unworthy", "passion", "intention_domain_3"),
}


def is_snake_case(text: str) -> bool:
    """True for an identifier such as ``myths_of_enorhim``."""
    return bool(SNAKE_CASE.match(text))


def catalog_problem(catalog: Mapping[str, Sequence[str]]) -> str | None:
    """Why a catalog breaks §3 (a readable reason), or None when it is valid."""
    if set(catalog) != set(CHARACTERISTICS):
        return sentence("the catalog must map exactly strength, spirit and intention")
    seen: set[str] = set()
    for characteristic in CHARACTERISTICS:
        domains = list(catalog[characteristic])
        if len(domains) != 3 or len(set(domains)) != 3:
            return sentence("%(characteristic)s needs exactly 3 distinct domains",
                            characteristic=Said(characteristic, glossary.characteristic))
        if not all(is_snake_case(domain) for domain in domains):
            return sentence("%(characteristic)s: write a domain in lowercase letters, digits "
                            "and underscores",
                            characteristic=Said(characteristic, glossary.characteristic))
        if seen & set(domains):
            return sentence("domain ids must be unique across the catalog")
        seen |= set(domains)
    if PASSION not in catalog["intention"]:
        return sentence("intention must contain the passion domain")
    return None


def validated_catalog(catalog: Mapping[str, Sequence[str]] | None) -> dict[str, tuple[str, ...]]:
    """The catalog as stored (the default when none is given), or ``invalid_domain_catalog``."""
    if catalog is None:
        return dict(DEFAULT_DOMAIN_CATALOG)
    problem = catalog_problem(catalog)
    if problem is not None:
        raise InvalidValue("invalid_domain_catalog", problem)
    return {characteristic: tuple(catalog[characteristic]) for characteristic in CHARACTERISTICS}


def parent_of(catalog: Mapping[str, Sequence[str]], domain_id: str) -> str | None:
    """The characteristic whose list holds ``domain_id`` (None when unknown)."""
    for characteristic, domains in catalog.items():
        if domain_id in domains:
            return characteristic
    return None


def all_domains(catalog: Mapping[str, Sequence[str]]) -> list[str]:
    """The nine domain ids in catalog order."""
    return [domain for characteristic in CHARACTERISTICS for domain in catalog[characteristic]]
