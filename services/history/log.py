"""The log as a page reads it: narrated lines, one entry per command, paged by version.

A page opens once with the history (``GET …/log``), then appends what the live feed says
(each message carries the same lines): it never re-reads an export. A page starts from
the state at ``after`` (a snapshot and fewer than N folds), so a page costs the same at
the 10th event as at the 10,000th.
"""

from datetime import datetime
from typing import Any

import msgspec

from domain.core import Actor
from domain.core.words import Words, sentence
from domain.platform.state import PlatformState
from services.context import AppContext
from services.errors import InvalidRequest
from services.history.session import command_groups, gm_name
from services.i18n import negotiate, words
from services.narration import Narrated, Step, fold_steps, narrate_steps

MAX_LOG_PAGE = 500


class LogEntry(msgspec.Struct, frozen=True):
    """One command's lines: ``version`` its last event's; ``actor`` the seat's name (the
    gm in the rule system's words), null for an event no seat caused."""

    version: int
    recorded_at: datetime
    actor: str | None
    lines: list[str]


class LogPage(msgspec.Struct, frozen=True):
    """Entries after ``after``; ``next_after`` is the next page's ``after`` (null: the
    end); ``head`` the game's version."""

    entries: list[LogEntry]
    head: int
    next_after: int | None


def actor_name(table: PlatformState, metadata: dict[str, Any], said: Words) -> str | None:
    """Who acted, by name: a seat's name, the gm (« MJ », « l'Adversité »…), or null."""
    actor = metadata.get("actor")
    if not isinstance(actor, dict):
        return None
    seat = table.seats.get(str(actor.get("seat_id")))
    if actor.get("role") == "gm" or (seat is not None and seat.role == "gm"):
        return gm_name(said)
    return seat.name if seat is not None else None


async def log_page(ctx: AppContext, game_id: str, viewer: Actor, after: int, limit: int,
                   lang: str | None, accept_language: str | None) -> tuple[LogPage, str]:
    """The entries of the commands after version ``after``, at most ``limit`` events'
    worth (a command is never cut, unless it alone is longer than a page), and the
    language they are said in (``lang``, else ``Accept-Language``, else the game's)."""
    if after < 0 or not 1 <= limit <= MAX_LOG_PAGE:
        raise InvalidRequest("invalid_page", sentence(
            'after >= 0 and 1 <= limit <= %(max_page)s', max_page=MAX_LOG_PAGE))
    head = await ctx.loader.load(game_id)
    language = negotiate(lang, accept_language, head.platform.language)
    if after >= head.version:
        return LogPage([], head.version, None), language
    stored = await ctx.store.load(game_id, after=after, to=head.version, limit=limit + 1)
    groups = list(command_groups(stored))
    if len(stored) > limit and len(groups) > 1:
        groups.pop()  # the last command may go on past the page: the next page has it
    events = [event for group in groups for event in group][:limit]
    before = await ctx.loader.load_before(game_id, after)
    said = words(language, head.platform.ruleset)
    steps = fold_steps(before, events)[1]
    entries = _entries(steps, narrate_steps(steps, viewer, said), said)
    last = events[-1].version
    return LogPage(entries, head.version, last if last < head.version else None), language


def _entries(steps: list[Step], told: list[Narrated], said: Words) -> list[LogEntry]:
    """One entry per command with something to say to the reader."""
    entries: list[LogEntry] = []
    at = 0
    for group in command_groups([step.stored for step in steps]):
        first, mine, at = steps[at], told[at:at + len(group)], at + len(group)
        lines = [line for one in mine for line in one.narration]
        if lines:
            entries.append(LogEntry(group[-1].version, group[0].recorded_at,
                                    actor_name(first.before.platform, group[0].metadata, said),
                                    lines))
    return entries
