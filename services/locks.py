"""One writer at a time per game inside a worker.

Optimistic concurrency keeps the store correct across workers; inside one worker,
commands for the same game would only race each other into conflicts and retries. A
per-game lock queues them instead: each decides on the state its predecessor left.
"""

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager


class GameLocks:
    """Per-game asyncio locks, dropped when no command waits on them."""

    def __init__(self) -> None:
        self._locks: dict[str, asyncio.Lock] = {}
        self._waiting: dict[str, int] = {}

    @asynccontextmanager
    async def hold(self, game_id: str) -> AsyncIterator[None]:
        """Hold the game's lock for the duration of the block."""
        lock = self._locks.setdefault(game_id, asyncio.Lock())
        self._waiting[game_id] = self._waiting.get(game_id, 0) + 1
        try:
            async with lock:
                yield
        finally:
            self._waiting[game_id] -= 1
            if not self._waiting[game_id]:
                del self._waiting[game_id], self._locks[game_id]

    def __len__(self) -> int:
        return len(self._locks)
