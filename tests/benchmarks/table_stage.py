"""The "table" stage (issue #36): what one event costs each open page, and a live load.

``python -m tests.benchmarks.table_stage [--quick]`` runs it alone (also ``python -m
tests.benchmarks --only table``). A real server (uvicorn subprocess) over a fresh
database; games are grown through the service layer (the recorded ESPRI session), then
measured over loopback by real SSE clients doing the page's reads (``table_page``).

- per commit per page, at 10^2, 10^3 and 10^4 events: the bytes of the SSE messages, the
  ``state`` read (If-None-Match) and ``board.svg`` when a message says ``board``, and the
  reads' round-trip time; ``GET state`` bytes at each size;
- live load: tables x 5 pages (gm, two players, two observers), one command per table
  every 2 s: command sent -> every page's reads done, p50 / p99; server CPU; errors;
- the Foundry follower: bytes of ``export?format=foundry&after=`` per new commit on a
  3,000-event game, and the same without ``after``.
"""

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import msgspec

from domain.core import Actor, DomainError
from infrastructure.api.feed_stream import sse_message
from infrastructure.runtime import Runtime
from services.commands import CommandRequest, handle_command
from services.context import AppContext
from services.game_state import apply_events
from services.games import add_seat, create_game
from services.i18n import words
from services.narration import fold_steps, narrate_steps
from tests.benchmarks.env import migrated, recreate, settings_for
from tests.benchmarks.espri_script import record_calls, setup_commands
from tests.benchmarks.games import meta
from tests.benchmarks.live_load import live_load
from tests.benchmarks.offered_games import (
    SYSTEMS as OFFERED,
)
from tests.benchmarks.offered_games import (
    OfferedGame,
    commit_offered,
    grow_offered,
    offered_game,
)
from tests.benchmarks.table_page import Page
from tests.support.ardri_http import sheet as ardri_sheet
from tests.unit.ardri.test_views_bounded import IDS as ARDRI_IDS
from tests.unit.ardri.test_views_bounded import _turn as ardri_turn

DATABASE = "tabletop_bench_table"
LEVELS = (100, 1_000, 10_000)
SAMPLES = 30
"""Commits measured at each size."""
GENERATORS = 2
"""The live load's generator processes (``live_load``)."""


class TableGame(msgspec.Struct):
    """A game with its seats' tokens (gm, two players, two observers)."""

    game_id: str
    gm_seat_id: str
    tokens: list[str]
    played: int = 0
    """How many bodies of the script it has played."""
    ruleset: str = "espri"
    queued: list[dict[str, Any]] = msgspec.field(default_factory=list)
    """Ardri: the next commands, made from the state when the queue runs out."""


async def table_game(ctx: AppContext) -> TableGame:
    """A mixed ESPRI game, set up, with five seats."""
    created = await create_game(ctx, "espri", "table bench", {"randomness": "mixed"}, meta())
    gm = Actor(seat_id=created.gm_seat_id, role="gm")
    deva = await add_seat(ctx, created.game_id, gm, "player", "deva", meta())
    ceres = await add_seat(ctx, created.game_id, gm, "player", "ceres", meta())
    watchers = [await add_seat(ctx, created.game_id, gm, "observer", f"o{i}", meta())
                for i in range(2)]
    for body in setup_commands(deva.seat_id, ceres.seat_id):
        await handle_command(ctx, CommandRequest(
            game_id=created.game_id,
            actor=gm,
            body=msgspec.json.encode(body),
            metadata=meta()))
    return TableGame(created.game_id, created.gm_seat_id,
                     [created.gm_token, deva.token, ceres.token, *(w.token for w in watchers)])


async def ardri_game(ctx: AppContext) -> TableGame:
    """A server-rolled Ardri game: three characters of two players, two observers."""
    created = await create_game(ctx, "ardri", "table bench", {"randomness": "server"}, meta())
    gm = Actor(seat_id=created.gm_seat_id, role="gm")
    seats = [await add_seat(ctx, created.game_id, gm, "player", name, meta())
             for name in ("p1", "p2")]
    watchers = [await add_seat(ctx, created.game_id, gm, "observer", f"o{i}", meta())
                for i in range(2)]
    for n, cid in enumerate(ARDRI_IDS):
        await handle_command(ctx, CommandRequest(
            game_id=created.game_id,
            actor=gm,
            body=msgspec.json.encode(ardri_sheet(
            cid, spirit=4, owner_player_id=seats[n % 2].seat_id)), metadata=meta()))
    return TableGame(created.game_id, created.gm_seat_id,
                     [created.gm_token, *(s.token for s in seats),
                      *(w.token for w in watchers)], ruleset="ardri")


