"""The live feed's HTTP response: pre-rendered SSE bytes, and a way for the hub to end it.

Each event is rendered once per distinct viewer by the fan-out hub, so the response sends
bytes as they are (Litestar's ``ServerSentEvent`` would re-encode every message for every
client). When the hub cuts a subscriber off (its buffer is full: the client stopped
reading), a send blocked on the full socket is interrupted as on a client disconnect; the
client reconnects with ``Last-Event-ID`` and loses nothing.

One connection costs the request's task plus ONE small task waiting for the disconnect,
not Litestar's anyio task group (a group, cancel scopes, an event, task states, a second
task): a worker holds thousands of these connections, and their objects are what its
memory and its garbage collector's full passes scale with.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncGenerator, Callable, Iterable
from typing import Any

import msgspec
from litestar import Request
from litestar.background_tasks import BackgroundTask, BackgroundTasks
from litestar.datastructures import Cookie, MutableScopeHeaders
from litestar.enums import MediaType
from litestar.response import ServerSentEvent
from litestar.response.base import ASGIResponse
from litestar.response.streaming import ASGIStreamingResponse
from litestar.types import Receive, Scope, Send, TypeEncodersMap

from domain.core import Actor
from infrastructure.api.schemas import StateOut, feed_event_out
from services import queries
from services.fanout_subscription import Subscription
from services.game_state import LoadedGame
from services.narration import Narrated

RETRY_MS = 2000
RETRY = f"retry: {RETRY_MS}\r\n\r\n".encode()
"""The stream's first bytes: how long a client waits before it reconnects."""
CLOSE_PATIENCE = 1.0
"""Seconds a cut-off response may wait to send its last chunk to a client not reading."""


def sse_message(told: Narrated) -> bytes:
    """One event as an SSE message: ``id`` = version, ``event`` = type, ``data`` = JSON
    (the event as the log serves it, its ``narration`` and ``board``)."""
    event = told.event
    body = msgspec.json.encode(feed_event_out(told))  # compact JSON: never a line break
    return b"id: %d\r\nevent: %s\r\ndata: %s\r\n\r\n" % (event.version, event.type.encode(),
                                                         body)


def state_document(game: LoadedGame, actor: Actor, language: str) -> dict[str, Any]:
    """What ``GET …/state`` answers ``actor`` in ``language``, as JSON values (through
    the same encoding, so that a page patching its copy holds the very same document)."""
    available = queries.offers(game, actor, language)
    out = StateOut(game.game_id, game.platform.ruleset, game.version,
                   game.ruleset.view(game.rules, actor), available.available,
                   available.waiting_for)
    document: dict[str, Any] = _decode(msgspec.json.encode(out))
    return document


_decode = msgspec.json.Decoder().decode


class _CuttableResponse(ASGIStreamingResponse):
    __slots__ = ("_interrupted", "_sending", "_task", "release", "subscription")

    def __init__(self, *, subscription: Subscription, release: Callable[[], None],
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.subscription, self.release = subscription, release
        self._task: asyncio.Task[Any] | None = None
        self._sending = self._interrupted = False

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """The response; its subscription and stream lease are released however it ends
        (a client gone before the first byte, a HEAD request, an error)."""
        try:
            await super().__call__(scope, receive, send)
        finally:
            self.release()

    async def send_body(self, send: Send, receive: Receive) -> None:
        """Stream until the client leaves or the hub cuts it off."""
        self.headers = MutableScopeHeaders()  # sent already: not kept for the stream's life
        self._task = asyncio.current_task()
        watcher = asyncio.get_running_loop().create_task(self._watch(receive))
        self.subscription.on_cut = self._stop
        ended = False
        try:
            await self._send(send, RETRY)
            async for chunk in self.iterator:
                await self._send(send, chunk if isinstance(chunk, bytes) else chunk.encode())
            ended = True  # the hub closed the subscription (shutdown, access ended)
        except asyncio.CancelledError:
            if not self._interrupted or self._task is None or self._task.uncancel():
                raise  # a cancellation from outside: let it through
        finally:
            watcher.cancel()
            self.subscription.on_cut = None
            self.release()
            closing = getattr(self.iterator, "aclose", None)
            if closing is not None:
                with contextlib.suppress(Exception):
                    await closing()
        if ended or self.subscription.cut_off:
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(CLOSE_PATIENCE):
                    await send({"type": "http.response.body", "body": b"",
                                "more_body": False})

    async def _send(self, send: Send, chunk: bytes) -> None:
        self._sending = True
        try:
            await send({"type": "http.response.body", "body": chunk, "more_body": True})
        finally:
            self._sending = False

    async def _watch(self, receive: Receive) -> None:
        """Wait for the client to leave, then end the stream."""
        while (await receive())["type"] != "http.disconnect":
            pass
        self.subscription.close()
        self._stop()

    def _stop(self) -> None:
        """End the stream: its wait sees ``closed``; a send blocked on a client that does
        not read is interrupted."""
        if self._sending and self._task is not None and not self._interrupted:
            self._interrupted = True
            self._task.cancel()


class LiveStream(ServerSentEvent):
    """A subscription's bytes as ``text/event-stream``."""

    def __init__(self, chunks: AsyncGenerator[bytes, None], subscription: Subscription,
                 release: Callable[[], None]) -> None:
        super().__init__(content=[])
        self.iterator = chunks
        self.subscription, self.release = subscription, release

    def to_asgi_response(
        self, app: Any, request: Request[Any, Any, Any], *,
        background: BackgroundTask | BackgroundTasks | None = None,
        cookies: Iterable[Cookie] | None = None,
        encoded_headers: Iterable[tuple[bytes, bytes]] | None = None,
        headers: dict[str, str] | None = None, is_head_response: bool = False,
        media_type: MediaType | str | None = None, status_code: int | None = None,
        type_encoders: TypeEncodersMap | None = None,
    ) -> ASGIResponse:
        """The streaming ASGI response, with the hub's cut-off wired in."""
        merged = {**headers, **self.headers} if headers is not None else self.headers
        return _CuttableResponse(
            subscription=self.subscription, release=self.release, iterator=self.iterator,
            background=self.background or background, content_length=0,
            cookies=[*self.cookies, *(cookies or ())], encoded_headers=encoded_headers,
            encoding=self.encoding, headers=merged, is_head_response=is_head_response,
            media_type="text/event-stream", status_code=self.status_code or status_code)
