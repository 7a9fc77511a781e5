"""Languages: the gettext catalogs of ``services/locale`` and the choice of a reader's
language.

- Catalogs are gettext ``.po`` files managed with Babel (``tools/i18n.py``: extract,
  update, compile, check), one domain per rule system plus ``platform`` (problems, board,
  platform events, exports) and ``web`` (the browser table). ``make install`` compiles
  them to ``.mo``; a catalog found only as ``.po`` (a fresh checkout run without make)
  is compiled in memory, so the server never speaks a half language.
- A rule system's words are its own catalog with ``platform`` as fallback (the core
  guards' sentences live there).
- ``negotiate`` picks the language of a read: ``?lang=`` first, then ``Accept-Language``
  (RFC 9110 q-values, matched with Babel), then the game's ``language`` option.
"""

import gettext
import io
from functools import cache
from pathlib import Path

from babel.core import negotiate_locale
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from domain.core.words import ENGLISH, Words
from domain.rulesets import RULESETS

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
LANGUAGES = ("en", "fr")
"""Every language the server speaks; English is the source language of every message."""
DEFAULT_LANGUAGE = "en"
PLATFORM = "platform"
WEB = "web"
PROBLEMS = "problems"
"""Not a catalog: every rule system's catalog chained, then ``platform`` (a problem's
detail may come from any of them)."""


def system_catalogs() -> tuple[str, ...]:
    """Every registered rule system's catalog domain (``Ruleset.catalog``)."""
    return tuple(dict.fromkeys(ruleset.catalog for ruleset in RULESETS.values()))


def _catalog_file(language: str, domain: str, suffix: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{domain}{suffix}"


@cache
def _compiled(language: str, domain: str) -> bytes | None:
    """The compiled catalog of one domain (None when the domain has none)."""
    compiled, source = (_catalog_file(language, domain, suffix) for suffix in (".mo", ".po"))
    if not source.is_file():
        return None
    if compiled.is_file() and compiled.stat().st_mtime >= source.stat().st_mtime:
        return compiled.read_bytes()
    with source.open("rb") as handle:
        catalog = read_po(handle, locale=language, domain=domain)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


def _fresh(language: str, domain: str) -> gettext.GNUTranslations | None:
    """A catalog object of its own: fallbacks are set on the object, so two chains never
    share one."""
    compiled = _compiled(language, domain)
    return None if compiled is None else gettext.GNUTranslations(io.BytesIO(compiled))


@cache
def words(language: str, domain: str = PLATFORM) -> Words:
    """The words of ``domain`` in ``language`` (falling back to ``platform``)."""
    if language not in LANGUAGES or language == DEFAULT_LANGUAGE:
        return ENGLISH
    if domain == PROBLEMS:
        return _chained(language)
    found = _fresh(language, domain)
    platform = _fresh(language, PLATFORM)
    if found is None:
        return platform or ENGLISH
    if platform is not None and domain != PLATFORM:
        found.add_fallback(platform)
    return found


@cache
def _chained(language: str) -> Words:
    """Every catalog of ``language`` chained (for problems, whose source is any of them)."""
    chain = [c for d in (*system_catalogs(), PLATFORM) if (c := _fresh(language, d)) is not None]
    if not chain:
        return ENGLISH
    for later in chain[1:]:
        chain[0].add_fallback(later)  # gettext appends it at the end of the chain
    return chain[0]


@cache
def messages(language: str, domain: str = WEB, context: str | None = None) -> dict[str, str]:
    """The translated messages of a domain (of one ``context``) as ``{English:
    translation}``: the web table's strings, the labels of commands and fields. Plural
    messages are left out (the web table has none)."""
    source = _catalog_file(language, domain, ".po")
    if language == DEFAULT_LANGUAGE or not source.is_file():
        return {}
    with source.open("rb") as handle:
        catalog = read_po(handle, locale=language, domain=domain)
    return {m.id: str(m.string) for m in catalog if isinstance(m.id, str) and m.id
            and m.context == context and m.string and not m.fuzzy}


def labels_in(language: str, context: str) -> dict[str, str]:
    """Every rule system's labels of one kind (``command`` or ``field``) in ``language``:
    ``{English: label}``, and each system's own under ``system:English`` where systems say
    it differently (Voyages' « Camps » and Locquemare's « Faces » for ``Sides``), so a
    table reads its own rulebook's word."""
    by_system = {system: messages(language, system, context) for system in system_catalogs()}
    found: dict[str, str] = {}
    for said in by_system.values():
        found.update(said)
    for system, said in by_system.items():
        found.update({f"{system}:{english}": label for english, label in said.items()
                      if any(other.get(english, label) != label
                             for other in by_system.values())})
    return found


def parse_accept_language(header: str | None) -> list[str]:
    """RFC 9110 ``Accept-Language``: the language ranges by decreasing ``q`` (ties keep
    their order; ``q=0`` ranges are refused ones, left out; a malformed weight counts 0)."""
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate((header or "").split(",")):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        if tag.strip() and 0 < weight <= 1:
            ranked.append((-weight, index, tag.strip()))
    return [tag for _, _, tag in sorted(ranked)]


def negotiate(lang: str | None, accept_language: str | None, default: str) -> str:
    """The language of a read: ``lang`` when the server speaks it, else the best of
    ``Accept-Language`` (``*`` means the game's own), else ``default``."""
    if lang is not None and lang in LANGUAGES:
        return lang
    for tag in parse_accept_language(accept_language):
        if tag == "*":
            return default
        found = negotiate_locale([tag.replace("_", "-")], list(LANGUAGES), sep="-")
        if found is not None:
            return found
    return default if default in LANGUAGES else DEFAULT_LANGUAGE


__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "LOCALE_DIR", "PLATFORM", "PROBLEMS",
           "WEB", "labels_in", "messages",
           "negotiate", "parse_accept_language", "system_catalogs", "words"]
