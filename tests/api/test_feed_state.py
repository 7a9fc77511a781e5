"""The live feed carries each seat's ``state`` (issue #36): a page that applies the
feed's patches holds, after every commit, what ``GET …/state`` answers that seat at that
version, in two rule systems, for the gm and for a player (whose view hides what the gm's
shows: a patch is made from the seat's own documents only, so it carries nothing the
seat's ``GET`` would not). The page reads ``state`` only for its first load."""

import asyncio

import pytest
from httpx import AsyncClient

from services.context import AppContext
from tests.benchmarks.offered_games import grow_offered, offered_game
from tests.benchmarks.table_page import Page
from tests.support.api import bearer

COMMITS = 30


async def caught_up(page: Page, version: int) -> None:
    """Wait until the page's copy of its state is at ``version``."""
    async with asyncio.timeout(10):
        while page.state.version < version:
            page.updated.clear()
            if page.state.version < version:
                await page.updated.wait()


@pytest.mark.parametrize("system", ["xyrop", "locquemare"])
async def test_a_page_applying_the_feeds_patches_holds_what_a_fresh_read_of_state_answers(
        ctx: AppContext, client: AsyncClient, live_server: str, system: str) -> None:
    game = await offered_game(ctx, system)
    seats = game.tokens[:2]  # the gm and a player
    pages = [Page(live_server, game.game_id, token) for token in seats]
    for page in pages:
        await page.open()
    try:
        version = (await ctx.loader.load(game.game_id)).version
        for _ in range(COMMITS):
            version = await grow_offered(ctx, game, version + 1)
            for page, token in zip(pages, seats, strict=True):
                await caught_up(page, version)
                fresh = await client.get(f"/v1/games/{game.game_id}/state",
                                         params={"at": version}, headers=bearer(token))
                assert page.state.version == version
                assert page.state.document == fresh.json()
        gm, player = (page.state.document for page in pages)
        assert gm != player  # each seat was sent its own (the gm's offers, hidden parts)
        if system == "locquemare":  # the Adversity's secrets stay out of a player's view
            assert gm["state"] != player["state"]
        for page in pages:
            assert page.state.patched == COMMITS  # every update came with the feed's
            assert sum(u.state_bytes for u in page.updates.values()) == 0  # no read
            assert page.errors == 0
    finally:
        for page in pages:
            await page.close()
