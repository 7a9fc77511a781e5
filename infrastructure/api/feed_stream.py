"""The live feed's HTTP response: pre-rendered SSE bytes, and a way for the hub to end it.

Each event is rendered once per distinct viewer by the fan-out hub, so the response sends
bytes as they are (Litestar's ``ServerSentEvent`` would re-encode every message for every
client). When the hub cuts a subscriber off (its buffer is full: the client stopped
reading), the response's task group is cancelled as on a client disconnect; the client
reconnects with ``Last-Event-ID`` and loses nothing.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncGenerator, Callable, Iterable
from functools import partial
from typing import Any

import msgspec
from anyio import create_task_group, move_on_after
from litestar import Request
from litestar.background_tasks import BackgroundTask, BackgroundTasks
from litestar.datastructures import Cookie
from litestar.enums import MediaType
from litestar.response import ServerSentEvent
from litestar.response.base import ASGIResponse
from litestar.response.streaming import ASGIStreamingResponse
from litestar.types import Receive, Send, TypeEncodersMap

from infrastructure.api.schemas import event_out
from services.envelope import StoredEvent
from services.fanout_subscription import Subscription

RETRY_MS = 2000
CLOSE_PATIENCE = 1.0
"""Seconds a cut-off response may wait to send its last chunk to a client not reading."""


def sse_message(event: StoredEvent) -> bytes:
    """One event as an SSE message: ``id`` = version, ``event`` = type, ``data`` = JSON."""
    body = msgspec.json.encode(event_out(event))  # compact JSON: never a line break
    return b"id: %d\r\nevent: %s\r\ndata: %s\r\n\r\n" % (event.version, event.type.encode(),
                                                         body)


async def _with_retry(chunks: AsyncGenerator[bytes, None]) -> AsyncGenerator[bytes, None]:
    try:
        yield f"retry: {RETRY_MS}\r\n\r\n".encode()
        async for chunk in chunks:
            yield chunk
    finally:
        await chunks.aclose()


class _CuttableResponse(ASGIStreamingResponse):
    __slots__ = ("release", "subscription")

    def __init__(self, *, subscription: Subscription, release: Callable[[], None],
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.subscription, self.release = subscription, release

    async def send_body(self, send: Send, receive: Receive) -> None:
        """Stream until the client leaves or the hub cuts it off."""
        try:
            async with create_task_group() as task_group:
                self.subscription.on_cut = task_group.cancel_scope.cancel
                task_group.start_soon(partial(self._stream, send))
                await self._listen_for_disconnect(task_group.cancel_scope, receive)
        finally:
            self.subscription.on_cut = None
            self.release()
            closing = getattr(self.iterator, "aclose", None)
            if closing is not None:
                with contextlib.suppress(Exception):
                    await closing()
        if self.subscription.cut_off:
            with move_on_after(CLOSE_PATIENCE):
                await send({"type": "http.response.body", "body": b"", "more_body": False})


class LiveStream(ServerSentEvent):
    """A subscription's bytes as ``text/event-stream``."""

    def __init__(self, chunks: AsyncGenerator[bytes, None], subscription: Subscription,
                 release: Callable[[], None]) -> None:
        super().__init__(content=[])
        self.iterator = _with_retry(chunks)
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
