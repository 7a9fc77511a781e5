"""Figure 5 and the rebuild of figure 4: a store grown to 10^6 events.

One template game of about 200 events is played through the service layer; the store is
then filled with SQL copies of it (``INSERT ... SELECT`` over ``generate_series``), each
copy a game of its own with a gm seat whose token is known (``tt_bench_<game id>``). The
copies repeat the template's hashes, which name the template's id: they fold and read
like any game but would not pass ``verify`` (nothing here verifies them).
"""

import contextlib
import io
import statistics
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import httpx
import msgspec
import sqlalchemy as sa

from infrastructure.cli_history import rebuild_projections
from infrastructure.runtime import Runtime
from services.commands import CommandRequest, handle_command
from services.context import AppContext
from services.envelope import NewEvent, seal
from tests.benchmarks.games import BenchGame, espri_game, meta
from tests.benchmarks.store_append import metadata

GAME_EVENTS = 200
COPY_STEPS = [
    "CREATE TEMP TABLE bench_copies ON COMMIT DROP AS "
    "SELECT gen_random_uuid() AS id FROM generate_series(1, :n)",
    "INSERT INTO streams (stream_id, ruleset, version, last_hash) SELECT c.id, s.ruleset, "
    "s.version, s.last_hash FROM bench_copies c, streams s WHERE s.stream_id = :template",
    "INSERT INTO events (stream_id, version, type, schema_version, data, metadata, "
    "recorded_at, prev_hash, hash) SELECT c.id, e.version, e.type, e.schema_version, e.data, "
    "e.metadata, e.recorded_at, e.prev_hash, e.hash FROM bench_copies c, events e "
    "WHERE e.stream_id = :template ORDER BY c.id, e.version",
    "INSERT INTO read_models (stream_id, version, state) SELECT c.id, r.version, r.state "
    "FROM bench_copies c, read_models r WHERE r.stream_id = :template",
    "INSERT INTO snapshots (stream_id, version, format, state) SELECT c.id, s.version, "
    "s.format, s.state FROM bench_copies c, snapshots s WHERE s.stream_id = :template",
    "INSERT INTO seats (seat_id, stream_id, role, name, token_hash) SELECT 'bench-gm-' || "
    "c.id, c.id, 'gm', 'gm', sha256(convert_to('tt_bench_' || c.id, 'UTF8')) "
    "FROM bench_copies c",
]


class Store:
    """The growing store: its runtime, the template game and the event count."""

    def __init__(self, runtime: Runtime) -> None:
        self.runtime = runtime
        self.template = ""
        self.events = 0
        self.copies: list[str] = []

    @property
    def ctx(self) -> AppContext:
        """The service context over the store."""
        return self.runtime.ctx

    async def make_template(self, script: Sequence[dict[str, Any]]) -> None:
        """Play the recorded Calls on one game until it holds ``GAME_EVENTS`` events."""
        game = await espri_game(self.ctx)
        version = (await self.ctx.loader.load(game.game_id)).version
        for body in script:
            if version >= GAME_EVENTS:
                break
            result = await handle_command(self.ctx, CommandRequest(
                game_id=game.game_id,
                actor=game.gm,
                body=msgspec.json.encode(body),
                metadata=meta()))
            version = result.version
        self.template = game.game_id
        await self.count()

    async def count(self) -> int:
        """Events stored (a SQL count)."""
        async with self.runtime.engine.connect() as connection:
            self.events = int(await connection.scalar(sa.text("SELECT count(*) FROM events")))
        return self.events

    async def fill(self, target: int, chunk_games: int = 500) -> None:
        """Add copies of the template until the store holds at least ``target`` events."""
        per_game = GAME_EVENTS
        while self.events < target:
            n = min(chunk_games, max(1, (target - self.events + per_game - 1) // per_game))
            async with self.runtime.engine.begin() as connection:
                for step in COPY_STEPS:
                    params = {"n": n, "template": self.template}
                    await connection.execute(sa.text(step), params)
                ids = await connection.scalars(sa.text("SELECT id::text FROM bench_copies"))
                self.copies.extend(ids)
            await self.count()
        async with self.runtime.engine.connect() as connection:
            await connection.execute(sa.text("ANALYZE"))
            await connection.commit()

    def copy_game(self, index: int) -> BenchGame:
        """One of the copies, with its known gm token."""
        game_id = self.copies[index]
        return BenchGame(game_id, f"tt_bench_{game_id}")


async def append_times(ctx: AppContext, payloads: Sequence[list[NewEvent]],
                       appends: int, read_model: dict[str, Any]) -> list[float]:
    """ms of ``appends`` sequential appends to a new game in the current store."""
    game = await espri_game(ctx)
    info = await ctx.store.stream_info(game.game_id)
    assert info is not None
    version, last_hash, times = info.version, info.last_hash, []
    for n in range(appends):
        batch = payloads[n % len(payloads)]
        sealed = seal(game.game_id, version, last_hash, batch, metadata(batch[0].type),
                      datetime.now(UTC))
        started = time.perf_counter()
        await ctx.store.append(game.game_id, version, sealed, read_model)
        times.append((time.perf_counter() - started) * 1000)
        version, last_hash = sealed[-1].version, sealed[-1].hash
    return times


async def paired_latency(big: AppContext, small: AppContext,
                         payloads: Sequence[list[NewEvent]], appends: int,
                         read_model: dict[str, Any], rounds: int = 4) -> tuple[float, float]:
    """Median append ms in the grown store and in a 10^3-event store, measured in
    alternating rounds so that the machine's load drifts over both alike."""
    big_times: list[float] = []
    small_times: list[float] = []
    for _ in range(rounds):
        big_times += await append_times(big, payloads, appends // rounds, read_model)
        small_times += await append_times(small, payloads, appends // rounds, read_model)
    return statistics.median(big_times), statistics.median(small_times)


async def rebuild(runtime: Runtime) -> float:
    """Seconds taken by the CLI's ``rebuild-projections`` over the whole store."""
    started = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        code = await rebuild_projections(runtime)
    assert code == 0, "rebuild-projections failed"
    return time.perf_counter() - started


async def load_games(base: str, games: Sequence[BenchGame]) -> None:
    """Read each game's state once, so the server holds it in its state cache."""
    async with httpx.AsyncClient(base_url=base, timeout=60.0) as http:
        for game in games:
            response = await http.get(f"/v1/games/{game.game_id}/state",
                                      headers={"Authorization": f"Bearer {game.token}"})
            assert response.status_code == 200, response.text
