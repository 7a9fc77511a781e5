"""The live feed of one game, for one seat: catch up from the store, then follow.

The store is the only source of events. A wake-up (a Redis notice that a game changed)
only says "look now"; without one the feed looks anyway every ``poll_interval`` seconds.
So a reconnecting client (``after`` = its ``Last-Event-ID``) gets exactly the events it
missed, then live ones, in order, once each, and a lost Redis message costs at most one
poll interval, never an event.
"""

from collections.abc import AsyncIterator
from typing import Protocol

from domain.core import Actor
from services.context import AppContext
from services.envelope import StoredEvent
from services.queries import redact

PAGE = 200


class Wakeups(Protocol):
    """Notices that a game has new events."""

    async def wait(self, seconds: float) -> bool:
        """Wait for a notice; False when ``seconds`` passed without one."""
        ...

    async def close(self) -> None:
        """Stop listening."""
        ...


async def follow(ctx: AppContext, game_id: str, actor: Actor, after: int, wakeups: Wakeups,
                 poll_interval: float = 1.0, heartbeat_every: int = 15,
                 ) -> AsyncIterator[StoredEvent | None]:
    """Events after version ``after``, redacted for the seat, forever (None = heartbeat)."""
    last, idle_polls = after, 0
    try:
        while True:
            batch = await ctx.store.load(game_id, after=last, limit=PAGE)
            if batch:
                game = await ctx.loader.load(game_id)
                for event in batch:
                    yield redact(game, event, actor)
                    last = event.version
                idle_polls = 0
                if len(batch) == PAGE:
                    continue
            if not await wakeups.wait(poll_interval):
                idle_polls += 1
                if idle_polls % heartbeat_every == 0:
                    yield None
    finally:
        await wakeups.close()
