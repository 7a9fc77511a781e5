"""Apps configured with their own ``AccessSettings`` on the shared engines, and clients
that reach them from a chosen address (the ASGI peer, as a socket would give it)."""

import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace

from httpx import ASGITransport, AsyncClient
from litestar import Litestar
from redis.asyncio import Redis

from infrastructure.api.app import create_app
from infrastructure.public_rate_limit import PublicRateLimit
from infrastructure.runtime import Runtime
from infrastructure.settings import AccessSettings, Settings

UNREACHABLE_REDIS = "redis://127.0.0.1:1/0"
"""Nothing listens on port 1: every Redis call fails at once (Redis down)."""


def access_app(settings: Settings, runtime: Runtime, access: AccessSettings,
               redis: Redis | None = None, namespace: str | None = None) -> Litestar:
    """The API with ``access``; its public limits count in Redis (the runtime's, or
    ``redis``) under a fresh key namespace (or ``namespace``, to share one)."""
    app = create_app(replace(settings, access=access), runtime=runtime)
    app.state.runtime, app.state.ctx = runtime, runtime.ctx
    app.state.public_rate_limit = PublicRateLimit(
        access, runtime.redis if redis is None else redis,
        prefix=namespace or f"test:ratelimit:{uuid.uuid4()}")
    return app


@asynccontextmanager
async def client_from(app: Litestar, peer: str) -> AsyncIterator[AsyncClient]:
    """An HTTP client whose requests come from ``peer``."""
    transport = ASGITransport(app=app, client=(peer, 40000))
    async with AsyncClient(transport=transport, base_url="http://api") as http:
        yield http


def open_access(**changes: object) -> AccessSettings:
    """Default access settings (whatever the environment says) with ``changes``."""
    defaults = AccessSettings(game_creation="open", creator_tokens=(), public_rate_limit=60,
                              public_read_rate_limit=600, public_rate_window=60,
                              forwarded_allow_ips=(), frame_ancestors=("'none'",))
    return replace(defaults, **changes)  # type: ignore[arg-type]
