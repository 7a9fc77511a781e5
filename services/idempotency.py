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
client may retry it. A claim left by a crashed worker is taken over after
``ABANDONED_AFTER``; records are kept ``RETENTION`` (24 hours), then the key is free.

**A claim carries its own id.** Each request draws a random ``token``
(``IdempotencyKey.token``) before it claims, and the claim's row holds it (a takeover
writes the new request's). Everything a request later does to the row is conditioned on
"this key, this token, no answer yet": the release deletes only that row, and the answer
is recorded only on it, in the same statement or transaction as the events, which are
written only while the claim is still the request's (``ClaimLost`` otherwise: 409, the
key's holder answers). So a request acts on its own claim and never on another
attempt's of the same key, and, knowing its token before the claim is sent, it can
release a claim it does not know it holds: when the database went away with the answer
of the claim's commit, the node cannot tell whether the claim exists, and releases "the
row holding my token" in the background (``LateReleases``) as soon as the database
answers, which deletes the claim if it was committed and nothing otherwise. A failed
release is retried the same way.

Every interleaving (A a request, B its client's retry with the same key: B has a token of
its own; "the database is back" means PostgreSQL answers this node again):
- A's claim committed, its acknowledgement lost (a primary that dies after flushing the
  commit; with a synchronous standby the promoted one has it): A's client gets a 503 and
  A's node releases A's token late. B before that release: 409 in flight (the row is
  A's); B after it: a new claim, run once. The release is tried every
  ``LATE_RELEASE_PAUSES[-1]`` s at most, so B is served within about that of the
  database's return (plus the client's own retry interval).
- A's claim not committed (lost before the commit, or the primary died before its
  standby had it): there is no row; B claims at once; A's late release deletes nothing,
  and never B's claim (another token).
- A's release committed but its acknowledgement lost: retried, it finds no row with A's
  token, deletes nothing, not B's claim made meanwhile either.
- A's run failed after its events and answer were committed (the answer lost on the
  way): A's release finds an answer and deletes nothing; B replays the answer.
- A's node died with A's claim (its late release dies with it): B is 409 in flight until
  ``ABANDONED_AFTER`` after A's claim, then takes it over (one statement, writing B's
  token). A late release still pending at that point gives up (the takeover serves B
  anyway); had it gone on, it could not have deleted B's claim.
- A alive but slow past ``ABANDONED_AFTER``, B takes over and runs: A's append finds the
  row holding B's token and writes nothing (``ClaimLost``), so the command is stored
  once. The append locks the claim's row before it writes (after the stream's row, the
  order a game's deletion locks them too); a takeover committed first makes A's append
  write nothing, and a takeover coming second waits for A's commit, then sees A's answer
  and replays it.
- A concurrent second attempt while A runs: B is 409 in flight; A's answer or release
  touches only A's row.
- Claims written before the token existed (migration 0010) hold none: nothing releases
  or answers them, the next claim takes them over after ``ABANDONED_AFTER``, as before.

Retention (``infrastructure/retention.py``): a periodic purge deletes records older than
``RETENTION``, and claims still unanswered after ``ABANDONED_PURGE_AFTER``. Not after
``ABANDONED_AFTER``: a claim that old may belong to a request that is merely slow, and
deleting it would fail that request at its append (``ClaimLost``: its claim is gone),
while leaving it costs nothing (the next claim of the key takes it over). An hour is far
beyond any request's life (it runs a few statements, each bounded by
``statement_timeout``), so an older unanswered claim is dead, and removing it loses
nothing. An answer that holds a gm token stores no token (see
``services.games.create_game``).
"""

import asyncio
import hashlib
import itertools
import uuid
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any, Literal, Protocol, TypeVar

import msgspec
import structlog

from domain.core.words import Text, sentence
from services.errors import InvalidRequest, VersionConflict

ABANDONED_AFTER = timedelta(seconds=30)
RETENTION = timedelta(hours=24)
ABANDONED_PURGE_AFTER = timedelta(hours=1)
MAX_KEY_LENGTH = 200
LATE_RELEASE_PAUSES = (0.1, 0.2, 0.4, 0.5)
"""Seconds between tries of a late release (the last one repeats): while the database is
down a pending release costs one failed connection every half second, and once it is
back the release follows within half a second."""
T = TypeVar("T")
log = structlog.get_logger(__name__)


class IdempotencyKey(msgspec.Struct, frozen=True):
    """A key as one request claims it: where to record the response, and the ``token``
    that tells this request's claim from any other attempt's (drawn anew per request)."""

    scope: str
    key: str
    request_hash: bytes
    token: uuid.UUID = msgspec.field(default_factory=uuid.uuid4)


class Claim(msgspec.Struct, frozen=True):
    """The outcome of claiming a key."""

    status: Literal["new", "replay", "mismatch", "in_flight"]
    response: dict[str, Any] | None = None


def _in_flight() -> Text:
    return sentence("a request with this Idempotency-Key is still being processed")


class ClaimLost(VersionConflict):
    """The request's claim is no longer its own (taken over past ``ABANDONED_AFTER``, or
    purged): it wrote nothing, and the key's holder answers (409, as a key in flight)."""

    def __init__(self) -> None:
        super().__init__("idempotency_key_in_flight", _in_flight())


