"""Fixed-window rate limits counted in Redis (shared by every worker): commands per seat,
and (``infrastructure/public_rate_limit.py``) tokenless requests per client address.

When Redis is unreachable the count falls back to this process's memory, so Redis can
never block a request; the limit then holds per worker instead of per deployment.
"""

import asyncio
import time
from dataclasses import dataclass, field

import structlog
from redis.asyncio import Redis
from redis.exceptions import RedisError

log = structlog.get_logger("rate_limit")


@dataclass(frozen=True)
class RateState:
    """The outcome of one hit, with what the ``RateLimit`` headers say."""

    allowed: bool
    limit: int
    remaining: int
    reset_seconds: int
    window: int = 60
    policy: str = "default"

    def headers(self) -> dict[str, str]:
        """The IETF fields (draft-ietf-httpapi-ratelimit-headers): ``RateLimit-Policy:
        "<policy>";q=<limit>;w=<window>`` and ``RateLimit: "<policy>";r=<remaining>;t=<reset>``
        (structured fields, RFC 9651)."""
        return {"RateLimit-Policy": f'"{self.policy}";q={self.limit};w={self.window}',
                "RateLimit": f'"{self.policy}";r={self.remaining};t={self.reset_seconds}'}


@dataclass
class RateLimiter:
    """``limit`` hits per subject (a seat, a client address) per ``window`` seconds.

    Each worker reserves numbers from the subject's Redis counter a block at a time (one
    ``INCRBY`` per block instead of a round trip per command) and hands them out
    locally: a command is allowed when its number is within the limit. Numbers a worker
    reserved but did not use are lost at the end of the window, so with several workers
    a subject may be refused up to ``block - 1`` commands early per other worker; never late.
    Hits that arrive while a block is being reserved wait for it: each reserving its own
    would burn ``block`` numbers per concurrent hit (20 parallel commands of one seat
    took 140 numbers of a limit of 120).
    """

    redis: Redis | None
    limit: int = 120
    window: int = 10
    block: int = 0
    """Numbers reserved per Redis round trip (0: ``limit // 16``, between 1 and 32)."""
    prefix: str = "ratelimit"
    """Redis key namespace: one per limit (``ratelimit`` alone: the per-seat one)."""
    policy: str = "commands"
    """The policy's name in the ``RateLimit`` fields (per seat: ``commands``)."""
    _grants: dict[str, tuple[int, int]] = field(default_factory=dict)
    _window_index: int = -1
    _local: dict[str, int] = field(default_factory=dict)
    _reserving: dict[str, asyncio.Task[bool]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.block <= 0:
            self.block = max(1, min(32, self.limit // 16))

    async def hit(self, subject: str) -> RateState:
        """Count one hit of a subject (a command of a seat, a request of an address)."""
        now = time.time()
        window_index = int(now // self.window)
        if window_index != self._window_index:
            self._grants.clear()
            self._window_index = window_index
        key = f"{self.prefix}:{subject}:{window_index}"
        count = await self._number(key)
        reset = max(1, int((window_index + 1) * self.window - now))
        return RateState(count <= self.limit, self.limit, max(0, self.limit - count), reset,
                         self.window, self.policy)

    async def _number(self, key: str) -> int:
        """The subject's next number in this window (from a reserved block when possible)."""
        while True:
            start, end = self._grants.get(key, (1, 0))
            if start <= end:
                self._grants[key] = (start + 1, end)
                return start
            reserving = self._reserving.get(key)
            if reserving is None:
                reserving = asyncio.get_running_loop().create_task(self._reserve_block(key))
                self._reserving[key] = reserving
            if not await asyncio.shield(reserving):  # a cancelled hit leaves the block
                return self._count_locally(key)

    async def _reserve_block(self, key: str) -> bool:
        try:
            reserved = await self._reserve(key)
            if reserved is not None:
                self._grants[key] = (reserved - self.block + 1, reserved)
            return reserved is not None
        finally:
            del self._reserving[key]

    async def _reserve(self, key: str) -> int | None:
        if self.redis is None:
            return None
        try:
            async with self.redis.pipeline(transaction=True) as pipe:
                pipe.incrby(key, self.block)
                pipe.expire(key, self.window * 2)
                count, _ = await pipe.execute()
            return int(count)
        except (RedisError, OSError) as error:
            log.warning("rate_limit_redis_unavailable", error=str(error))
            return None

    def _count_locally(self, key: str) -> int:
        if len(self._local) > 100_000:
            self._local.clear()
        self._local[key] = self._local.get(key, 0) + 1
        return self._local[key]