async def next_body(ctx: AppContext, game: TableGame,
                    script: list[dict[str, Any]]) -> dict[str, Any]:
    """The game's next command: the ESPRI script's, or Ardri's turns (a roll, the store of
    its lost successes, now and then a concurrence; sessions of about 60 events)."""
    if game.ruleset == "espri":
        game.played += 1
        return script[game.played - 1]
    if not game.queued:
        state = (await ctx.loader.load(game.game_id)).rules
        turn = game.played
        game.played += 1
        if state.session is None or turn % 12 == 0:
            if state.session is not None:
                game.queued.append({"type": "EndSession"})
            game.queued.append({"type": "StartSession",
                                "present_character_ids": list(ARDRI_IDS)})
        game.queued += [msgspec.to_builtins(c) for c in ardri_turn(state, turn)]
    return game.queued.pop(0)


async def grow(ctx: AppContext, game: TableGame | OfferedGame,
               script: list[dict[str, Any]], events: int) -> int:
    """Play through the service layer until the game has ``events`` events."""
    if isinstance(game, OfferedGame):
        return await grow_offered(ctx, game, events)
    gm = Actor(seat_id=game.gm_seat_id, role="gm")
    version = (await ctx.loader.load(game.game_id)).version
    while version < events:
        body = await next_body(ctx, game, script)
        try:
            version = (await handle_command(ctx, CommandRequest(
                game_id=game.game_id,
                actor=gm,
                body=msgspec.json.encode(body),
                metadata=meta()))).version
        except DomainError:
            continue  # a turn the state no longer allows (a store of nothing lost)
    return version


async def send(http: httpx.AsyncClient, game: TableGame, body: dict[str, Any]) -> int:
    """One command over HTTP as the gm; the new version (0: refused)."""
    answer = await http.post(f"/v1/games/{game.game_id}/commands", json=body,
                             headers={"Authorization": f"Bearer {game.tokens[0]}"})
    return int(answer.json()["version"]) if answer.status_code == 200 else 0


async def commit(http: httpx.AsyncClient, ctx: AppContext, game: TableGame | OfferedGame,
                 script: list[dict[str, Any]]) -> int:
    """Send commands until one is accepted; its version (0 after ten refusals)."""
    if isinstance(game, OfferedGame):
        return await commit_offered(http, ctx, game)
    for _ in range(10):
        version = await send(http, game, await next_body(ctx, game, script))
        if version:
            return version
    return 0


def server_latencies(log: Path, offset: int) -> tuple[dict[str, list[float]], int]:
    """The server's own time (its JSON request log's ``latency_ms``) of the page's reads
    logged after byte ``offset``: by read (``state``, ``board.svg``); the new offset."""
    text = log.read_bytes()
    found: dict[str, list[float]] = {"state": [], "board.svg": []}
    for line in text[offset:].splitlines():
        if not line.startswith(b"{"):
            continue
        entry = json.loads(line)
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
        for told in narrate_steps(steps, viewer, words(before.table.language,
                                                       before.table.ruleset)):
            sse_message(told)
        spent.append((time.perf_counter() - started) * 1000)
        before = apply_events(before, [stored])
    return statistics.median(spent)


async def per_commit(base: str, ctx: AppContext, game: TableGame | OfferedGame,
                     script: list[dict[str, Any]], levels: tuple[int, ...],
                     samples: int, log: Path) -> dict[str, Any]:
    """At each size, ``samples`` commits seen by one player's page."""
    found: dict[str, Any] = {}
    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        for level in levels:
            await grow(ctx, game, script, level)
            page = Page(base, game.game_id, game.tokens[1], board=game.ruleset == "espri")
            await page.open()
            state = await http.get(f"/v1/games/{game.game_id}/state", headers={
                "Authorization": f"Bearer {game.tokens[1]}", "Accept-Encoding": "identity"})
            offset = server_latencies(log, 0)[1]
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
            per_event = (statistics.median(server["state"]) + board_share * (
                statistics.median(server["board.svg"]) if server["board.svg"] else 0.0)
                + sse_ms * len(stored) / max(1, len(updates)))
            found[str(level)] = {
                "server_ms_per_commit": per_event,
                "server_state_p50_ms": statistics.median(server["state"]),
                "server_board_p50_ms": statistics.median(server["board.svg"] or [0.0]),
                "sse_render_ms_per_event": sse_ms,
                "events": versions[-1], "commits": len(updates),
                "events_per_commit": (versions[-1] - versions[0]) / max(1, samples - 1),
                "p50_bytes": statistics.median(u.total_bytes for u in updates),
                "p50_ms": statistics.median(u.read_ms for u in updates),
                "p50_sse_bytes": statistics.median(u.sse_bytes for u in updates),
                "board_reads": sum(u.board_reads for u in updates),
                "state_bytes_raw": len(state.content), "errors": page.errors}
    return found