def request_key(scope: str, key: str | None, body: bytes) -> IdempotencyKey | None:
    """The key of a request (with a token of its own), or None when the client sent none."""
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
        raise VersionConflict("idempotency_key_in_flight", _in_flight())
    return claim.response if claim.status == "replay" else None


class ClaimStore(Protocol):
    """The part of the event store that keeps idempotency keys."""

    async def claim_idempotency(self, key: IdempotencyKey) -> Claim:
        """Claim a key for a request (the row holds ``key.token``)."""
        ...

    async def release_idempotency(self, key: IdempotencyKey) -> bool:
        """Forget the claim holding ``key.token`` if it has no answer; whether there was
        one to forget."""
        ...


class LateReleases:
    """Claims a failed request could not release at once, or may hold without knowing it
    (its claim's answer was lost), released again in the background until done or until
    the claim may be taken over anyway (``ABANDONED_AFTER`` after it was made). Each
    release deletes only its own request's claim without an answer (``token``), so a
    request whose commit reached the database although its client saw an error keeps its
    answer, and another attempt's claim of the key is never touched.

    One task per process tries them in turn: while the database is away every request
    that fails adds one, and only the first of each round is tried (a failure ends the
    round), so an outage costs one failed connection per pause, however many wait."""

    def __init__(self) -> None:
        self._waiting: dict[IdempotencyKey, tuple[ClaimStore, float]] = {}
        """Each key to release, its store and the loop time past which it may be taken over."""
        self._worker: asyncio.Task[None] | None = None
        self.found = 0
        """Late releases that deleted a claim (committed, though its request failed)."""
        self.absent = 0
        """Late releases that found no claim of theirs (never committed, or answered)."""

    @property
    def pending(self) -> int:
        """How many claims still wait for their release."""
        return len(self._waiting)

    def add(self, store: ClaimStore, key: IdempotencyKey, claimed_at: float) -> None:
        """Release ``key``'s claim, claimed at ``claimed_at`` (the loop's clock, read
        before the claim), as soon as the store answers again."""
        self._waiting[key] = (store, claimed_at + ABANDONED_AFTER.total_seconds())
        if self._worker is None or self._worker.done():
            self._worker = asyncio.create_task(self._work())

    async def stop(self) -> None:
        """Give up the releases still pending (the process stops)."""
        if self._worker is not None:
            self._worker.cancel()
            await asyncio.gather(self._worker, return_exceptions=True)
        self._waiting.clear()

    async def _work(self) -> None:
        loop = asyncio.get_running_loop()
        for attempt in itertools.count():
            if not self._waiting:
                return
            await asyncio.sleep(LATE_RELEASE_PAUSES[min(attempt, len(LATE_RELEASE_PAUSES) - 1)])
            for key, (store, deadline) in list(self._waiting.items()):
                if loop.time() > deadline:  # a takeover serves the retry now
                    del self._waiting[key]
                    log.info("idempotency_key_release_given_up", scope=key.scope)
                    continue
                try:
                    released = await store.release_idempotency(key)
                except Exception:  # still away: the others wait for the next round
                    break
                del self._waiting[key]
                self.found += released
                self.absent += not released
                log.info("idempotency_key_released_late", scope=key.scope, rounds=attempt + 1,
                         claim_found=released)


async def run_once(store: ClaimStore, key: IdempotencyKey | None,
                   run: Callable[[IdempotencyKey | None], Awaitable[T]],
                   replay: Callable[[dict[str, Any]], Awaitable[T]],
                   late: LateReleases) -> T:
    """Run a request once per key: ``run(key)`` records its answer in its own transaction;
    a retry gets ``replay(answer)``; a refused or failed request releases the key (through
    ``late`` when the store cannot be reached; the request's own error is raised), and so
    does a request whose claim failed, which may have been committed all the same."""
    if key is None:
        return await run(None)
    claimed_at = asyncio.get_running_loop().time()
    try:
        claim = await store.claim_idempotency(key)
    except BaseException:
        late.add(store, key, claimed_at)  # the database is likely away: no try at once
        raise
    answer = check_claim(claim)
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
