"""The delivery worker: queue from the global log, lease subscriptions, send each one's
due deliveries in version order, record every attempt. Run any number of them, in any
number of processes: PostgreSQL decides who sends what (see
``infrastructure.webhooks.queue``).

Subscriptions are served side by side: each leased subscription is one task sending its
own deliveries one after the other (their order is the contract), and the worker keeps
up to ``WEBHOOK_CONCURRENCY`` such tasks at once while it goes on looking at the outbox.
A slow or failing receiver therefore delays only its own subscription: one gm's three
subscriptions to a host that answers in 10 s hold three of the slots, and every other
game's deliveries go out meanwhile. A receiver's refusal (a 4xx other than 408, 410 and
429) fails that delivery at once, and the next one follows: retrying it for a day would
hold every later event of the subscription behind it.

When idle it does not poll. Given a source of notices (the worker's live feed: its own
commands and, through Redis, every process's), a worker sleeps until a notice wakes it,
until the earliest pending delivery is due (a retry, a pause, another worker's lease), or
a long safety poll (``WEBHOOK_IDLE_POLL``, for a lost notice or a retry asked in another
process); while notices keep coming it looks at most once per ``WEBHOOK_POLL_INTERVAL``.
Without notices (no source, or Redis down: other processes' events would go unseen) it
looks every ``WEBHOOK_POLL_INTERVAL``, as before. A look finds everything committed since
the last one (the global log is the outbox), so a late or missed wake-up delays a
delivery but never loses it.
"""

import asyncio
import contextlib
import os
import time
import uuid
from datetime import UTC, datetime, timedelta
from functools import partial
from typing import Any, Protocol

import structlog
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine

from infrastructure.settings import WebhookSettings
from infrastructure.webhooks.queue import DeliveryQueue
from infrastructure.webhooks.sender import Sender
from infrastructure.webhooks.store import subscription_from_row
from services.context import AppContext
from services.errors import ServiceError
from services.game_state import empty_game
from services.webhooks.model import Outcome, Subscription, message_id, retry_delay
from services.webhooks.payloads import body_for
from services.webhooks.policy import Resolver, pin_url, resolve

log = structlog.get_logger("webhooks")
BATCH = 50
"""Deliveries sent per lease before the subscription goes back to the pool."""


class Notices(Protocol):
    """Where wake-ups come from; ``healthy``: every process's events are being announced."""

    @property
    def healthy(self) -> bool:
        """False while notices from other processes may be lost (Redis down)."""


