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

import re
import sys
from collections.abc import Callable
from functools import cache
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
    return contracted(said, values) % values if values else said


_CONTRACTIONS = {("de", "le"): "du", ("de", "les"): "des", ("à", "le"): "au",
                 ("à", "les"): "aux"}
_BEFORE_NAME = re.compile(r"(?<![\w\u2019'])(de|à|De|À) %\((\w+)\)s")
_ARTICLE = re.compile(r"(le|les) (?=\S)", re.IGNORECASE)


def contracted(template: str, values: dict[str, Any]) -> str:
    """A French template whose « de » or « à » comes before a name that starts with an
    article, contracted: « Approche de %(side)s » with « Les héros » reads « Approche des
    héros » (the name's rest written in; other templates are left as they are)."""
    def contract(found: re.Match[str]) -> str:
        value = values.get(found.group(2))
        article = _ARTICLE.match(value) if isinstance(value, str) else None
        if value is None or article is None:
            return found.group(0)
        short = _CONTRACTIONS[(found.group(1).lower(), article.group(1).lower())]
        short = short.capitalize() if found.group(1)[0].isupper() else short
        return f"{short} {str(value)[article.end():].replace('%', '%%')}"
    return _BEFORE_NAME.sub(contract, template)


def say_n(words: Words, singular: str, plural: str, n: int, **values: Any) -> str:
    """The form for ``n``; ``%(n)d`` and the other placeholders filled."""
    return words.ngettext(singular, plural, n) % {"n": n, **values}


class Text(str):
    """An English sentence that remembers its template and values, to be said again in
    another language (``Text.said_in``). It *is* the English string everywhere else.

    ``catalog`` is the catalog domain its template belongs to (the rule system whose code
    made it, or ``platform``): the same English sentence may be worded differently by two
    rulebooks (« séance » in Ardri, « partie » in Xyrop)."""

    template: str
    values: dict[str, Any]
    catalog: str

    def __new__(cls, template: str, *, catalog: str = "platform", **values: Any) -> "Text":
        made = super().__new__(cls, template % values if values else template)
        made.template, made.values, made.catalog = template, values, catalog
        return made

    def said_in(self, words: Words) -> str:
        """The sentence in ``words``' language; values that can be said (a glossary term, a
        nested sentence) are said in it too."""
        values = {key: value.said_in(words) if callable(getattr(value, "said_in", None))
                  else value for key, value in self.values.items()}
        return say(words, self.template, **values)


class Said(str):
    """A rulebook term inside a sentence: its English word (the glossary said in
    ``ENGLISH``) here, said again by its glossary function in the reader's language
    (``sentence("%(characteristic)s: …", characteristic=Said("spirit", glossary.
    characteristic))`` reads « Esprit : … » in French)."""

    name: str
    glossary: Callable[[Words, str], str]

    def __new__(cls, name: str, glossary: Callable[[Words, str], str]) -> "Said":
        made = super().__new__(cls, glossary(ENGLISH, name))
        made.name, made.glossary = name, glossary
        return made

    def said_in(self, words: Words) -> str:
        """The term in ``words``' language."""
        return self.glossary(words, self.name)


@cache  # a refusal says a sentence; offers check many refusals per seat (issue #36)
def catalog_of(module: str) -> str:
    """The catalog domain of a module's messages: ``domain.xyrop.decide`` -> ``xyrop``;
    the shared core, services and infrastructure -> ``platform``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "domain" and parts[1] != "core" \
        else "platform"


def sentence(template: str, **values: Any) -> Text:
    """A translatable sentence: ``sentence("%(name)s left the quartet", name=sheet.name)``,
    in the catalog of the module that says it."""
    caller = sys._getframe(1).f_globals.get("__name__", "")
    return Text(template, catalog=catalog_of(caller), **values)


__all__ = ["ENGLISH", "English", "Said", "Text", "Words", "catalog_of", "say", "say_n",
           "sentence"]
