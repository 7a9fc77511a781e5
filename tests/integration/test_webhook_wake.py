"""An idle delivery worker does not poll: events wake it (from this process or, through
Redis, from another), and a retry waits for its ``next_attempt_at``, not for a poll."""

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace

import sqlalchemy as sa
from httpx import AsyncClient
from litestar import Litestar

from domain.core import GM
from infrastructure.db.engine import make_engine
from infrastructure.db.event_store import PostgresEventStore
from infrastructure.db.schema import webhooks
from infrastructure.redis_feed import RedisPublisher
from infrastructure.runtime import Runtime
from infrastructure.settings import Settings
from infrastructure.webhooks.worker import WebhookWorker
from services.commands import CommandRequest, handle_command
from services.context import AppContext
from tests.support.api import Table
from tests.support.webhooks import TEST_WEBHOOKS, Receiver, allowing_private, serving, subscribe

NO_GAME = "00000000-0000-0000-0000-000000000000"
"""No game's id: ``others_paused(runtime, NO_GAME)`` holds every subscription."""
SLEEPY = replace(TEST_WEBHOOKS, poll_interval=0.02, idle_poll=3600.0)
"""Looks 0.02 s apart while events come, but an idle safety poll of an hour: whatever
arrives during a test arrived because something woke the worker or a retry fell due."""


class CountingWorker(WebhookWorker):
    """A delivery worker that counts its looks at the outbox."""

    looks = 0

    async def run_once(self) -> bool:
        """Count, then look as usual."""
        self.looks += 1
        return await super().run_once()


@asynccontextmanager
async def sleepy_worker(settings: Settings, runtime: Runtime) -> AsyncIterator[CountingWorker]:
    """One worker on its own engine, woken by the runtime's live feed (as ``serve`` wires
    it), until the block ends."""
    assert settings.database.url is not None
    engine = make_engine(settings.database.url, replace(settings.database, pool_size=3))
    runtime.live.start()
    worker = CountingWorker(engine, AppContext.build(PostgresEventStore(engine)), SLEEPY,
                            name="test-sleepy", notices=runtime.live.listener)
    runtime.live.watch(worker.wake)
    task = asyncio.create_task(worker.run())
    try:
        yield worker
    finally:
        runtime.live.listener.watchers.remove(worker.wake)
        worker.stop()
        await task
        await engine.dispose()


@asynccontextmanager
async def others_paused(runtime: Runtime, game_id: str) -> AsyncIterator[None]:
    """Earlier tests' subscriptions (the session shares one database) keep retrying their
    vanished receivers, and a due retry rightly wakes the worker: hold them for the
    block, so that only this game's subscription can give the worker work."""
    others = webhooks.c.stream_id != game_id
    async with runtime.engine.begin() as connection:
        held = (await connection.execute(
            sa.select(webhooks.c.webhook_id, webhooks.c.paused_until).where(others))).all()
        await connection.execute(webhooks.update().where(others).values(
            paused_until=sa.func.now() + sa.text("interval '1 hour'")))
    try:
        yield
    finally:
        async with runtime.engine.begin() as connection:
            for webhook_id, paused_until in held:
                await connection.execute(webhooks.update().where(
                    webhooks.c.webhook_id == webhook_id).values(paused_until=paused_until))


async def settled(worker: CountingWorker) -> int:
    """Its look count once it has gone to sleep (no look for a while)."""
    while True:
        before = worker.looks
        await asyncio.sleep(0.3)
        if worker.looks == before:
            return before


async def delivered(receiver: Receiver, count: int) -> None:
    for _ in range(1500):
        if len(receiver.delivered()) >= count:
            return
        await asyncio.sleep(0.02)


