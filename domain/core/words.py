"""What a person reads, in their language: the rule systems write English messages and say
them through ``Words`` (a gettext translations object), so the text can be said in French
with the rulebook's words.

- Narration and labels call ``words.gettext("…")``, ``words.ngettext("…", "…", n)`` and
  ``words.pgettext("context", "…")`` (the glossary: ``pgettext("season", "winter")``);
  placeholders are named (``%(name)s``), so a translation may reorder the sentence.
- An error's detail is a ``Text``: the English sentence (a plain ``str``), which also keeps
  its template and values, so the HTTP layer can say it in the reader's language.

The catalogs (gettext ``.po`` files managed with Babel) live in ``services/locale``; the
domain sees only the stdlib-compatible protocol below. ``ENGLISH`` says every message as
written.
"""

from typing import Any, Protocol


class Words(Protocol):
    """A gettext translations object (``gettext.GNUTranslations`` and friends)."""

    def gettext(self, message: str) -> str:
        """``message`` in this language."""
        ...

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The form of ``singular`` / ``plural`` for ``n``, in this language."""
        ...

    def pgettext(self, context: str, message: str) -> str:
        """``message`` of ``context`` (a glossary entry) in this language."""
        ...


class English:
    """Every message as written (the source language)."""

    def gettext(self, message: str) -> str:
        """``message`` itself."""
        return message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """English plural rule."""
        return singular if n == 1 else plural

    def pgettext(self, context: str, message: str) -> str:
        """``message`` itself."""
        return message


ENGLISH: Words = English()
"""The source language."""


def say(words: Words, message: str, **values: Any) -> str:
    """``message`` in ``words``' language, its ``%(name)s`` placeholders filled."""
    said = words.gettext(message)
    return said % values if values else said


def say_n(words: Words, singular: str, plural: str, n: int, **values: Any) -> str:
    """The form for ``n``; ``%(n)d`` and the other placeholders filled."""
    return words.ngettext(singular, plural, n) % {"n": n, **values}


class Text(str):
    """An English sentence that remembers its template and values, to be said again in
    another language (``Text.said_in``). It *is* the English string everywhere else."""

    template: str
    values: dict[str, Any]

    def __new__(cls, template: str, **values: Any) -> "Text":
        made = super().__new__(cls, template % values if values else template)
        made.template, made.values = template, values
        return made

    def said_in(self, words: Words) -> str:
        """The sentence in ``words``' language."""
        return say(words, self.template, **self.values)


def sentence(template: str, **values: Any) -> Text:
    """A translatable sentence: ``sentence("%(name)s left the quartet", name=sheet.name)``."""
    return Text(template, **values)


__all__ = ["ENGLISH", "English", "Text", "Words", "say", "say_n", "sentence"]
