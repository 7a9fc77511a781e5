"""The wording of ESPRI's session log: names, lists of words and gems, signed figures,
said in the reader's language (``words``; English by default)."""

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from domain.core.words import ENGLISH, Words, say
from domain.espri.narrate import glossary as g
from domain.espri.state import EspriState

MINUS = "\u2212"


def name_of(state: EspriState, cid: str) -> str:
    """A character's name (its id when unknown)."""
    found = state.characters.get(cid)
    return found.name if found else cid


def with_article(word: str) -> str:
    """``word`` with its English indefinite article (English only: a translated line takes
    its article from the glossary, ``glossary.a_gem``)."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def cap(text: str) -> str:
    """``text`` with its first letter in capitals."""
    return text[:1].upper() + text[1:]


def num(value: int) -> str:
    """A signed figure, with a true minus sign."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def plural(count: int, word: str) -> str:
    """``1 gem``, ``2 gems`` (English only: a translated line uses ``say_n``)."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def join_words(items: Sequence[str], last: str = "and", words: Words = ENGLISH) -> str:
    """``a``, ``a and b``, ``a, b and c`` (or ``or`` for ``last``)."""
    if len(items) <= 1:
        return "".join(items)
    head = ", ".join(items[:-1])
    if last == "or":
        return say(words, "%(items)s or %(last)s", items=head, last=items[-1])
    return say(words, "%(items)s and %(last)s", items=head, last=items[-1])


def colours(words: Words, gems: Iterable[str]) -> str:
    """Gem colours one by one, as drawn: ``time, spring``."""
    return ", ".join(g.colour(words, gem) for gem in gems)


def gem_list(gems: Iterable[str], last: str = "and", words: Words = ENGLISH) -> str:
    """Colours counted in order of appearance: ``2 winter and time``."""
    tally = Counter(gems)
    return join_words([g.colour(words, colour) if n == 1 else
                       f"{n} {g.colour(words, colour)}" for colour, n in tally.items()],
                      last, words)


def go_verb(colours: Sequence[str]) -> str:
    """The English verb agreeing with a gem list (a translated line uses ``say_n``)."""
    return "goes" if len(colours) == 1 else "go"


def because(text: str, words: Words = ENGLISH) -> str:
    """A free-text reason after a colon (nothing when empty)."""
    return say(words, ": %(reason)s", reason=text) if text else ""


def where(words: Words, quadrant: str, cell: int) -> str:
    """A cell of the board: ``winter 2``."""
    return say(words, "%(season)s %(cell)d", season=g.season(words, quadrant), cell=cell)


Line = Callable[[EspriState, Any, Words], str | None]
"""One event's line, from the state just before it, in ``words``' language (None: told by
another line)."""
