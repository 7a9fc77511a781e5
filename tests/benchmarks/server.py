"""The two HTTP servers the benchmark drives, each a uvicorn subprocess on loopback.

``python -m tests.benchmarks.server ours PORT``: the real app (``create_app``), plus a
``GET /bench/stats`` route reporting the concurrency conflicts the command path retried
(counted by wrapping ``PostgresEventStore.append``; nothing else changes).

``python -m tests.benchmarks.server ceiling PORT``: the ceiling on the same stack, a
Litestar app whose one route runs one INSERT in one transaction (SQLAlchemy + asyncpg).
Both read ``DATABASE_URL`` / ``REDIS_URL`` from the environment.
"""

import asyncio
import os
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx

CEILING_TABLE = """CREATE TABLE IF NOT EXISTS ceiling_events (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, game_id uuid NOT NULL,
    data jsonb NOT NULL, recorded_at timestamptz NOT NULL DEFAULT now())"""


def ours() -> Any:
    """Our application, with a conflict counter."""
    from litestar import get

    from infrastructure.api.app import create_app
    from infrastructure.db.event_store import PostgresEventStore
    from services.ports import ConcurrencyConflict

    stats = {"conflicts": 0}
    original = PostgresEventStore.append

    async def counting_append(self: PostgresEventStore, *args: Any, **kwargs: Any) -> None:
        try:
            await original(self, *args, **kwargs)
        except ConcurrencyConflict:
            stats["conflicts"] += 1
            raise

    PostgresEventStore.append = counting_append  # type: ignore[method-assign]

    @get("/bench/stats", sync_to_thread=False)
    def bench_stats() -> dict[str, int]:
        return {**stats, "pid": os.getpid()}

    app = create_app()
    app.register(bench_stats)
    return app


def ceiling() -> Any:
    """One INSERT in one transaction per request, on Litestar + SQLAlchemy + asyncpg."""
    import uuid

    import sqlalchemy as sa
    from litestar import Litestar, Request, post

    from infrastructure.db.engine import make_engine
    from infrastructure.settings import Settings

    settings = Settings()
    engine = make_engine(settings.database.url or "", settings.database)
    insert = sa.text("INSERT INTO ceiling_events (game_id, data) VALUES (:game, :data) "
                     "RETURNING id").bindparams(sa.bindparam("data", type_=sa.JSON))

    @asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        async with engine.begin() as connection:
            await connection.execute(sa.text(CEILING_TABLE))
        yield
        await engine.dispose()

    @post("/v1/games/{game_id:str}/commands", status_code=200)
    async def command(game_id: str, request: Request[Any, Any, Any]) -> dict[str, Any]:
        body = await request.json()
        async with engine.begin() as connection:
            position = await connection.scalar(insert, {"game": str(uuid.UUID(game_id)),
                                                        "data": body})
        return {"game_id": game_id, "version": position, "events": []}

    return Litestar(route_handlers=[command], lifespan=[lifespan], debug=False)


class Server:
    """A server subprocess: start, wait until it answers, stop."""

    def __init__(self, kind: str, port: int, env: dict[str, str], log: Path) -> None:
        self.kind, self.port, self.base = kind, port, f"http://127.0.0.1:{port}"
        self.label = f"{kind} ({env.get('BENCH_ASGI', 'uvicorn')}, {env.get('WORKERS', '1')})"
        self.log = log.open("wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.benchmarks.server", kind, str(port)],
            env={**os.environ, **env}, stdout=self.log, stderr=subprocess.STDOUT)

    async def ready(self, patience: float = 60.0) -> None:
        """Wait until the server answers on its port."""
        deadline = time.monotonic() + patience
        async with httpx.AsyncClient() as client:
            while time.monotonic() < deadline:
                if self.process.poll() is not None:
                    raise RuntimeError(f"{self.kind} server exited; see {self.log.name}")
                try:
                    await client.get(self.base + "/health", timeout=1.0)
                    return
                except httpx.TransportError:
                    await asyncio.sleep(0.2)
        raise TimeoutError(f"{self.kind} server did not start")

    def rss_mb(self) -> float:
        """The server process's resident memory, from /proc."""
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
        raise RuntimeError("no VmRSS")

    def stop(self) -> None:
        """Terminate the subprocess (this one only)."""
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()


def main() -> None:
    """Serve one of the two apps on 127.0.0.1:PORT (no access log): ``WORKERS`` processes
    (default 1), under uvicorn or, with ``BENCH_ASGI=granian``, granian."""
    import uvicorn

    from infrastructure.cli import prepare_metrics_directory
    from tests.benchmarks.sse_client import raise_nofile

    kind, port = sys.argv[1], int(sys.argv[2])
    workers = int(os.environ.get("WORKERS", "1"))
    raise_nofile()  # ten thousand live-feed connections
    if workers > 1:
        prepare_metrics_directory()
    if os.environ.get("BENCH_ASGI") == "granian":
        from granian import Granian  # type: ignore[attr-defined]

        Granian(f"tests.benchmarks.server:{kind}", factory=True, interface="asgi",
                address="127.0.0.1", port=port, workers=workers, loop="uvloop",
                log_level="warning").serve()
    elif workers > 1:
        uvicorn.run(f"tests.benchmarks.server:{kind}", factory=True, workers=workers,
                    host="127.0.0.1", port=port, log_level="warning", access_log=False,
                    timeout_worker_healthcheck=60)
    else:
        app = ours() if kind == "ours" else ceiling()
        profile = os.environ.get("BENCH_PROFILE")  # cProfile's stats, on SIGUSR1
        if profile:
            import cProfile
            import signal

            profiler = cProfile.Profile(time.process_time)  # CPU, not wall: a loaded machine
            signal.signal(signal.SIGUSR1, lambda *_: profiler.dump_stats(profile))
            profiler.enable()
        uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning", access_log=False)


if __name__ == "__main__":
    main()
