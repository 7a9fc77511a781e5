"""Per-game locks queue one game's writers and are dropped when idle."""

import asyncio

from services.locks import GameLocks


async def test_writers_of_one_game_run_one_at_a_time_and_the_lock_is_dropped() -> None:
    locks, inside, most = GameLocks(), 0, 0

    async def writer() -> None:
        nonlocal inside, most
        async with locks.hold("g"):
            inside += 1
            most = max(most, inside)
            await asyncio.sleep(0.001)
            inside -= 1

    await asyncio.gather(*(writer() for _ in range(10)))
    assert most == 1
    assert len(locks) == 0


async def test_different_games_do_not_wait_for_each_other() -> None:
    locks = GameLocks()
    entered = asyncio.Event()

    async def holder() -> None:
        async with locks.hold("a"):
            await entered.wait()

    task = asyncio.create_task(holder())
    await asyncio.sleep(0)
    async with locks.hold("b"):
        entered.set()
    await task
    assert len(locks) == 0
