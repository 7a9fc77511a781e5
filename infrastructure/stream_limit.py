"""Caps on open live-feed streams, per seat and per client address, across processes.

One observer token held 300 streams, and anyone may create a game (hence seats): each
stream is a task, a socket and a subscriber in a worker. So a stream is admitted only
while its seat holds fewer than ``FEED_MAX_PER_SEAT`` (default 8) and its client address
fewer than ``FEED_MAX_PER_ADDRESS`` (default 64; an IPv6 client by its /64, addresses in
``PUBLIC_RATE_EXEMPT`` not counted, the address read as the per-address limits read it);
past a cap: ``429 too_many_streams`` with ``Retry-After``, counted in
``tabletop_feed_streams_refused{limit}``. ``0`` disables a cap.

Counted in Redis, for every process at once: each open stream is a member of one sorted
set per subject (its seat, its address) scored with the expiry of its lease, on Redis's
clock. Admission is one Lua script that drops expired leases, checks every cap and adds
the stream to every set, atomically (two processes cannot both take the last place).
A closing stream leaves its sets at once; each process renews its streams' leases every
``RENEW_SECONDS`` in a few script calls, so the streams of a process that died stop
counting ``LEASE_SECONDS`` later. Without Redis, a process counts its own streams (the
caps then hold per process), and renewing puts them back in Redis once it is reachable.
"""

import asyncio
import contextlib
import itertools
import secrets
from collections.abc import Callable

import structlog
from redis.asyncio import Redis
from redis.exceptions import RedisError

from infrastructure.settings import FeedLimitSettings
from services.errors import RateLimited

LEASE_SECONDS = 30
RENEW_SECONDS = 10
RETRY_AFTER_SECONDS = 10
"""What a refused client is told: a stream of the same seat or address must end first."""
RENEW_BATCH = 500
"""Subjects per renewal script call (a call's arguments stay small)."""
log = structlog.get_logger("stream_limit")

_NOW_MS = ("local t = redis.call('TIME') "
           "local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) ")
ADMIT = _NOW_MS + """
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[i + 2]) then return i end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + tonumber(ARGV[2]), ARGV[1])
  redis.call('PEXPIRE', key, tonumber(ARGV[2]))
end
return 0
"""
"""KEYS: the subjects' sets; ARGV: member, lease ms, then each key's cap. Returns 0
(admitted) or the position of the first key whose cap is reached."""
RENEW = _NOW_MS + """
local lease, at = tonumber(ARGV[1]), 2
for _, key in ipairs(KEYS) do
  local count = tonumber(ARGV[at])
  for j = 1, count do redis.call('ZADD', key, now + lease, ARGV[at + j]) end
  at = at + count + 1
  redis.call('PEXPIRE', key, lease)
end
return 0
"""
"""KEYS: subjects' sets; ARGV: lease ms, then per key its member count and members."""


class TooManyStreams(RateLimited):
    """429: the seat or the client address already holds as many streams as allowed."""

    def __init__(self, whose: str, cap: int) -> None:
        super().__init__("too_many_streams", f"{whose} already holds {cap} open live "
                         f"streams, the most allowed; close one, then retry",
                         {"Retry-After": str(RETRY_AFTER_SECONDS)})


class StreamLease:
    """One admitted stream: the sets it counts in, its number in this process (its Redis
    member is ``<process>:<number>``); ``release`` it once. Small: a worker holds
    thousands."""

    __slots__ = ("keys", "member", "released")

    def __init__(self, keys: tuple[str, ...], member: int) -> None:
        self.keys, self.member, self.released = keys, member, False


