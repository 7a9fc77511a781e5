"""The words of a refusal's detail: ``sentence`` as in ``domain.core.words``, whose values
may be glossary terms (a season, a gem colour, a step of the call) or other sentences,
said in the reader's language too: « aucune gemme de Rupture en Hiver », not « … en
winter ».

A term is its identifier in English (the detail reads as it always did) and the
glossary's entry elsewhere: the same ``pgettext`` entries the session log uses
(``domain.espri.narrate.glossary``), looked up by context so these pure rules need not
import the narration.
"""

from typing import Any

from domain.core.words import Text, Words, say


class Term(str):
    """A glossary term: its identifier (``winter``) in English, ``pgettext(context, …)``
    in the reader's language."""

    context: str

    def __new__(cls, context: str, name: str) -> "Term":
        made = super().__new__(cls, name)
        made.context = context
        return made

    def said_in(self, words: Words) -> str:
        """The term in ``words``' language (its identifier when the catalog has none)."""
        message = self.replace("_", " ")
        said = words.pgettext(self.context, message)
        return str(self) if said == message else said


class Said(Text):
    """A ``Text`` whose ``Term`` and ``Text`` values are said in the same language."""

    def said_in(self, words: Words) -> str:
        """The sentence in ``words``' language, its terms and inner sentences too."""
        values = {key: value.said_in(words) if isinstance(value, Term | Text) else value
                  for key, value in self.values.items()}
        return say(words, self.template, **values)


def sentence(template: str, **values: Any) -> Text:
    """A translatable refusal detail (``domain.core.words.sentence``, terms said too)."""
    return Said(template, **values)


def season(name: str) -> Term:
    """A season as a quadrant's name (``winter`` -> « Hiver »)."""
    return Term("season", name)


def colour(name: str) -> Term:
    """A gem colour (``rupture`` -> « Rupture »)."""
    return Term("colour", name)


def step(name: str) -> Term:
    """A step of the open call (``drawn`` -> « gemmes tirées »)."""
    return Term("step", name)


__all__ = ["Said", "Term", "colour", "season", "sentence", "step"]