async def test_an_idle_worker_sleeps_and_a_command_of_this_process_wakes_it(
        app: Litestar, runtime: Runtime, client: AsyncClient, settings: Settings) -> None:
    async with allowing_private(app, runtime, client) as private:
        table = await Table.create(private, "counter")
        receiver = Receiver()
        async with serving(receiver) as url, others_paused(runtime, table.game_id), \
                sleepy_worker(settings, runtime) as worker:
            created = await subscribe(private, table.game_id, table.gm_token, url)
            receiver.secret = created["secret"]
            asleep = await settled(worker)
            await asyncio.sleep(0.5)
            assert worker.looks == asleep  # no poll while idle (it was 0.02 s apart)
            await table.ok({"type": "Increment", "by": 2})
            await delivered(receiver, 1)
    assert receiver.versions() == [created["from_version"] + 1]
    assert all(r.verified for r in receiver.requests)


async def test_an_event_committed_by_another_process_wakes_it_through_redis(
        app: Litestar, runtime: Runtime, client: AsyncClient, settings: Settings) -> None:
    async with allowing_private(app, runtime, client) as private:
        table = await Table.create(private, "counter")
        receiver = Receiver()
        # Another process: its own store and a publisher with Redis only (no local wake).
        elsewhere = AppContext.build(runtime.ctx.store, RedisPublisher(runtime.redis))
        async with serving(receiver) as url, sleepy_worker(settings, runtime) as worker:
            created = await subscribe(private, table.game_id, table.gm_token, url)
            receiver.secret = created["secret"]
            await settled(worker)
            await handle_command(elsewhere, CommandRequest(
                game_id=table.game_id,
                actor=GM,
                body=b'{"type": "Increment"}'))
            await delivered(receiver, 1)
    assert receiver.versions() == [created["from_version"] + 1]


async def test_a_failed_delivery_is_retried_when_due_without_any_wake_up(
        app: Litestar, runtime: Runtime, client: AsyncClient, settings: Settings) -> None:
    async with allowing_private(app, runtime, client) as private:
        table = await Table.create(private, "counter")
        receiver = Receiver(script=[500, 503])
        async with serving(receiver) as url, sleepy_worker(settings, runtime):
            created = await subscribe(private, table.game_id, table.gm_token, url)
            receiver.secret = created["secret"]
            await table.ok({"type": "Increment"})
            await delivered(receiver, 1)
    assert [r.status for r in receiver.requests] == [500, 503, 200]
    assert receiver.versions() == [created["from_version"] + 1]



@asynccontextmanager
async def running(runtime: Runtime, settings: Settings,
                  poll_interval: float) -> AsyncIterator[CountingWorker]:
    """A worker looking at most every ``poll_interval`` while woken; stopped after the
    block, which must end its pause at once."""
    assert settings.database.url is not None
    engine = make_engine(settings.database.url, replace(settings.database, pool_size=3))
    worker = CountingWorker(engine, AppContext.build(PostgresEventStore(engine)),
                            replace(SLEEPY, poll_interval=poll_interval), name="test-busy",
                            notices=runtime.live.listener)
    task = asyncio.create_task(worker.run())
    try:
        yield worker
    finally:
        worker.stop()
        await asyncio.wait_for(task, 2.0)
        await engine.dispose()


async def test_while_events_keep_coming_it_looks_once_per_poll_interval(
        runtime: Runtime, settings: Settings) -> None:
    """A hundred wake-ups in a second (a command's notice each) make about five looks at
    a 0.2 s interval, not a hundred."""
    async with others_paused(runtime, NO_GAME), running(runtime, settings, 0.2) as worker:
        for _ in range(100):
            worker.wake()
            await asyncio.sleep(0.01)
        looks = worker.looks
    assert 2 <= looks <= 1 + 100 * 0.01 / 0.2 + 2


async def test_stop_ends_the_pause_between_looks(runtime: Runtime, settings: Settings) -> None:
    """Woken after its first look, the worker pauses until a minute after that look,
    deaf to further wake-ups; stop still ends that pause (``running`` waits 2 s)."""
    # nothing to send (earlier tests' subscriptions held): a look that leased one would
    # return at once to look again, its sends going on beside it
    async with others_paused(runtime, NO_GAME), running(runtime, settings, 60.0) as worker:
        for _ in range(200):
            if worker.looks:
                break
            await asyncio.sleep(0.01)
        for _ in range(20):
            worker.wake()
            await asyncio.sleep(0.01)
        assert worker.looks == 1  # woken twenty times, still in its pause
