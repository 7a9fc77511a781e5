"""One live-feed client of a worker: a bounded buffer the fan-out hub fills.

The hub never waits on a client: it appends rendered events to the buffer and wakes the
client's task. A client whose buffer is full (it stopped reading, or reads slower than
the game moves) is cut off; it reconnects with ``Last-Event-ID`` and the store gives it
exactly what it missed, so being cut off never loses an event.
"""

import asyncio
from collections import deque
from collections.abc import Callable, Sequence

from domain.core import Actor

Rendered = tuple[int, bytes]
"""An event as sent to one kind of viewer: (version, the bytes on the wire)."""
Viewer = tuple[str, str]
"""Who an event is redacted for: every gm sees the same; other seats each their own."""


def viewer_of(actor: Actor) -> Viewer:
    """The redaction key of a seat (gm seats share one: the gm sees everything)."""
    return ("gm", "") if actor.is_gm else (actor.role, actor.seat_id)


class Subscription:
    """A subscriber: what it has been sent, what waits for it, and whether it was cut."""

    __slots__ = ("_buffer", "_waiter", "actor", "closed", "cut_off", "game_id", "limit",
                 "on_cut", "position", "viewer")

    def __init__(self, game_id: str, actor: Actor, after: int, limit: int) -> None:
        self.game_id, self.actor, self.viewer = game_id, actor, viewer_of(actor)
        self.position = after
        """The last version handed to the client (its ``Last-Event-ID`` to be)."""
        self.limit = limit
        self.closed = False
        self.cut_off = False
        self.on_cut: Callable[[], None] | None = None
        """Called when the hub cuts the client off (the server closes its connection)."""
        self._buffer: deque[Rendered] = deque()
        self._waiter: asyncio.Future[bool] | None = None

    def offer(self, items: Sequence[Rendered]) -> bool:
        """Queue events for the client; False, and the client is cut off, when full."""
        if self.closed:
            return False
        if len(self._buffer) + len(items) > self.limit:
            self.cut()
            return False
        self._buffer.extend(items)
        self._wake()
        return True

    def take(self) -> list[Rendered]:
        """Everything queued so far, oldest first."""
        items = list(self._buffer)
        self._buffer.clear()
        return items

    async def wait(self, seconds: float) -> bool:
        """Wait for events (or the end); False when ``seconds`` passed with neither."""
        if self._buffer or self.closed:
            return True
        loop = asyncio.get_running_loop()
        waiter = self._waiter = loop.create_future()
        timer = loop.call_later(seconds, _time_out, waiter)
        try:
            woken: bool = await waiter
        finally:
            timer.cancel()
            self._waiter = None
        return woken

    def cut(self) -> None:
        """Give up on a client that fell too far behind."""
        if self.closed:
            return
        self.cut_off = True
        self.close()
        if self.on_cut is not None:
            self.on_cut()

    def close(self) -> None:
        """End the subscription (its task sees ``closed`` and stops)."""
        self.closed = True
        self._buffer.clear()
        self._wake()

    def _wake(self) -> None:
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(True)


def _time_out(waiter: "asyncio.Future[bool]") -> None:
    if not waiter.done():
        waiter.set_result(False)
