"""The table stage's Foundry follower (issue #36): its bytes per new commit (the live load
is ``live_load``)."""

import statistics
from typing import Any

import httpx

from services.context import AppContext
from tests.benchmarks.table_games import TableGame, send


async def foundry_follower(base: str, ctx: AppContext, game: TableGame,
                           script: list[dict[str, Any]], samples: int) -> dict[str, Any]:
    """Bytes a follower reads per new commit, with ``after`` and without it."""
    path = f"/v1/games/{game.game_id}/export"
    sizes: dict[str, list[int]] = {"after": [], "whole": []}
    async with httpx.AsyncClient(base_url=base, timeout=60, headers={
            "Authorization": f"Bearer {game.tokens[0]}", "Accept-Encoding": "gzip"}) as http:
        version = (await ctx.loader.load(game.game_id)).version
        for _ in range(samples):
            new = await send(http, game, script[game.played])
            game.played += 1
            after = await http.get(path, params={"format": "foundry", "view_as": "observer",
                                                 "after": version})
            sizes["after"].append(int(after.num_bytes_downloaded))
            pictures = [m["flags"]["tabletop"].get("board_picture")
                        for m in after.json()["messages"]]
            for picture in filter(None, pictures):
                board = await http.get(picture)
                sizes["after"][-1] += int(board.num_bytes_downloaded)
            version = new or version
        whole = await http.get(path, params={"format": "foundry", "view_as": "observer"})
        sizes["whole"].append(int(whole.num_bytes_downloaded))
    return {"events": version, "p50_bytes_after": statistics.median(sizes["after"]),
            "max_bytes_after": max(sizes["after"]), "bytes_whole": sizes["whole"][0]}