class StreamLimits:
    """The caps of one server process, shared with the others through Redis."""

    def __init__(self, redis: Redis | None, settings: FeedLimitSettings,
                 refused: Callable[[str], None] = lambda _limit: None,
                 prefix: str = "feed:streams", lease_seconds: float = LEASE_SECONDS,
                 renew_seconds: float = RENEW_SECONDS) -> None:
        self._redis, self._settings, self._refused = redis, settings, refused
        self._prefix = prefix
        """Redis key namespace (tests give each app its own)."""
        self._lease_ms, self._renew_seconds = int(lease_seconds * 1000), renew_seconds
        self._process = secrets.token_hex(6)
        self._numbers = itertools.count(1)
        self._open: dict[str, set[int]] = {}
        """This process's streams by subject key (the fallback count, what is renewed)."""
        self._leaving: list[tuple[str, int]] = []
        self._renewer: asyncio.Task[None] | None = None
        self._remover: asyncio.Task[None] | None = None
        self._redis_down = False
        self._admit = redis.register_script(ADMIT) if redis is not None else None
        self._renew = redis.register_script(RENEW) if redis is not None else None

    async def admit(self, game_id: str, seat_id: str, address: str | None) -> StreamLease:
        """Admit one more stream of a seat from an address (None: an exempt address), or
        raise ``TooManyStreams``."""
        caps = [(f"{self._prefix}:seat:{game_id}:{seat_id}", self._settings.max_per_seat,
                 "seat", "this seat"),
                (f"{self._prefix}:address:{address}", self._settings.max_per_address,
                 "address", "this client address")]
        caps = [cap for cap in caps if cap[1] > 0 and (cap[2] == "seat" or address)]
        lease = StreamLease(tuple(key for key, *_ in caps), next(self._numbers))
        full = await self._full(lease, [limit for _, limit, *_ in caps])
        if full:
            _, limit, kind, whose = caps[full - 1]
            self._refused(kind)
            raise TooManyStreams(whose, limit)
        for key in lease.keys:
            self._open.setdefault(key, set()).add(lease.member)
        if lease.keys and (self._renewer is None or self._renewer.done()):
            self._renewer = asyncio.get_running_loop().create_task(self._renew_leases())
        return lease

    def release(self, lease: StreamLease) -> None:
        """The stream ended: it stops counting here at once, in Redis shortly after."""
        if lease.released:
            return
        lease.released = True
        for key in lease.keys:
            members = self._open.get(key)
            if members is not None:
                members.discard(lease.member)
                if not members:
                    del self._open[key]
            if self._redis is not None:
                self._leaving.append((key, lease.member))
        if not self._open and self._renewer is not None:
            self._renewer.cancel()  # nothing left to renew: no task waits while idle
            self._renewer = None
        if self._leaving and (self._remover is None or self._remover.done()):
            self._remover = asyncio.get_running_loop().create_task(self._remove_leaving())

    async def close(self) -> None:
        """Shutdown: stop renewing and take this process's streams out of Redis."""
        for task in (self._renewer, self._remover):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        self._leaving += [(key, m) for key, members in self._open.items() for m in members]
        self._open.clear()
        await self._remove_leaving()

    async def _full(self, lease: StreamLease, limits: list[int]) -> int:
        """0 when the stream fits every cap, else the position of the first full one."""
        if not lease.keys:
            return 0
        if self._admit is not None:
            try:
                full = int(await self._admit(keys=list(lease.keys), args=[
                    self._member(lease.member), self._lease_ms, *limits]))
                self._note_redis(up=True)
                return full
            except (RedisError, OSError) as error:
                self._note_redis(up=False, error=error)
        for position, (key, limit) in enumerate(zip(lease.keys, limits, strict=True), 1):
            if len(self._open.get(key, ())) >= limit:
                return position
        return 0

    async def _renew_leases(self) -> None:
        """Every ``RENEW_SECONDS`` while this process holds streams: extend their leases
        (and re-add those admitted while Redis was down)."""
        while self._open:
            await asyncio.sleep(self._renew_seconds)
            if self._renew is None:
                continue
            subjects = list(self._open.items())
            try:
                for start in range(0, len(subjects), RENEW_BATCH):
                    batch = subjects[start:start + RENEW_BATCH]
                    args: list[str | int] = [self._lease_ms]
                    for _, members in batch:
                        args += [len(members), *map(self._member, members)]
                    await self._renew(keys=[key for key, _ in batch], args=args)
                self._note_redis(up=True)
            except (RedisError, OSError) as error:
                self._note_redis(up=False, error=error)

    async def _remove_leaving(self) -> None:
        """Take ended streams out of their Redis sets (a failure: their leases expire)."""
        while self._leaving and self._redis is not None:
            leaving, self._leaving = self._leaving, []
            try:
                async with self._redis.pipeline(transaction=False) as pipe:
                    for key, member in leaving:
                        pipe.zrem(key, self._member(member))
                    await pipe.execute()
            except (RedisError, OSError) as error:
                self._note_redis(up=False, error=error)
                return

    def _member(self, number: int) -> str:
        return f"{self._process}:{number}"

    def _note_redis(self, up: bool, error: Exception | None = None) -> None:
        if up and self._redis_down:
            log.info("stream_limit_redis_back")
        elif not up and not self._redis_down:
            log.warning("stream_limit_redis_unavailable", error=str(error),
                        fallback="streams counted per process")
        self._redis_down = not up
