"""Narrated events: each event with the log line(s) a reader sees for it, and whether it
changed the board picture.

The live feed, a command's answer and the paged log (``GET …/log``) say the same lines
as the session log (``services.history.session``): the rule system narrates each event
from the state just before it, in the reader's language; an event hidden from the reader
says nothing; a command none of whose visible events is narrated gets each event's
generic line, so no command is silently dropped. The grouping by command is done within
what is narrated together (a batch of the feed, a page of the log): one command's events
are appended, read and paged together.
"""

from collections.abc import Sequence

import msgspec

from domain.core import GM, Actor
from domain.core.words import Words
from domain.platform.events import PLATFORM_EVENT_NAMES
from services.codec import codec_for
from services.context import AppContext
from services.envelope import StoredEvent
from services.game_state import LoadedGame, apply_events
from services.history.session import (
    REDACTED,
    command_groups,
    generic_line,
    platform_line,
)
from services.i18n import words
from services.live_state import StatePatch
from services.queries import redact


class Step(msgspec.Struct, frozen=True):
    """One stored event, the game just before it, and whether it changed the board."""

    stored: StoredEvent
    before: LoadedGame
    board: bool


class Narrated(msgspec.Struct, frozen=True):
    """One event as a reader sees it, with its lines and the board flag."""

    version: int
    event: StoredEvent
    narration: list[str]
    board: bool
    state: StatePatch | None = None
    """The reader's ``state`` after this event (the live feed's newest message only)."""


def _has_board(game: LoadedGame) -> bool:
    return game.rules is not None and "board" in game.ruleset.view_type.__struct_fields__


def _board(game: LoadedGame) -> object:
    """The board as every seat sees it (ESPRI hides nothing of it), or None."""
    if not _has_board(game):
        return None
    return getattr(game.ruleset.view(game.rules, GM), "board", None)


def fold_steps(before: LoadedGame, events: Sequence[StoredEvent]) -> tuple[LoadedGame,
                                                                           list[Step]]:
    """Fold ``events`` (the ones right after ``before``) keeping each event's previous
    state: the game after them and the steps. Done once for every reader."""
    game, steps = before, []
    board = _board(game)
    for stored in events:
        after = apply_events(game, [stored])
        now = _board(after)
        steps.append(Step(stored, game, now != board))
        game, board = after, now
    return game, steps


def line_of(before: LoadedGame, stored: StoredEvent, shown: StoredEvent,
            words: Words) -> str | None:
    """The rule system's (or the platform's) line for one visible event."""
    if stored.type in PLATFORM_EVENT_NAMES:
        return platform_line(before.platform, shown, words)
    ruleset = before.ruleset
    return ruleset.narrate(before.rules, codec_for(ruleset).decode_event(shown), words)


def narrate_steps(steps: Sequence[Step], viewer: Actor, words: Words) -> list[Narrated]:
    """Each step as ``viewer`` reads it in ``words``' language (hidden: no line)."""
    told: list[Narrated] = []
    for group in command_groups([s.stored for s in steps]):
        start = len(told)
        for step in steps[start:start + len(group)]:
            shown = redact(step.before, step.stored, viewer)
            line = None if shown.type == REDACTED else line_of(step.before, step.stored,
                                                               shown, words)
            told.append(Narrated(step.stored.version, shown, [line] if line else [],
                                 step.board))
        mine = told[start:]
        if not any(n.narration for n in mine):
            told[start:] = [msgspec.structs.replace(n, narration=[generic_line(n.event)])
                            if n.event.type != REDACTED else n for n in mine]
    return told


def narrate_events(before: LoadedGame, events: Sequence[StoredEvent], viewer: Actor,
                   words: Words) -> list[Narrated]:
    """``events`` (right after ``before``) as ``viewer`` reads them."""
    return narrate_steps(fold_steps(before, events)[1], viewer, words)


async def command_lines(ctx: AppContext, game_id: str, events: Sequence[StoredEvent],
                        viewer: Actor, language: str) -> list[str]:
    """The log lines of a command's events (just appended) for ``viewer``."""
    if not events:
        return []
    before = await ctx.loader.load_before(game_id, events[0].version - 1)
    said = words(language, before.platform.ruleset)
    return [line for told in narrate_events(before, events, viewer, said)
            for line in told.narration]
