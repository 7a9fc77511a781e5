"""The words of a refusal's detail: ``sentence`` of ``domain.core.words``, whose values
may be glossary terms (a season, a gem colour, a step of the call) or other sentences,
said in the reader's language too (``Text.said_in`` says every value that can be said):
« aucune gemme de Rupture en Hiver », not « … en winter ».

A term is its identifier in English (the detail reads as it always did) and the
glossary's entry elsewhere: the same ``pgettext`` entries the session log uses
(``domain.espri.narrate.glossary``), looked up by context so these pure rules need not
import the narration.
"""

from domain.core.words import Words, sentence


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


def season(name: str) -> Term:
    """A season as a quadrant's name (``winter`` -> « Hiver »)."""
    return Term("season", name)


def colour(name: str) -> Term:
    """A gem colour (``rupture`` -> « Rupture »)."""
    return Term("colour", name)


def step(name: str) -> Term:
    """A step of the open call (``drawn`` -> « gemmes tirées »)."""
    return Term("step", name)


__all__ = ["Term", "colour", "season", "sentence", "step"]
