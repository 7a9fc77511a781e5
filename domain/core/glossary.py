"""A rule system's glossary written as data: each kind of term is a table ``{value: English
word}`` under a ``pgettext`` context, said in the reader's language by one function.

``season = Glossary({"season": {"winter": "winter", "spring": "spring"}})`` then
``season(words, "winter")`` reads « Hiver » in French; a value the table does not name reads
as ``otherwise`` makes it (as written by default, ``spaced`` for identifiers).

The catalogs' extractor (``tools/i18n.py``) reads the tables of each rule system's
``narrate/glossary`` module through ``Glossary.entries``, so every word stays a catalog
entry without a marking call per line.
"""

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field

from domain.core.words import Words


def as_written(value: str) -> str:
    """A value the glossary does not name, as it is."""
    return value


def spaced(value: str) -> str:
    """An identifier the glossary does not name, its underscores as spaces."""
    return value.replace("_", " ")


@dataclass(frozen=True)
class Glossary:
    """Terms of one or more kinds: ``{pgettext context: {value: English word}}``; a value
    is looked up by its text (``1`` and ``"1"`` alike)."""

    tables: Mapping[str, Mapping[str, str]]
    otherwise: Callable[[str], str] = field(default=as_written)

    def __call__(self, words: Words, value: object) -> str:
        """``value``'s word in ``words``' language, or ``otherwise(value)``."""
        said = self.said(words, str(value))
        return said if said is not None else self.otherwise(str(value))

    def said(self, words: Words, value: str) -> str | None:
        """``value``'s word in ``words``' language, or ``None`` if no table names it."""
        for context, table in self.tables.items():
            if value in table:
                return words.pgettext(context, table[value])
        return None

    def entries(self) -> Iterator[tuple[str, str]]:
        """Each ``(context, English word)`` of the tables: the catalog entries."""
        for context, table in self.tables.items():
            for word in table.values():
                yield context, word


def glossaries_of(module: object) -> Iterator[Glossary]:
    """The glossaries a module defines (its ``Glossary`` attributes)."""
    for value in vars(module).values():
        if isinstance(value, Glossary):
            yield value


__all__ = ["Glossary", "as_written", "glossaries_of", "spaced"]
