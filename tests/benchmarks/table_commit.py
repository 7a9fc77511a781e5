"""What one commit costs one open page at a given size (the table stage's per-commit
figures, issue #36): the bytes and round-trip time of the page's reads, the server's own
time for them (its JSON request log), the hub's narrate-and-render per event, and the
hub's cost of the seat's ``state`` the feed carries (its document and the patch, timed in
process: the page no longer reads ``state``), and that document's bytes by part."""

import asyncio
import json
import statistics
import time
from pathlib import Path
from typing import Any

import httpx

from domain.core import Actor
from infrastructure.api.feed_stream import sse_message, state_document
from services.context import AppContext
from services.game_state import apply_events
from services.games import authenticate
from services.i18n import words
from services.merge_patch import diff
from services.narration import fold_steps, narrate_steps
from tests.benchmarks.offered_games import OfferedGame
from tests.benchmarks.table_games import TableGame, commit, grow
from tests.benchmarks.table_page import Page
from tests.benchmarks.walk_growth import by_part


def server_latencies(log: Path, offset: int) -> tuple[dict[str, list[float]], int]:
    """The server's own time (its JSON request log's ``latency_ms``) of the page's reads
    logged after byte ``offset``: by read (``state``, ``board.svg``); the new offset."""
    text = log.read_bytes()
    found: dict[str, list[float]] = {"state": [], "board.svg": []}
    for line in text[offset:].splitlines():
        if not line.startswith(b"{"):
            continue
        try:
            entry = json.loads(line)
        except json.JSONDecodeError:
            continue  # a line the server was still writing when the log was read
        path = str(entry.get("path", ""))
        for read in found:
            if entry.get("method") == "GET" and path.endswith("/" + read):
                found[read].append(float(entry.get("latency_ms", 0.0)))
    return found, len(text)


def render_ms(ctx_events: list[Any], before: Any, viewer: Actor) -> float:
    """Milliseconds the hub spends to narrate and render one event for one kind of reader
    (median over ``ctx_events``)."""
    spent = []
    for stored in ctx_events:
        started = time.perf_counter()
        steps = fold_steps(before, [stored])[1]
        for told in narrate_steps(steps, viewer, words(before.platform.language,
                                                       before.platform.ruleset)):
            sse_message(told)
        spent.append((time.perf_counter() - started) * 1000)
        before = apply_events(before, [stored])
    return statistics.median(spent)


async def carried_state_ms(ctx: AppContext, game_id: str, versions: list[int],
                           viewer: Actor) -> float:
    """Milliseconds the hub spends on one seat's ``state`` per commit (its document and
    the patch from the previous one; median over ``versions``)."""
    spent, last = [], None
    for version in versions:
        game = await ctx.loader.load_at(game_id, version)
        started = time.perf_counter()
        document = state_document(game, viewer, game.platform.language)
        if last is not None:
            diff(last, document)
        spent.append((time.perf_counter() - started) * 1000)
        last = document
    return statistics.median(spent)


async def state_sizes(ctx: AppContext, game_id: str, versions: list[int],
                      viewer: Actor) -> dict[str, tuple[int, float, int]]:
    """The bytes of the seat's ``state`` document at each of ``versions``, least, median
    and largest, in total and by part (``walk_growth.by_part``): one read at one version says
    as much of what is open at that moment (actions, situations, contests and the offers
    about them) as of the game's length, and the parts show which."""
    documents = []
    for version in versions:
        game = await ctx.loader.load_at(game_id, version)
        documents.append(state_document(game, viewer, game.platform.language))
    return by_part(documents)


async def per_commit(base: str, ctx: AppContext, game: TableGame | OfferedGame,
                     script: list[dict[str, Any]], levels: tuple[int, ...],
                     samples: int, log: Path) -> dict[str, Any]:
    """At each size, ``samples`` commits seen by one player's page."""
    found: dict[str, Any] = {}
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        for level in levels:
            await grow(ctx, game, script, level)
            page = Page(base, game.game_id, game.tokens[1], board=game.ruleset == "espri")
            opened_at = server_latencies(log, 0)[1]
            await page.open()
            state = await http.get(f"/v1/games/{game.game_id}/state", headers={
                "Authorization": f"Bearer {game.tokens[1]}", "Accept-Encoding": "identity"})
            offset = await _logged(log, opened_at, state_reads=2)
            first = (await ctx.loader.load(game.game_id)).version
            versions: list[int] = []
            for _ in range(samples):
                versions.append(await commit(http, ctx, game, script))
                await _updated(page, versions[-1], 10)
            await page.close()
            updates = list(page.updates.values())
            server, _ = server_latencies(log, offset)
            before = await ctx.loader.load_at(game.game_id, first)
            stored = await ctx.store.load(game.game_id, after=first, to=versions[-1])
            sse_ms = render_ms(stored, before, Actor(seat_id="p1", role="player"))
            board_share = sum(u.board_reads for u in updates) / max(1, len(updates))
            player = await authenticate(ctx, game.tokens[1], game.game_id)
            state_parts = await state_sizes(ctx, game.game_id, versions, player)
            state_ms = (statistics.median(server["state"]) if server["state"] else
                        await carried_state_ms(ctx, game.game_id, versions, player))
            per_event = (state_ms + board_share * (
                statistics.median(server["board.svg"]) if server["board.svg"] else 0.0)
                + sse_ms * len(stored) / max(1, len(updates)))
            found[str(level)] = {
                "server_ms_per_commit": per_event,
                "server_state_p50_ms": state_ms,
                "state_reads": len(server["state"]),
                "server_board_p50_ms": statistics.median(server["board.svg"] or [0.0]),
                "sse_render_ms_per_event": sse_ms,
                "events": versions[-1], "commits": len(updates),
                "events_per_commit": (versions[-1] - versions[0]) / max(1, samples - 1),
                "p50_bytes": statistics.median(u.total_bytes for u in updates),
                "p50_ms": statistics.median(u.read_ms for u in updates),
                "p50_sse_bytes": statistics.median(u.sse_bytes for u in updates),
                "board_reads": sum(u.board_reads for u in updates),
                "state_bytes_raw": len(state.content),
                "state_bytes_least": state_parts["total"][0],
                "state_bytes_p50": state_parts["total"][1],
                "state_bytes_max": state_parts["total"][2],
                "state_bytes_by_part": state_parts, "errors": page.errors}
    return found


async def _logged(log: Path, offset: int, state_reads: int, seconds: float = 3.0) -> int:
    """The log's offset once the ``state`` reads made since ``offset`` (the page's opening
    read and the stage's own) are logged: the server writes a request's line after its
    answer, and one logged late would count as a read caused by the first commit."""
    deadline = time.monotonic() + seconds
    while True:
        found, end = server_latencies(log, offset)
        if len(found["state"]) >= state_reads or time.monotonic() > deadline:
            return end
        await asyncio.sleep(0.02)


async def _updated(page: Page, version: int, seconds: float) -> None:
    """Wait until the page has done its reads for ``version`` (a bounded wait)."""
    deadline = time.monotonic() + seconds
    while not any(v >= version for v in page.updates) and time.monotonic() < deadline:
        page.updated.clear()
        try:
            await asyncio.wait_for(page.updated.wait(), deadline - time.monotonic())
        except TimeoutError:
            return