class WebhookWorker:
    """One delivery loop over an engine (its own pool) and a context to read games."""

    def __init__(self, engine: AsyncEngine, ctx: AppContext, settings: WebhookSettings,
                 name: str | None = None, notices: Notices | None = None,
                 resolver: Resolver = resolve, sender: Sender | None = None) -> None:
        self.queue = DeliveryQueue(engine)
        self.ctx = ctx
        self.settings = settings
        self.resolver = resolver
        """How names are looked up (once per attempt: the send goes to what it answered)."""
        self.sender = sender or Sender(settings.timeout)
        self.owner = name or f"{os.uname().nodename}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self.lease = settings.timeout + 20.0
        self._serving: dict[str, asyncio.Task[None]] = {}
        """The subscriptions being served now, by id (at most ``concurrency``)."""
        self.notices = notices
        """Given when ``wake`` is called on new events (``serve`` does): the worker then
        sleeps while idle. None: it looks every ``poll_interval`` (tests, tools)."""
        self._signal = asyncio.Event()
        """Set by ``wake`` and ``stop``."""
        self._stopped = asyncio.Event()
        """Set by ``stop`` only: what a wait that notices must not end waits on (notices
        come with every command; waking up for each to sleep again cost the server a
        timer and a task per command)."""
        self._stopping = self._woken = False

    async def run(self) -> None:
        """Work until ``stop``; errors are logged and the loop goes on."""
        while not self._stopping:
            self._woken = False
            looked = time.monotonic()
            if await self._look():
                continue
            await self._wait(await self._idle_seconds())
            if self._woken:  # events keep coming: at most one look per poll interval
                await self._wait(looked + self.settings.poll_interval - time.monotonic(),
                                 wakeable=False)
        serving = list(self._serving.values())
        for task in serving:  # a send cut short is sent again once its lease expires
            task.cancel()
        await asyncio.gather(*serving, return_exceptions=True)
        await self.sender.close()

    def stop(self) -> None:
        """Ask the loop to end after its current send."""
        self._stopping = True
        self._signal.set()
        self._stopped.set()

    def wake(self) -> None:
        """New events were committed (or announced): look at the outbox soon."""
        self._woken = True
        self._signal.set()

    async def run_once(self) -> bool:
        """Queue what is new, then lease as many due subscriptions as there are free
        slots and start serving each in its own task; True when more work may be waiting
        right away (a subscription was leased, or a full batch was queued)."""
        queued = await self.queue.enqueue()
        free = self.settings.concurrency - len(self._serving)
        claimed = await self.queue.claim(self.owner, self.lease, limit=free) if free else []
        for row in claimed:
            task = asyncio.create_task(self._serve_alone(row))
            self._serving[row.webhook_id] = task
            task.add_done_callback(partial(self._served, row.webhook_id))
        return bool(claimed) or queued >= self.queue.batch

    def _served(self, webhook_id: str, _task: "asyncio.Task[None]") -> None:
        """A subscription's task ended: its slot is free, and it may have more due."""
        self._serving.pop(webhook_id, None)
        self.wake()

    async def idle(self) -> None:
        """Wait until every subscription being served now is done (tests, tools)."""
        while self._serving:
            await asyncio.gather(*self._serving.values(), return_exceptions=True)

    async def _serve_alone(self, row: Any) -> None:
        """Serve one leased subscription; an error is logged, never raised (it would end
        only this task, and its lease expires for another worker to resume)."""
        try:
            await self._serve(row)
        except (SQLAlchemyError, OSError) as error:
            log.warning("webhook_worker_error", error=str(error)[:200], owner=self.owner)
        except Exception as error:  # a bug must not go unseen: log it, go on
            log.error("webhook_worker_bug", error_type=type(error).__name__,
                      error=str(error)[:200], owner=self.owner)

    async def _look(self) -> bool:
        try:
            return await self.run_once()
        except (SQLAlchemyError, OSError) as error:
            log.warning("webhook_worker_error", error=str(error)[:200], owner=self.owner)
        except Exception as error:  # a bug must not end the loop: log it, go on
            # No traceback: its frames' locals would hold a subscription's secret.
            log.error("webhook_worker_bug", error_type=type(error).__name__,
                      error=str(error)[:200], owner=self.owner)
        return False

    async def _idle_seconds(self) -> float:
        """How long to sleep when nothing is left to do (unless woken)."""
        poll = self.settings.poll_interval
        if self.notices is None or not self.notices.healthy:
            return poll
        try:
            due = await self.queue.next_due()
        except (SQLAlchemyError, OSError):
            return poll
        idle = max(poll, self.settings.idle_poll)
        return idle if due is None else min(idle, max(poll, due))

    async def _wait(self, seconds: float, wakeable: bool = True) -> None:
        """Sleep up to ``seconds``; ``stop`` ends it, and ``wake`` too when ``wakeable``."""
        if not wakeable:
            if seconds > 0:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._stopped.wait(), seconds)
            return
        deadline = time.monotonic() + seconds
        while not self._stopping and not self._woken:
            left = deadline - time.monotonic()
            if left <= 0:
                return
            self._signal.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._signal.wait(), left)

    async def _serve(self, row: Any) -> None:
        subscription = subscription_from_row(row)
        try:
            for _ in range(BATCH):
                if not await self._send_next(subscription, row.secret):
                    break
        finally:
            await self.queue.release(subscription.webhook_id, self.owner)

    async def _send_next(self, subscription: Subscription, secret: str) -> bool:
        """Send the oldest pending delivery if it is due; True when the next may follow."""
        delivery = await self.queue.next_delivery(subscription.webhook_id)
        if delivery is None or not delivery.due:
            return False
        if not await self.queue.renew(subscription.webhook_id, self.owner, self.lease):
            return False
        try:
            body = await self._body(subscription, delivery.version)
        except (SQLAlchemyError, OSError):
            raise
        except Exception as error:  # an event we cannot render is retried, then failed
            log.error("webhook_payload_error", webhook_id=subscription.webhook_id,
                      error_type=type(error).__name__, error=str(error)[:200])
            failed = Outcome(status_code=None, error=f"payload: {type(error).__name__}")
            await self._record(subscription, delivery, failed)
            return False
        if body is None:
            await self.queue.skip(delivery.delivery_id)
            return True
        outcome = await self._attempt(subscription, secret, delivery.version, body)
        await self._record(subscription, delivery, outcome)
        return outcome.delivered or outcome.refused

    async def _body(self, subscription: Subscription, version: int) -> bytes | None:
        game_id = subscription.game_id
        now = await self.ctx.loader.load(game_id)
        (stored,) = await self.ctx.store.load(game_id, after=version - 1, to=version)
        before = now
        if subscription.format == "discord":
            before = (await self.ctx.loader.load_at(game_id, version - 1) if version > 1
                      else empty_game(game_id))
        return body_for(subscription, now, before, stored)

    async def _attempt(self, subscription: Subscription, secret: str, version: int,
                       body: bytes) -> Outcome:
        try:
            address = await pin_url(subscription.url, self.settings.allow_private,
                                    self.settings.allow_networks, self.resolver)
        except ServiceError as refused:
            return Outcome(status_code=None, error=f"{refused.code}: {refused.detail}")
        return await self.sender.send(subscription.url, secret,
                                      message_id(subscription.game_id, version), body, address)

    async def _record(self, subscription: Subscription, delivery: Any,
                      outcome: Outcome) -> None:
        now = datetime.now(UTC)
        attempts = delivery.attempts + 1
        delay = None if outcome.delivered or outcome.refused else retry_delay(
            attempts, self.settings.retry_scale)
        if delay is not None and outcome.retry_after is not None:
            delay = max(delay, outcome.retry_after)
        retry_at = None if delay is None else now + timedelta(seconds=delay)
        pause = None if outcome.retry_after is None \
            else now + timedelta(seconds=outcome.retry_after)
        await self.queue.record(subscription.webhook_id, delivery.delivery_id, outcome,
                                retry_at, pause)
        log.info("webhook_attempt", webhook_id=subscription.webhook_id,
                 version=delivery.version, status=outcome.status_code,
                 delivered=outcome.delivered, attempt=attempts)

