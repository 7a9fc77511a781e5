"""Per-seat command rate limit: a fixed window counted in Redis (shared by every worker).

When Redis is unreachable the count falls back to this process's memory, so Redis can
never block a command; the limit then holds per worker instead of per deployment.
"""

import time
from dataclasses import dataclass, field

import structlog
from redis.asyncio import Redis
from redis.exceptions import RedisError

log = structlog.get_logger("rate_limit")


@dataclass(frozen=True)
class RateState:
    """The outcome of one hit, with what the ``RateLimit-*`` headers say."""

    allowed: bool
    limit: int
    remaining: int
    reset_seconds: int

    def headers(self) -> dict[str, str]:
        """``RateLimit-Limit``, ``RateLimit-Remaining``, ``RateLimit-Reset``."""
        return {"RateLimit-Limit": str(self.limit),
                "RateLimit-Remaining": str(self.remaining),
                "RateLimit-Reset": str(self.reset_seconds)}


@dataclass
class RateLimiter:
    """``limit`` commands per seat per ``window`` seconds."""

    redis: Redis | None
    limit: int = 120
    window: int = 10
    _local: dict[str, int] = field(default_factory=dict)

    async def hit(self, seat_id: str) -> RateState:
        """Count one command of a seat."""
        now = time.time()
        window_index = int(now // self.window)
        key = f"ratelimit:{seat_id}:{window_index}"
        count = await self._count(key)
        reset = max(1, int((window_index + 1) * self.window - now))
        return RateState(count <= self.limit, self.limit, max(0, self.limit - count), reset)

    async def _count(self, key: str) -> int:
        if self.redis is not None:
            try:
                async with self.redis.pipeline(transaction=True) as pipe:
                    pipe.incr(key)
                    pipe.expire(key, self.window * 2)
                    count, _ = await pipe.execute()
                return int(count)
            except (RedisError, OSError) as error:
                log.warning("rate_limit_redis_unavailable", error=str(error))
        if len(self._local) > 100_000:
            self._local.clear()
        self._local[key] = self._local.get(key, 0) + 1
        return self._local[key]
