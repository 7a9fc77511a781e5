"""One structured log line per request: id, game, seat, command, outcome, latency.

Only identifiers are logged, never a header or a body, so no token or secret can reach
the logs; a share link's id (a bearer capability in the path) is shortened. Handlers add
context with ``structlog.contextvars.bind_contextvars``.
"""

import re
import secrets
import time
from typing import Any

import structlog
from litestar.enums import ScopeType
from litestar.types import ASGIApp, Message, Receive, Scope, Send

log = structlog.get_logger("http")


def request_log_middleware(app: ASGIApp) -> ASGIApp:
    """ASGI middleware logging every HTTP request once, with an ``X-Request-ID``."""

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await app(scope, receive, send)
            return
        request_id = _header(scope, b"x-request-id") or secrets.token_hex(16)  # uuid4: 4x
        structlog.contextvars.clear_contextvars()
        structlog.contextvars.bind_contextvars(request_id=request_id)
        started = time.perf_counter()
        sender = _WithId(send, request_id)
        try:
            await app(scope, receive, sender)
        finally:
            code = sender.status
            log.info("request", method=scope.get("method"), path=logged_path(scope["path"]),
                     status=code,
                     outcome="ok" if code < 400 else "refused" if code < 500 else "error",
                     latency_ms=round((time.perf_counter() - started) * 1000, 2))
            structlog.contextvars.clear_contextvars()

    return middleware


class _WithId:
    """The ``send`` of one request: adds ``X-Request-ID``, notes the status. One slotted
    object (not a closure over cells and a dict): a live feed keeps it for hours."""

    __slots__ = ("request_id", "send", "status")

    def __init__(self, send: Send, request_id: str) -> None:
        self.send, self.request_id, self.status = send, request_id, 500

    async def __call__(self, message: Message) -> None:
        if message["type"] == "http.response.start":
            self.status = message["status"]
            headers = [*message.get("headers", ()), (b"x-request-id", self.request_id.encode())]
            message = {**message, "headers": headers}
        await self.send(message)


SHARE_PATH = re.compile(r"^(/v1/shared/)([^/]{0,8})[^/]*")
"""A share link's id is a bearer capability: the log keeps its first characters only."""


def logged_path(path: str) -> str:
    """A request's path as logged: a share link's id shortened to ``shr_…`` (enough to
    tell links apart in one game's lines, useless to read the game), at most 300
    characters (control characters are escaped by the log's own processor)."""
    return SHARE_PATH.sub(r"\1\2…", path, count=1)[:300]


def _header(scope: Scope, name: bytes) -> str | None:
    headers: Any = scope.get("headers", [])
    for key, value in headers:
        if key == name:
            text = value.decode("latin-1")[:100]
            return text if text.isprintable() else None
    return None
