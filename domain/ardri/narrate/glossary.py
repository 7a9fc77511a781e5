"""Ardri's words in the reader's language, from the spec's glossary (French → identifier)
and the seed: characteristics, domains, outcomes, the laws of Murphy, conditions.

Each term is a ``pgettext`` entry of the ``ardri`` catalog (context: the kind of term), so
a translator sees every term once and the session log says the rulebook's word (Force,
Savoir, Sainte Trinité, Oeil du Maître d'Alade, réussite perdue ou gaspillée…).
"""

import re

from domain.core.glossary import Glossary
from domain.core.words import Words

PLACEHOLDER = re.compile(r"^(strength|spirit|intention)_domain_(\d)$")
"""The default catalog's unnamed domains (spec §3)."""


def humane(identifier: str) -> str:
    """``spirit_domain_2`` -> ``Spirit domain 2``."""
    return identifier.replace("_", " ").capitalize()


characteristic = Glossary({"characteristic": {
    "strength": "Strength", "spirit": "Spirit", "intention": "Intention"}}, humane)
"""A characteristic (``spirit`` -> « Esprit »)."""

NAMED_DOMAIN = Glossary({"domain": {
    "body": "Body", "sword": "Sword", "knowledge": "Knowledge", "unworthy": "Unworthy",
    "passion": "Passion"}})
"""The domains the default catalog names."""


def domain(words: Words, name: str) -> str:
    """A domain of the catalog (``knowledge`` -> « Savoir »); a placeholder of the default
    catalog names its characteristic (``spirit_domain_2`` -> « Esprit, domaine 2 »); a
    domain a game's catalog names reads as its identifier."""
    named = NAMED_DOMAIN.said(words, name)
    if named is not None:
        return named
    placeholder = PLACEHOLDER.match(name)
    if placeholder is not None:
        return words.pgettext("domain", "%(characteristic)s, domain %(n)s") % {
            "characteristic": characteristic(words, placeholder[1]), "n": placeholder[2]}
    return humane(name)


outcome = Glossary({"outcome": {
    "success": "success", "failure": "failure", "holy_trinity": "Holy Trinity (forced success)",
    "oma": "OMA (forced failure)", "critical_success": "critical success",
    "critical_failure": "critical failure"}})
"""A roll's outcome (``holy_trinity`` -> « Sainte Trinité (réussite forcée) »)."""

kept_success = Glossary({"murphy": {"lost": "a lost success", "wasted": "a wasted success"}})
"""A success the third law keeps (``lost`` -> « une réussite perdue »)."""

difficulty = Glossary({"difficulty": {
    "complicated": "complicated", "near_impossible": "near impossible",
    "facility": "facility"}}, humane)
"""A difficulty or facility (``near_impossible`` -> « situation quasi impossible »)."""


def separator(words: Words) -> str:
    """Between two notes of a line (« ; » in French typography)."""
    return words.pgettext("separator", "; ")
