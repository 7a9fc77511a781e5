"""The command path profiled in process: ``services.commands.handle_command`` replaying
the recorded ESPRI Calls on fresh games, one command at a time, under cProfile.

Run alone: ``python -m tests.benchmarks.profile_path [--commands N]`` prints the
sequential rate (without the profiler) and the top functions by own time and by
cumulative time (with it).
"""

import argparse
import asyncio
import cProfile
import io
import pstats
import time
import uuid
from collections.abc import Sequence
from typing import Any

import msgspec

from domain.core import Actor
from infrastructure.runtime import Runtime
from services.commands import CommandRequest, handle_command
from services.context import AppContext
from tests.benchmarks.env import migrated, settings_for
from tests.benchmarks.espri_script import Json, record_calls
from tests.benchmarks.games import BenchGame, espri_game


async def _play(ctx: AppContext, games: Sequence[tuple[BenchGame, Actor]],
                script: Sequence[bytes], count: int) -> int:
    done = 0
    for game, actor in games:
        for body in script:
            if done >= count:
                return done
            await handle_command(ctx, CommandRequest(
                game_id=game.game_id,
                actor=actor,
                body=body,
                metadata={"command_id": str(uuid.uuid4()), "client": "profile"}))
            done += 1
    return done


async def _games(ctx: AppContext, count: int, per_game: int) -> list[tuple[BenchGame, Actor]]:
    games = [await espri_game(ctx) for _ in range(count // per_game + 1)]
    return [(game, game.gm) for game in games]


async def profile(script: Sequence[Json], count: int) -> dict[str, Any]:
    """Sequential commands/s without and with the profiler, and the profile's top lines."""
    runtime = await Runtime.start(settings_for(await migrated("tabletop_bench_profile")))
    bodies = [msgspec.json.encode(body) for body in script]
    try:
        ctx = runtime.ctx
        plain = await _games(ctx, count, len(bodies))
        started = time.perf_counter()
        done = await _play(ctx, plain, bodies, count)
        rate = done / (time.perf_counter() - started)
        profiled = await _games(ctx, count, len(bodies))
        profiler = cProfile.Profile()
        profiler.enable()
        await _play(ctx, profiled, bodies, count)
        profiler.disable()
    finally:
        await runtime.stop()
    return {"commands_per_s_sequential": rate, "commands": done,
            "top_own": _top(profiler, "tottime"), "top_cumulative": _top(profiler, "cumulative")}


def _top(profiler: cProfile.Profile, key: str, lines: int = 25) -> str:
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.strip_dirs().sort_stats(key).print_stats(lines)
    return out.getvalue()


def main() -> None:
    """Profile and print."""
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks.profile_path")
    parser.add_argument("--commands", type=int, default=600)
    args = parser.parse_args()
    script, _ = record_calls(1000)
    result = asyncio.run(profile(script, args.commands))
    print(f"{result['commands']} commands, {result['commands_per_s_sequential']:.1f}/s "
          "sequential, in process, without the profiler")
    print(result["top_own"])
    print(result["top_cumulative"])


if __name__ == "__main__":
    main()
