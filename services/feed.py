"""The live feed of one game, for one seat: catch up from the store, then follow.

The store is the only source of events. The worker's fan-out hub (``services.fanout``)
hands each subscriber the events it reads once for all; a subscriber that starts behind
(``after`` = its ``Last-Event-ID``) or finds a hole in what it was handed reads the hole
from the store. So a reconnecting client gets exactly the events it missed, then live
ones, in order, once each; a lost notice never loses an event.
"""

from collections.abc import AsyncGenerator, AsyncIterator

from services.fanout import PAGE, FeedHub
from services.fanout_subscription import Subscription

HEARTBEAT = b": keep-alive\r\n\r\n"


async def follow(hub: FeedHub, sub: Subscription, behind: bool,
                 heartbeat_seconds: float = 15.0) -> AsyncGenerator[bytes, None]:
    """The bytes to send a subscriber, forever (a keep-alive comment when idle).

    ``behind``: the client may have missed events (it resumes, or the worker has read
    past its start); they are read from the store first. Ends when the hub cuts the
    subscriber off; unsubscribes however it ends.
    """
    hub.keep_alive(heartbeat_seconds)
    try:
        if behind:
            async for payload in _catch_up(hub, sub, None):
                yield payload
        while not sub.closed:
            await sub.wait()
            items = sub.take()
            if not items:
                if sub.heartbeat_due() and not sub.closed:
                    yield HEARTBEAT
                continue
            ready: list[bytes] = []  # what was handed at once goes out as one chunk
            for version, payload in items:
                if version <= sub.position:
                    continue  # already sent (read during the catch-up)
                if version > sub.position + 1:  # a hole: events this worker never saw
                    if ready:
                        yield b"".join(ready)
                        hub.metrics.sent(len(ready))
                        ready = []
                    async for missed in _catch_up(hub, sub, version - 1):
                        yield missed
                ready.append(payload)
                sub.position = version
            if ready:
                yield b"".join(ready)
                hub.metrics.sent(len(ready))
    finally:
        hub.unsubscribe(sub)


async def _catch_up(hub: FeedHub, sub: Subscription, to: int | None) -> AsyncIterator[bytes]:
    """Events after the subscriber's position (up to ``to``), from the store, in pages."""
    while True:
        page = await hub.read(sub, to)
        for version, payload in page:
            yield payload
            sub.position = version
        hub.metrics.sent(len(page))
        if len(page) < PAGE or (to is not None and sub.position >= to):
            return
