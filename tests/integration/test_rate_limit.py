"""The per-seat rate limit under concurrency, on the tests' Redis: parallel hits share the
block one of them reserved, and two workers never let more than the limit through."""

import asyncio
import uuid

from redis.asyncio import Redis

from infrastructure.rate_limit import RateLimiter
from infrastructure.runtime import Runtime


def _limiter(runtime: Runtime, limit: int) -> RateLimiter:
    return RateLimiter(runtime.redis, limit=limit, window=60, prefix=f"test:{uuid.uuid4()}")


async def test_parallel_hits_of_one_seat_get_the_whole_limit_and_no_more(
        runtime: Runtime) -> None:
    limiter = _limiter(runtime, 120)
    states = await asyncio.gather(*(limiter.hit("seat") for _ in range(120)))
    assert all(state.allowed for state in states)
    assert sorted(state.remaining for state in states) == list(range(120))
    assert not (await limiter.hit("seat")).allowed


async def test_two_workers_together_stay_within_the_limit(runtime: Runtime) -> None:
    first = _limiter(runtime, 64)
    second = RateLimiter(runtime.redis, limit=64, window=60, prefix=first.prefix)
    states = await asyncio.gather(*(worker.hit("seat") for _ in range(50)
                                    for worker in (first, second)))
    allowed = sum(state.allowed for state in states)
    assert 64 - (first.block - 1) <= allowed <= 64, allowed


async def test_without_redis_parallel_hits_are_counted_in_the_worker() -> None:
    unreachable = Redis(host="127.0.0.1", port=1, socket_connect_timeout=0.2)
    limiter = RateLimiter(unreachable, limit=10, window=60)
    try:
        states = await asyncio.gather(*(limiter.hit("seat") for _ in range(12)))
    finally:
        await unreachable.aclose()
    assert [state.allowed for state in states].count(True) == 10
