"""Real webhook receivers on loopback (uvicorn, verifying every delivery with
``standardwebhooks.Webhook.verify``) and real delivery workers on their own engines."""

import asyncio
import copy
import socket
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from typing import Any

import msgspec
import uvicorn
from httpx import AsyncClient
from litestar import Litestar
from standardwebhooks.webhooks import Webhook

from infrastructure.db.engine import make_engine
from infrastructure.db.event_store import PostgresEventStore
from infrastructure.runtime import Runtime
from infrastructure.settings import Settings, WebhookSettings
from infrastructure.webhooks.worker import WebhookWorker
from services.context import AppContext
from tests.support.api import bearer

TEST_WEBHOOKS = WebhookSettings(allow_private=True, retry_scale=0.0005, poll_interval=0.02,
                                timeout=5.0, workers=0)
"""Private addresses allowed (receivers are on loopback), the retry schedule compressed
2000 times (5 s -> 2.5 ms, 5 min -> 150 ms, 30 min -> 0.9 s)."""


@dataclass
class Request:
    """One request a receiver got, and whether its signature verified."""

    headers: dict[str, str]
    body: bytes
    status: int
    verified: bool

    @property
    def json(self) -> Any:
        """The decoded body."""
        return msgspec.json.decode(self.body)


@dataclass
class Receiver:
    """An ASGI receiver; ``script`` holds the statuses of its first answers (then 200)."""

    secret: str | None = None
    script: list[int] = field(default_factory=list)
    extra_headers: dict[int, list[tuple[bytes, bytes]]] = field(default_factory=dict)
    requests: list[Request] = field(default_factory=list)

    def verify(self, headers: dict[str, str], body: bytes) -> bool:
        """True when the Standard Webhooks signature matches the secret."""
        try:
            Webhook(self.secret or "").verify(body, headers)
        except Exception:  # any refusal means "not verified"
            return False
        return True

    async def __call__(self, scope: dict[str, Any], receive: Callable[[], Any],
                      send: Callable[[dict[str, Any]], Any]) -> None:
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        headers = {k.decode().lower(): v.decode() for k, v in scope["headers"]}
        status = self.script.pop(0) if self.script else 200
        self.requests.append(Request(headers, body, status, self.verify(headers, body)))
        await send({"type": "http.response.start", "status": status,
                    "headers": self.extra_headers.get(status, [])})
        await send({"type": "http.response.body", "body": b"ok"})

    def delivered(self) -> list[Request]:
        """The requests answered 2xx, in arrival order."""
        return [r for r in self.requests if 200 <= r.status < 300]

    def versions(self) -> list[int]:
        """The game versions of the 2xx-answered standard deliveries, in arrival order."""
        return [r.json["data"]["version"] for r in self.delivered()]


@asynccontextmanager
async def serving(receiver: Receiver, sock: socket.socket | None = None,
                  **tls: str) -> AsyncIterator[str]:
    """Serve a receiver on a loopback port, or on a socket already bound (``ssl_certfile``
    and ``ssl_keyfile`` for https); yields its URL."""
    server = uvicorn.Server(uvicorn.Config(receiver, lifespan="off", log_level="warning",
                                           **tls))  # type: ignore[arg-type]
    if sock is None:
        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
    host, port = sock.getsockname()[:2]
    task = asyncio.create_task(server.serve(sockets=[sock]))
    while not server.started:  # noqa: ASYNC110 - uvicorn exposes a flag, not an event
        await asyncio.sleep(0.01)
    try:
        yield f"{'https' if tls else 'http'}://{host}:{port}/hook"
    finally:
        server.should_exit = True
        await task
        sock.close()


def same_port(*hosts: str) -> list[socket.socket]:
    """Sockets bound to one port on each loopback address (a few tries: the port picked
    on the first address may be taken on another)."""
    for _ in range(20):
        first = socket.socket()
        first.bind((hosts[0], 0))
        bound = [first]
        try:
            for host in hosts[1:]:
                other = socket.socket()
                bound.append(other)
                other.bind((host, first.getsockname()[1]))
        except OSError:
            for sock in bound:
                sock.close()
            continue
        return bound
    raise OSError(f"no port free on all of {hosts}")


@asynccontextmanager
async def workers(settings: Settings, count: int = 2,
                  webhooks: WebhookSettings = TEST_WEBHOOKS,
                  **options: Any) -> AsyncIterator[list[WebhookWorker]]:
    """``count`` delivery workers, each on its own engine and pool (as separate server
    processes would be), running until the block ends (``options``: the worker's
    ``resolver``, ``sender``)."""
    assert settings.database.url is not None
    database = replace(settings.database, pool_size=3)
    engines = [make_engine(settings.database.url, database) for _ in range(count)]
    running = [WebhookWorker(engine, AppContext.build(PostgresEventStore(engine)), webhooks,
                             name=f"test-worker-{i}", **options)
               for i, engine in enumerate(engines)]
    tasks = [asyncio.create_task(worker.run()) for worker in running]
    try:
        yield running
    finally:
        for worker in running:
            worker.stop()
        await asyncio.gather(*tasks)
        for engine in engines:
            await engine.dispose()


async def until(condition: Callable[[], bool], seconds: float = 30.0) -> None:
    """Wait until ``condition()`` holds, giving up (without failing) after ``seconds``:
    the caller's assertions then say what is missing."""
    for _ in range(int(seconds / 0.02)):
        if condition():
            return
        await asyncio.sleep(0.02)


def webhook_body(url: str, **extra: Any) -> dict[str, Any]:
    """A subscription request."""
    return {"url": url, **extra}


async def subscribe(client: Any, game_id: str, gm_token: str, url: str,
                    **extra: Any) -> dict[str, Any]:
    """Create a subscription over HTTP (the server must allow private addresses)."""
    response = await client.post(f"/v1/games/{game_id}/webhooks",
                                 json=webhook_body(url, **extra), headers=bearer(gm_token))
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


@asynccontextmanager
async def allowing_private(app: Litestar, runtime: Runtime,
                           client: AsyncClient) -> AsyncIterator[AsyncClient]:
    """The test app as configured with ``WEBHOOK_ALLOW_PRIVATE=1`` for the block (its
    runtime's settings swapped; engines, store and live feed stay shared)."""
    clone = copy.copy(runtime)
    clone.settings = replace(runtime.settings, webhooks=TEST_WEBHOOKS)
    app.state.runtime = clone
    try:
        yield client
    finally:
        app.state.runtime = runtime
