"""The session log of an ESPRI game: one line per event, said from the state just before
it, in the reader's language (``call``: setup and calls; ``board``: the gems and the
nymphs; ``between_calls``: the rest)."""

from domain.core import Event
from domain.core.words import ENGLISH, Words
from domain.espri.narrate.between_calls import BETWEEN_LINES
from domain.espri.narrate.board import BOARD_LINES
from domain.espri.narrate.call import CALL_LINES
from domain.espri.narrate.wording import Line
from domain.espri.state import EspriState

LINES: dict[type[Event], Line] = {**CALL_LINES, **BOARD_LINES, **BETWEEN_LINES}
"""Every narrated event and its line."""


def narrate(state: EspriState, event: Event, words: Words = ENGLISH) -> str | None:
    """One session-log line (``state`` is the state before the event) in ``words``'
    language; None only for an event another line of the same command already tells."""
    line = LINES.get(type(event))
    return None if line is None else line(state, event, words)


__all__ = ["LINES", "narrate"]
