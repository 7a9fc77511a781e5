"""Ardri's words in the reader's language, from the spec's glossary (French → identifier)
and the seed: characteristics, domains, outcomes, the laws of Murphy, conditions.

Each term is a ``pgettext`` entry of the ``ardri`` catalog (context: the kind of term), so
a translator sees every term once and the session log says the rulebook's word (Force,
Savoir, Sainte Trinité, Oeil du Maître d'Alade, réussite perdue ou gaspillée…).
"""

import re

from domain.core.words import Words

PLACEHOLDER = re.compile(r"^(strength|spirit|intention)_domain_(\d)$")
"""The default catalog's unnamed domains (spec §3)."""


def characteristic(words: Words, name: str) -> str:
    """A characteristic (``spirit`` -> « Esprit »)."""
    return {
        "strength": words.pgettext("characteristic", "Strength"),
        "spirit": words.pgettext("characteristic", "Spirit"),
        "intention": words.pgettext("characteristic", "Intention"),
    }.get(name, humane(name))


def domain(words: Words, name: str) -> str:
    """A domain of the catalog (``knowledge`` -> « Savoir »); a placeholder of the default
    catalog names its characteristic (``spirit_domain_2`` -> « Esprit, domaine 2 »); a
    domain a game's catalog names reads as its identifier."""
    named = {
        "body": words.pgettext("domain", "Body"),
        "sword": words.pgettext("domain", "Sword"),
        "knowledge": words.pgettext("domain", "Knowledge"),
        "unworthy": words.pgettext("domain", "Unworthy"),
        "passion": words.pgettext("domain", "Passion"),
    }.get(name)
    if named is not None:
        return named
    placeholder = PLACEHOLDER.match(name)
    if placeholder is not None:
        return words.pgettext("domain", "%(characteristic)s, domain %(n)s") % {
            "characteristic": characteristic(words, placeholder[1]), "n": placeholder[2]}
    return humane(name)


def outcome(words: Words, name: str) -> str:
    """A roll's outcome (``holy_trinity`` -> « Sainte Trinité (réussite forcée) »)."""
    return {
        "success": words.pgettext("outcome", "success"),
        "failure": words.pgettext("outcome", "failure"),
        "holy_trinity": words.pgettext("outcome", "Holy Trinity (forced success)"),
        "oma": words.pgettext("outcome", "OMA (forced failure)"),
        "critical_success": words.pgettext("outcome", "critical success"),
        "critical_failure": words.pgettext("outcome", "critical failure"),
    }.get(name, name)


def kept_success(words: Words, kind: str) -> str:
    """A success the third law keeps (``lost`` -> « une réussite perdue »)."""
    return {
        "lost": words.pgettext("murphy", "a lost success"),
        "wasted": words.pgettext("murphy", "a wasted success"),
    }.get(kind, kind)


def difficulty(words: Words, name: str) -> str:
    """A difficulty or facility (``near_impossible`` -> « situation quasi impossible »)."""
    return {
        "complicated": words.pgettext("difficulty", "complicated"),
        "near_impossible": words.pgettext("difficulty", "near impossible"),
        "facility": words.pgettext("difficulty", "facility"),
    }.get(name, humane(name))


def separator(words: Words) -> str:
    """Between two notes of a line (« ; » in French typography)."""
    return words.pgettext("separator", "; ")


def humane(identifier: str) -> str:
    """``spirit_domain_2`` -> ``Spirit domain 2``."""
    return identifier.replace("_", " ").capitalize()
