"""One live-feed client of a worker: a bounded buffer the fan-out hub fills.

The hub never waits on a client: it appends rendered events to the buffer and wakes the
client's task. A client whose buffer is full (it stopped reading, or reads slower than
the game moves) is cut off; it reconnects with ``Last-Event-ID`` and the store gives it
exactly what it missed, so being cut off never loses an event.

Kept small, because a worker holds thousands: slots, a plain list (allocated only while
events wait) instead of a deque, and no timer per client: the hub's one heartbeat tick
marks the quiet ones (``idle_ticks``) and wakes them to send a keep-alive. A waiter future
exists only while the client waits.
"""

import asyncio
from collections.abc import Callable, Sequence

from domain.core import Actor

Rendered = tuple[int, bytes]
"""An event as sent to one kind of viewer: (version, the bytes on the wire)."""
Viewer = tuple[str, str, str]
"""Who an event is redacted and narrated for: every gm sees the same; other seats each
their own; and the language of the narration."""


def viewer_of(actor: Actor, language: str = "en") -> Viewer:
    """The rendering key of a seat reading in ``language`` (gm seats share one: the gm
    sees everything)."""
    return ("gm", "", language) if actor.is_gm else (actor.role, actor.seat_id, language)


class Subscription:
    """A subscriber: what it has been sent, what waits for it, and whether it was cut."""

    __slots__ = ("_buffer", "_waiter", "actor", "beat", "closed", "cut_off", "game_id",
                 "idle_ticks", "language", "limit", "on_cut", "position", "state_version",
                 "viewer")

    def __init__(self, game_id: str, actor: Actor, after: int, limit: int,
                 language: str = "en") -> None:
        self.game_id, self.actor, self.language = game_id, actor, language
        self.viewer = viewer_of(actor, language)
        self.position = after
        """The last version handed to the client (its ``Last-Event-ID`` to be)."""
        self.state_version: int | None = None
        """The version of the last ``state`` handed to the client (the base of the next
        patch; None: none yet, the next message carries the whole document)."""
        self.limit = limit
        self.closed = False
        self.cut_off = False
        self.on_cut: Callable[[], None] | None = None
        """Called when the hub cuts the client off (the server closes its connection)."""
        self.idle_ticks = 0
        """Heartbeat ticks since the client was last handed something."""
        self.beat = False
        """A keep-alive is due (set by the hub's tick, cleared by ``heartbeat_due``)."""
        self._buffer: list[Rendered] | None = None
        self._waiter: asyncio.Future[None] | None = None

    def offer(self, items: Sequence[Rendered]) -> bool:
        """Queue events for the client; False, and the client is cut off, when full."""
        if self.closed:
            return False
        queued = len(self._buffer) if self._buffer is not None else 0
        if queued + len(items) > self.limit:
            self.cut()
            return False
        if self._buffer is None:
            self._buffer = list(items)
        else:
            self._buffer.extend(items)
        self.idle_ticks, self.beat = 0, False  # the events are the sign of life
        self._wake()
        return True

    def take(self) -> list[Rendered]:
        """Everything queued so far, oldest first."""
        items, self._buffer = self._buffer, None
        return items or []

    def tick(self, quiet_ticks: int) -> None:
        """The hub's heartbeat tick: after ``quiet_ticks`` ticks with nothing handed to
        the client, a keep-alive is due."""
        self.idle_ticks += 1
        if self.idle_ticks >= quiet_ticks:
            self.idle_ticks = 0
            self.beat = True
            self._wake()

    def heartbeat_due(self) -> bool:
        """True once after each tick that asked for a keep-alive."""
        due, self.beat = self.beat, False
        return due

    async def wait(self) -> None:
        """Wait for events, a keep-alive, or the end."""
        if self._buffer or self.closed or self.beat:
            return
        waiter = self._waiter = asyncio.get_running_loop().create_future()
        try:
            await waiter
        finally:
            self._waiter = None

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
        self._buffer = None
        self._wake()

    def _wake(self) -> None:
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(None)
