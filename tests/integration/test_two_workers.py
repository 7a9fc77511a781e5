"""Two workers (two state caches) on one store: a stale cache never decides an answer."""

import pytest

from domain.core import GM
from services import commands, games
from services.context import AppContext
from services.errors import PreconditionFailed


def second_worker(ctx: AppContext) -> AppContext:
    """Another process's view: the same store, its own cache of game states."""
    return AppContext.build(ctx.store)


async def send(ctx: AppContext, body: bytes, if_match: int | None = None,
               ) -> commands.CommandResult:
    return await commands.handle_command(ctx, commands.CommandRequest(
        game_id=GAME[0],
        actor=GM,
        body=body,
        if_match=if_match))


GAME: list[str] = []


async def started(ctx: AppContext, start: int) -> tuple[AppContext, AppContext]:
    GAME[:] = [(await games.create_game(ctx, "counter", "two workers", {"start": start},
                                        {})).game_id]
    other = second_worker(ctx)
    await other.loader.load(GAME[0])
    return ctx, other


async def test_a_refusal_on_a_stale_cache_is_rechecked_on_fresh_state(ctx: AppContext) -> None:
    first, second = await started(ctx, 1000)
    await send(first, b'{"type": "Reset"}')
    result = await send(second, b'{"type": "Increment"}')  # second still caches total 1000
    assert [e.data["total"] for e in result.events] == [1]


async def test_an_append_on_a_stale_cache_conflicts_and_is_redecided(ctx: AppContext) -> None:
    first, second = await started(ctx, 0)
    await send(first, b'{"type": "Increment", "by": 5}')
    result = await send(second, b'{"type": "Increment", "by": 1}')
    assert (result.version, result.events[0].data["total"]) == (3, 6)


async def test_if_match_is_checked_against_the_fresh_version(ctx: AppContext) -> None:
    first, second = await started(ctx, 0)
    await send(first, b'{"type": "Increment"}')
    assert (await send(second, b'{"type": "Increment"}', if_match=2)).version == 3
    with pytest.raises(PreconditionFailed) as refused:
        await send(second, b'{"type": "Increment"}', if_match=2)
    assert refused.value.code == "version_mismatch"
