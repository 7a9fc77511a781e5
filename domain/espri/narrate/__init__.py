"""The session log of an ESPRI game: one English line per event, said from the state just
before it (``call``: setup, calls and the board; ``between_calls``: the rest)."""

from domain.core import Event
from domain.espri.narrate.between_calls import BETWEEN_LINES
from domain.espri.narrate.call import CALL_LINES
from domain.espri.narrate.wording import Line
from domain.espri.state import EspriState

LINES: dict[type[Event], Line] = {**CALL_LINES, **BETWEEN_LINES}
"""Every narrated event and its line."""


def narrate(state: EspriState, event: Event) -> str | None:
    """One session-log line (``state`` is the state before the event); None only for an
    event another line of the same command already tells."""
    line = LINES.get(type(event))
    return None if line is None else line(state, event)


__all__ = ["LINES", "narrate"]
