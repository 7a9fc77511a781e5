"""Idempotency keys: the same key with the same body replays the first response.

A key is scoped to the seat that sends it (``seat:<game>:<id>``, as a fork keeps its
source's seat ids; game creation, which has no seat yet, uses ``create-game``). Flow:
claim the key (one statement), run the request, and record its response in the same
transaction as its events. Outcomes of a claim:
- new: run the request;
- replay: same key, same body, already answered: return that answer, append nothing;
- mismatch: same key, another body: 422 ``idempotency_key_reused``;
- in flight: same key still being processed: 409 ``idempotency_key_in_flight``.
Only successful answers are remembered: a refused request releases its key, so the
client may retry it. When the release itself fails (the database went away with the
request, the client got a 503) it is tried again in the background (``LateReleases``), so
the client's retry with the same key is served as soon as the database is back, not told
"in flight" until the claim is abandoned. A claim left by a crashed worker is taken over
after ``ABANDONED_AFTER``; records are kept ``RETENTION`` (24 hours), then the key is free.

Retention (``infrastructure/retention.py``): a periodic purge deletes records older than
``RETENTION``, and claims still unanswered after ``ABANDONED_PURGE_AFTER``. Not after
``ABANDONED_AFTER``: a claim that old may belong to a request that is merely slow, and
deleting it would drop that request's answer (its update would find no row), while
leaving it costs nothing (the next claim of the key takes it over). An hour is far beyond
any request's life (it runs a few statements, each bounded by ``statement_timeout``), so
an older unanswered claim is dead, and removing it loses nothing.
An answer that holds a token stores no token (see ``services.games.create_game``).
"""

import asyncio
import hashlib
import itertools
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any, Literal, Protocol, TypeVar

import msgspec
import structlog

from domain.core.words import sentence
from services.errors import InvalidRequest, VersionConflict

ABANDONED_AFTER = timedelta(seconds=30)
RETENTION = timedelta(hours=24)
ABANDONED_PURGE_AFTER = timedelta(hours=1)
MAX_KEY_LENGTH = 200
LATE_RELEASE_PAUSES = (0.2, 0.4, 0.8, 1.0)
"""Seconds between tries of a late release (the last one repeats)."""
LATE_RELEASE_MARGIN = 2.0
"""Seconds before the claim may be taken over that the late release gives up: past it,
the key's row may be another request's claim, which a release must never delete."""
T = TypeVar("T")
log = structlog.get_logger(__name__)


class IdempotencyKey(msgspec.Struct, frozen=True):
    """A claimed key: where to record the response."""

    scope: str
    key: str
    request_hash: bytes


class Claim(msgspec.Struct, frozen=True):
    """The outcome of claiming a key."""

    status: Literal["new", "replay", "mismatch", "in_flight"]
    response: dict[str, Any] | None = None


def request_key(scope: str, key: str | None, body: bytes) -> IdempotencyKey | None:
    """The key of a request, or None when the client sent none."""
    if key is None:
        return None
    if not key or len(key) > MAX_KEY_LENGTH or not key.isprintable():
        raise InvalidRequest("invalid_idempotency_key", sentence(
            "Idempotency-Key must be 1..%(max_key_length)s printable chars",
            max_key_length=MAX_KEY_LENGTH))
    return IdempotencyKey(scope, key, hashlib.sha256(body).digest())


def check_claim(claim: Claim) -> dict[str, Any] | None:
    """The response to replay, None to go on, or the error of a clash."""
    if claim.status == "mismatch":
        raise InvalidRequest("idempotency_key_reused",
                             sentence('this Idempotency-Key was used with another request body'))
    if claim.status == "in_flight":
        raise VersionConflict("idempotency_key_in_flight", sentence(
            "a request with this Idempotency-Key is still being processed"))
    return claim.response if claim.status == "replay" else None


class ClaimStore(Protocol):
    """The part of the event store that keeps idempotency keys."""

    async def claim_idempotency(self, key: IdempotencyKey) -> Claim:
        """Claim a key for a request."""
        ...

    async def release_idempotency(self, key: IdempotencyKey) -> None:
        """Forget an unanswered claim."""
        ...


class LateReleases:
    """Claims a failed request could not release at once, released again in the background
    until done or until shortly before the claim may be taken over (``ABANDONED_AFTER``
    after it was made; then the next claim takes the key over anyway, and deleting the row
    could drop that claim). Only claims without an answer are released, so a request whose commit
    reached the database although its client saw an error keeps its answer."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[None]] = set()

    @property
    def pending(self) -> int:
        """How many claims still wait for their release."""
        return len(self._tasks)

    def add(self, store: ClaimStore, key: IdempotencyKey, claimed_at: float) -> None:
        """Release ``key``, claimed at ``claimed_at`` (the loop's clock, read before the
        claim), as soon as the store answers again."""
        task = asyncio.create_task(self._release(store, key, claimed_at))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def stop(self) -> None:
        """Give up the releases still pending (the process stops)."""
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    @staticmethod
    async def _release(store: ClaimStore, key: IdempotencyKey, claimed_at: float) -> None:
        loop = asyncio.get_running_loop()
        deadline = claimed_at + ABANDONED_AFTER.total_seconds() - LATE_RELEASE_MARGIN
        for attempt in itertools.count():
            await asyncio.sleep(LATE_RELEASE_PAUSES[min(attempt, len(LATE_RELEASE_PAUSES) - 1)])
            if loop.time() > deadline:
                return
            try:
                await store.release_idempotency(key)
            except Exception:  # still away; the deadline bounds the tries
                continue
            log.info("idempotency_key_released_late", scope=key.scope, tries=attempt + 1)
            return


async def run_once(store: ClaimStore, key: IdempotencyKey | None,
                   run: Callable[[IdempotencyKey | None], Awaitable[T]],
                   replay: Callable[[dict[str, Any]], Awaitable[T]],
                   late: LateReleases) -> T:
    """Run a request once per key: ``run(key)`` records its answer in its own transaction;
    a retry gets ``replay(answer)``; a refused or failed request releases the key (through
    ``late`` when the store cannot be reached; the request's own error is raised)."""
    if key is None:
        return await run(None)
    claimed_at = asyncio.get_running_loop().time()
    answer = check_claim(await store.claim_idempotency(key))
    if answer is not None:
        return await replay(answer)
    try:
        return await run(key)
    except BaseException:
        try:
            await store.release_idempotency(key)
        except Exception:
            late.add(store, key, claimed_at)
        raise
