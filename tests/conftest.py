"""Fixtures over real engines. Unit tests of the domain need none of them."""

import os
import threading
from collections.abc import AsyncIterator, Iterator

import hypothesis
import pytest
from httpx import ASGITransport, AsyncClient
from litestar import Litestar

from domain.rulesets import register
from infrastructure.api.app import create_app
from infrastructure.runtime import Runtime
from infrastructure.settings import DatabaseSettings, RedisSettings, Settings
from services.context import AppContext
from tests.support.counter import COUNTER
from tests.support.engines import drop_database, fresh_database, redis_test_url

register(COUNTER)  # the platform's own test rule system, alongside the real ones

# CI explores the same examples on every run (a red build is reproducible); developers'
# runs explore new ones. Either way a failure prints the blob that replays it.
hypothesis.settings.register_profile("ci", derandomize=True, print_blob=True)
hypothesis.settings.register_profile("dev", print_blob=True)
hypothesis.settings.load_profile("ci" if os.environ.get("CI") else "dev")


@pytest.fixture(scope="session")
def settings() -> Iterator[Settings]:
    """Settings pointing at a fresh, migrated test database and the test Redis."""
    holder: dict[str, str] = {}
    # Migrations run their own event loop: keep them off the test loop's thread.
    worker = threading.Thread(target=lambda: holder.update(url=fresh_database()))
    worker.start()
    worker.join()
    yield Settings(database=DatabaseSettings(url=holder["url"], pool_size=25),
                   redis=RedisSettings(url=redis_test_url()))
    cleanup = threading.Thread(target=drop_database, args=(holder["url"],))
    cleanup.start()
    cleanup.join()


@pytest.fixture(scope="session")
async def runtime(settings: Settings) -> AsyncIterator[Runtime]:
    """The running engines, store and context."""
    running = await Runtime.start(settings)
    yield running
    await running.stop()


@pytest.fixture(scope="session")
def ctx(runtime: Runtime) -> AppContext:
    """The application context over the test database."""
    return runtime.ctx


@pytest.fixture(scope="session")
def app(settings: Settings, runtime: Runtime) -> Litestar:
    """The HTTP application over the shared runtime."""
    return create_app(settings, runtime=runtime)


@pytest.fixture(scope="session")
async def client(app: Litestar, runtime: Runtime) -> AsyncIterator[AsyncClient]:
    """An HTTP client talking to the app in process, on the tests' event loop."""
    # The runtime is shared and already started: no lifespan to run, just its state.
    app.state.runtime, app.state.ctx = runtime, runtime.ctx
    transport = ASGITransport(app=app)
    async with AsyncClient(transport=transport, base_url="http://testserver") as http:
        yield http


@pytest.fixture(scope="session")
async def live_server(app: Litestar, runtime: Runtime) -> AsyncIterator[str]:
    """The app served by uvicorn on a loopback port (for streaming clients); its base URL."""
    import asyncio

    import uvicorn

    app.state.runtime, app.state.ctx = runtime, runtime.ctx
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, lifespan="off",
                                           log_level="warning"))
    task = asyncio.create_task(server.serve())
    while not server.started:  # noqa: ASYNC110 - uvicorn exposes a flag, not an event
        await asyncio.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    await task
