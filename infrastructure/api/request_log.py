"""One structured log line per request: id, game, seat, command, outcome, latency.

Only identifiers are logged, never a header or a body, so no token or secret can reach
the logs. Handlers add context with ``structlog.contextvars.bind_contextvars``.
"""

import time
import uuid
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
        request_id = _header(scope, b"x-request-id") or uuid.uuid4().hex
        structlog.contextvars.clear_contextvars()
        structlog.contextvars.bind_contextvars(request_id=request_id)
        status: dict[str, int] = {}
        started = time.perf_counter()

        async def send_with_id(message: Message) -> None:
            if message["type"] == "http.response.start":
                status["code"] = message["status"]
                headers = list(message.get("headers", []))
                headers.append((b"x-request-id", request_id.encode()))
                message = {**message, "headers": headers}
            await send(message)

        try:
            await app(scope, receive, send_with_id)
        finally:
            code = status.get("code", 500)
            log.info("request", method=scope.get("method"), path=scope["path"], status=code,
                     outcome="ok" if code < 400 else "refused" if code < 500 else "error",
                     latency_ms=round((time.perf_counter() - started) * 1000, 2))
            structlog.contextvars.clear_contextvars()

    return middleware


def _header(scope: Scope, name: bytes) -> str | None:
    headers: Any = scope.get("headers", [])
    for key, value in headers:
        if key == name:
            text = value.decode("latin-1")[:100]
            return text if text.isprintable() else None
    return None
