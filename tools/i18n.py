"""The message catalogs: ``python tools/i18n.py extract|update|compile|check [domain…]``
(``update`` and ``check`` take the catalog domains to work on, all by default).

Babel does the work (its extractors, ``Catalog.update``, ``write_po`` / ``write_mo``), the
same steps as ``pybabel extract`` / ``update`` / ``compile`` with this project's keywords:

- ``update``: extract every domain's messages from the code and merge them into each
  language's ``services/locale/<lang>/LC_MESSAGES/<domain>.po`` (new messages empty,
  vanished ones dropped), keeping every translation already made;
- ``compile``: every ``.po`` to its ``.mo`` (``make install`` runs it; ``.mo`` files are
  not committed);
- ``check``: exit 1 when a catalog is stale against the code, a message has no French
  translation (or a fuzzy one), or a translation lost a placeholder of its source.
"""

import importlib
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from domain.core.glossary import glossaries_of
from domain.rulesets import RULESETS
from services.labels import HELP, helps, labels

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "services" / "locale"
TRANSLATED = ("fr",)
"""Languages with a catalog (English is the source language)."""
KEYWORDS = {"python": {"gettext": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2),
                       "sentence": None, "say": (2,), "say_n": (2, 3)},
            "javascript": {"t": None}}
"""Marking functions: ``gettext("…")``, ``say(words, "…", …)``, ``sentence("…", …)`` (an
error's detail) in Python; ``t("…")`` in the web table."""
SOURCES: dict[str, list[tuple[str, str]]] = {
    "platform": [("domain/core", "python"), ("domain/platform", "python"),
                 ("services", "python"), ("infrastructure", "python")],
    **{ruleset.catalog: [(f"domain/{ruleset.catalog}", "python")]
       for ruleset in RULESETS.values() if (ROOT / "domain" / ruleset.catalog).is_dir()},
    "web": [("clients/web", "javascript"), ("clients/owlbear", "javascript")],
}
"""Catalog domain -> the folders its messages are extracted from (every registered rule
system shipped under ``domain/``; a test rule system has no catalog)."""
PLACEHOLDER = re.compile(r"%\(\w+\)[sdif]|%[sdif]|\{\w+\}")


def extract(domain: str) -> Catalog:
    """The messages the code of ``domain`` marks (and, for a rule system, the labels of its
    commands and fields and their help), as a template catalog."""
    template = Catalog(domain=domain, project="tabletop-server", fuzzy=False)
    ruleset = RULESETS.get(domain)
    if ruleset is not None:
        for context, label in labels(ruleset):
            template.add(label, context=context, auto_comments=[f"the label of a {context}"])
        for text in helps(ruleset):
            template.add(text, context=HELP, auto_comments=[
                "the help beside a command or a field (the API's description)"])
    for folder, method in SOURCES[domain]:
        pattern = "**.js" if method == "javascript" else "**.py"
        found = extract_from_dir(ROOT / folder, [(pattern, method)], keywords=KEYWORDS[method],
                                 comment_tags=("TRANSLATORS:",), strip_comment_tags=True)
        for filename, lineno, message, comments, context in found:
            template.add(message, locations=[(f"{folder}/{filename}", lineno)],
                         auto_comments=comments, context=context)
        for filename, lineno, context, word in glossary_words(folder):
            template.add(word, locations=[(filename, lineno)], context=context,
                         auto_comments=[f"a term of the glossary ({context})"])
    return template