async def _updated(page: Page, version: int, seconds: float) -> None:
    """Wait until the page has done its reads for ``version`` (a bounded wait)."""
    deadline = time.monotonic() + seconds
    while not any(v >= version for v in page.updates) and time.monotonic() < deadline:
        page.updated.clear()
        try:
            await asyncio.wait_for(page.updated.wait(), deadline - time.monotonic())
        except TimeoutError:
            return


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


async def run(quick: bool = False, systems: tuple[str, ...] = ("espri", "ardri", *OFFERED),
              live: bool = True, workers: int = 1, processes: int = GENERATORS,
              ) -> dict[str, Any]:
    """Every figure of the stage (``systems``: whose per-commit figures; ``live``: the
    Foundry follower and the live load too; ``workers``: the server's processes;
    ``processes``: the live load's generator processes)."""
    from tests.benchmarks.stages import start

    levels = LEVELS[:2] if quick else LEVELS
    script, _ = record_calls(3_000 if not quick else 400)
    url = await migrated(DATABASE)
    runtime = await Runtime.start(settings_for(url))
    server = start("ours", url, {"WORKERS": str(workers)} if workers > 1 else None)
    results: dict[str, Any] = {"quick": quick, "server_workers": workers}
    try:
        await server.ready()
        base = server.base
        for system in ("espri", "ardri", *OFFERED):
            if system not in systems:
                continue
            grown = await (table_game(runtime.ctx) if system == "espri" else ardri_game(
                runtime.ctx) if system == "ardri" else offered_game(runtime.ctx, system))
            results[f"per_commit_{system}"] = await per_commit(
                base, runtime.ctx, grown, script, levels, 10 if quick else SAMPLES,
                Path(server.log.name))
            if isinstance(grown, OfferedGame):
                results[f"played_{system}"] = grown.counts
            print(f"[table] per commit {system} {results[f'per_commit_{system}']}",
                  file=sys.stderr, flush=True)
        if not live:
            return results
        follower = await table_game(runtime.ctx)
        await grow(runtime.ctx, follower, script, 3_000 if not quick else 500)
        results["foundry"] = await foundry_follower(base, runtime.ctx, follower, script,
                                                    10 if quick else 20)
        print(f"[table] foundry {results['foundry']}", file=sys.stderr)
        results["live"] = []
        for tables in ((2, 10) if quick else (2, 5, 10, 20, 50, 100, 200)):
            games = [await table_game(runtime.ctx) for _ in range(tables)]
            measured = await live_load(base, server.process.pid, games, script,
                                       10 if quick else 60, processes, DATABASE)
            results["live"].append(measured)
            print(f"[table] live {measured}", file=sys.stderr, flush=True)
            if measured["p99_ms"] > 250 or measured["errors"]:
                break
    finally:
        server.stop()
        await runtime.stop()
        try:
            await recreate(DATABASE, create=False)
        except Exception as error:  # a busy shared machine: the next run drops it
            print(f"[table] could not drop {DATABASE}: {error}", file=sys.stderr)
    return results


def main() -> None:
    """Run the stage alone and print its figures as JSON."""
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks.table_stage")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--system", action="append", choices=("espri", "ardri", *OFFERED, "none"),
                        help="per-commit figures of these rule systems only (none: the "
                        "follower and the live load only)")
    parser.add_argument("--no-live", action="store_true",
                        help="skip the Foundry follower and the live load")
    parser.add_argument("--workers", type=int, default=1, help="server processes")
    parser.add_argument("--processes", type=int, default=GENERATORS,
                        help="the live load's generator processes")
    args = parser.parse_args()
    results = asyncio.run(run(args.quick, tuple(args.system or ("espri", "ardri", *OFFERED)),
                              not args.no_live, args.workers, args.processes))
    print(msgspec.json.format(msgspec.json.encode(results)).decode())


if __name__ == "__main__":
    main()
