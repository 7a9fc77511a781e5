"""The wording of ESPRI's session log: names, articles, plurals, gem lists."""

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from domain.espri.state import EspriState

MINUS = "\u2212"


def name_of(state: EspriState, cid: str) -> str:
    """A character's name (its id when unknown)."""
    found = state.characters.get(cid)
    return found.name if found else cid


def with_article(word: str) -> str:
    """``word`` with its indefinite article."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def cap(text: str) -> str:
    """``text`` with its first letter in capitals."""
    return text[:1].upper() + text[1:]


def num(value: int) -> str:
    """A signed figure, with a true minus sign."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def plural(count: int, word: str) -> str:
    """``1 gem``, ``2 gems``."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def join_words(items: Sequence[str], last: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c`` (or ``or`` for ``last``)."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def gem_list(colours: Iterable[str], last: str = "and") -> str:
    """Colours counted in order of appearance: ``2 winter and time``."""
    tally = Counter(colours)
    return join_words([colour if n == 1 else f"{n} {colour}" for colour, n in tally.items()],
                      last)


def go_verb(colours: Sequence[str]) -> str:
    """The verb agreeing with a gem list."""
    return "goes" if len(colours) == 1 else "go"


def because(text: str) -> str:
    """A free-text reason after a colon (nothing when empty)."""
    return f": {text}" if text else ""


Line = Callable[[EspriState, Any], str | None]
"""One event's line, from the state just before it (None: told by another line)."""
