"""The table stage's live figures (issue #36): many tables' open pages under one command
per table every 2 s, and the Foundry follower's bytes per new commit."""

import asyncio
import statistics
import time
from typing import Any

import httpx

from services.context import AppContext
from tests.benchmarks.feed_load import cpu_seconds
from tests.benchmarks.table_games import TableGame, send
from tests.benchmarks.table_page import Page


async def live_load(base: str, pid: int, games: list[TableGame],
                    script: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    """Every table's five pages open; one command per table every 2 s for ``seconds``."""
    pages = [Page(base, game.game_id, token, board=True) for game in games
             for token in game.tokens]
    for start in range(0, len(pages), 50):
        await asyncio.gather(*(page.open() for page in pages[start:start + 50]))
    by_game = {game.game_id: pages[i * 5:(i + 1) * 5] for i, game in enumerate(games)}
    sent: list[tuple[str, int, float]] = []
    errors = 0
    cpu_before, wall = cpu_seconds(pid), time.perf_counter()

    async def table(game: TableGame, offset: float) -> None:
        nonlocal errors
        async with httpx.AsyncClient(base_url=base, timeout=30) as http:
            await asyncio.sleep(offset)
            rounds = int(seconds / 2)
            for n in range(rounds):
                at = wall + offset + 2 * n
                await asyncio.sleep(max(0.0, at - time.perf_counter()))
                started = time.perf_counter()
                version = await send(http, game, script[game.played])
                game.played += 1
                if version:
                    sent.append((game.game_id, version, started))
                else:
                    errors += 1

    await asyncio.gather(*(table(g, 2 * i / len(games)) for i, g in enumerate(games)))
    await asyncio.sleep(3)
    cpu = (cpu_seconds(pid) - cpu_before) / (time.perf_counter() - wall)
    latencies, missing = [], 0
    for game_id, version, started in sent:
        done = [min((u.done_at for v, u in page.updates.items() if v >= version),
                    default=None) for page in by_game[game_id]]
        if any(d is None for d in done):
            missing += 1
            continue
        latencies.append((max(d for d in done if d is not None) - started) * 1000)
    page_errors = sum(page.errors for page in pages)
    for page in pages:
        await page.close()
    latencies.sort()
    return {"tables": len(games), "pages": len(pages), "commits": len(sent),
            "p50_ms": _pct(latencies, 0.5), "p99_ms": _pct(latencies, 0.99),
            "server_cpu": cpu, "errors": errors + page_errors, "not_updated": missing}


def _pct(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


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