def glossary_words(folder: str) -> Iterator[tuple[str, int, str, str]]:
    """``(file, line, context, English word)`` of each ``Glossary`` table a module of
    ``folder`` defines: the glossary is data, so no marking call names its words (the line
    is the first that writes the word as a table's value)."""
    for path in sorted((ROOT / folder).rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        if "= Glossary(" not in source:
            continue
        module = importlib.import_module(".".join(path.relative_to(ROOT).with_suffix("").parts))
        lines = source.splitlines()
        for glossary in glossaries_of(module):
            for context, word in glossary.entries():
                lineno = next((n for n, line in enumerate(lines, 1)
                               if f': "{word}"' in line), 1)
                yield path.relative_to(ROOT).as_posix(), lineno, context, word


def po_path(language: str, domain: str) -> Path:
    """Where one language's catalog of a domain lives."""
    return LOCALE / language / "LC_MESSAGES" / f"{domain}.po"


def load(language: str, domain: str) -> Catalog:
    """A catalog as committed (an empty one when it does not exist yet)."""
    path = po_path(language, domain)
    if not path.is_file():
        return Catalog(locale=language, domain=domain)
    with path.open("rb") as handle:
        return read_po(handle, locale=language, domain=domain)


def update(domains: list[str]) -> None:
    """Merge the code's messages into the catalogs of ``domains`` (``pybabel update``)."""
    for domain in domains:
        template = extract(domain)
        for language in TRANSLATED:
            catalog = load(language, domain)
            catalog.update(template, no_fuzzy_matching=True)
            catalog.obsolete.clear()
            path = po_path(language, domain)
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("wb") as handle:
                write_po(handle, catalog, width=100, omit_header=False, sort_output=False,
                         include_previous=False)
            print(f"updated {path.relative_to(ROOT)} ({len(catalog)} messages)")


def compile_all() -> None:
    """Every ``.po`` to its ``.mo`` (``pybabel compile``)."""
    for path in sorted(LOCALE.glob("*/LC_MESSAGES/*.po")):
        language, domain = path.parts[-3], path.stem
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=language, domain=domain)
        with path.with_suffix(".mo").open("wb") as handle:
            write_mo(handle, catalog)


def _ids(catalog: Catalog) -> set[tuple[str, str | None]]:
    return {(str(m.id if isinstance(m.id, str) else m.id[0]), m.context)
            for m in catalog if m.id}


def problems(domain: str, language: str) -> Iterator[str]:
    """What is wrong with one catalog."""
    return catalog_problems(load(language, domain), domain, language, extract(domain))


def catalog_problems(catalog: Catalog, domain: str, language: str,
                     template: Catalog) -> Iterator[str]:
    """What is wrong with ``catalog`` against the code's messages (``template``)."""
    stale = _ids(template) ^ _ids(catalog)
    for message_id, context in sorted(stale, key=str):
        side = "not in the catalog" if (message_id, context) in _ids(template) else "gone"
        yield f"{domain}/{language}: stale ({side}): {message_id!r}"
    for message in catalog:
        if not message.id:
            continue
        sources = [message.id] if isinstance(message.id, str) else list(message.id)
        strings = [message.string] if isinstance(message.string, str | None) else \
            list(message.string)
        if message.fuzzy or not all(strings):
            yield f"{domain}/{language}: untranslated: {sources[0]!r}"
            continue
        wanted = placeholders(sources[0]) | placeholders(sources[-1])
        optional = {"%(n)d"} if len(sources) > 1 else set()
        for said in strings:
            if not wanted - optional <= placeholders(said) <= wanted:
                yield f"{domain}/{language}: placeholders differ: {sources[0]!r} -> {said!r}"


def placeholders(message: str) -> set[str]:
    """The placeholders of a message (``%(name)s``, ``%d``, ``{name}``)."""
    return {found.group(0) for found in PLACEHOLDER.finditer(message)}


def check(domains: list[str]) -> int:
    """Print every problem of ``domains``' catalogs; 1 when there is one."""
    found = [p for domain in domains for language in TRANSLATED for p in problems(domain,
                                                                                  language)]
    for problem in found:
        print(problem)
    return 1 if found else 0


def main() -> None:
    """The command line."""
    action = sys.argv[1] if len(sys.argv) > 1 else "check"
    domains = sys.argv[2:] or list(SOURCES)
    unknown = sorted(set(domains) - set(SOURCES))
    if unknown:
        sys.exit(f"unknown domain(s) {unknown}: {', '.join(SOURCES)}")
    if action == "extract":
        for domain in SOURCES:
            print(f"{domain}: {len(extract(domain))} messages")
    elif action == "update":
        update(domains)
    elif action == "compile":
        compile_all()
    elif action == "check":
        sys.exit(check(domains))
    else:
        sys.exit(f"unknown action {action!r}: extract, update, compile or check")


if __name__ == "__main__":
    main()
