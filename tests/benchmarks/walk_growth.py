"""Does one commit cost more in a long game? (issue #36: the 10^4 figure at most 1.5 x the
10^2 one). In process, for the rule systems the table stage walks by their offers
(``tests.support.offered_walk``): a game grown to 10^2 and one to 10^4 events take the
same number of offered commits, back to back, and each commit's CPU time is split into
decide + evolve, the French narration of its events, and every seat's ``GET state`` body
(view, offers, JSON). The folded state's bytes are printed too, and a player's ``GET
state`` bytes by part (least / median / largest over the sampled commits): what varies from one
commit to the next is what is open then (actions, situations, contests and the offers
about them), not the game's length.

    PYTHONPATH=. .venv/bin/python -m tests.benchmarks.walk_growth [system ...] [--profile]

``--profile`` adds cProfile's top 25 (own time) per size, to see what grows.
"""

import cProfile
import pstats
import statistics
import sys
import time
from typing import Any

import msgspec

from domain.core import DomainError, SeededRandomSource
from services.i18n import words
from tests.benchmarks.offered_games import FREE, SYSTEMS
from tests.support.offered_walk import Walk, offered_table, pick

SIZES = (100, 10_000)
SAMPLES = 150


def state_parts(document: dict[str, Any]) -> dict[str, int]:
    """The bytes of each part of a ``GET state`` document: each entry of its view
    (``state.characters``, ``state.actions``…), ``available`` and ``waiting_for``."""
    parts = {f"state.{key}": len(msgspec.json.encode(value))
             for key, value in document["state"].items()}
    return parts | {key: len(msgspec.json.encode(document[key]))
                    for key in ("available", "waiting_for")}


def by_part(documents: list[dict[str, Any]]) -> dict[str, tuple[int, float, int]]:
    """Per part, the least, median and largest bytes over ``documents``, largest median
    first (the whole document's as ``total``). The least is about the document with the
    least open: the same at every size unless history piles up in it."""
    rows = [state_parts(d) | {"total": len(msgspec.json.encode(d))} for d in documents]
    found = {}
    for part in rows[0]:
        sizes = [r.get(part, 0) for r in rows]
        found[part] = (min(sizes), statistics.median(sizes), max(sizes))
    return dict(sorted(found.items(), key=lambda item: -item[1][1]))


def commit_ms(walk: Walk) -> tuple[float, float, float]:
    """One offered commit: CPU ms of decide + evolve, of narrating its events, and of
    every seat's ``GET state`` body afterwards."""
    narration = words("fr", walk.ruleset.name)
    while True:
        actor, command = pick(walk.ruleset, walk.state, walk.seats, walk.r, walk.free)
        started = time.process_time()
        try:
            events = walk.ruleset.decide(walk.state, command, actor,
                                         SeededRandomSource(walk.r.randrange(2**32)))
        except DomainError:
            continue  # a field chosen apart: the walk picks again
        before = after = walk.state
        for event in events:
            after = walk.ruleset.evolve(after, event)
        decided = time.process_time()
        for event in events:
            walk.ruleset.narrate(before, event, narration)
            before = walk.ruleset.evolve(before, event)
        narrated = time.process_time()
        walk.state, walk.events = after, walk.events + len(events)
        for seat in walk.seats:
            msgspec.json.encode(walk.read(seat.seat_id))
        read = time.process_time()
        return ((decided - started) * 1000, (narrated - decided) * 1000,
                (read - narrated) * 1000)


def mean_ms(walk: Walk, samples: int = SAMPLES) -> list[float]:
    """The mean of each part of ``commit_ms`` over ``samples`` commits."""
    rows = [commit_ms(walk) for _ in range(samples)]
    return [statistics.mean(part) for part in zip(*rows, strict=True)]


def read_parts(walk: Walk, seat_id: str = "p1", samples: int = SAMPLES) -> str:
    """``by_part`` of the seat's ``GET state`` after each of ``samples`` commits, one line
    (least/median/largest bytes by part)."""
    documents = []
    for _ in range(samples):
        walk.grow(walk.events + 1)
        documents.append(msgspec.json.decode(msgspec.json.encode(walk.read(seat_id))))
    return "  ".join(f"{part} {least}/{p50:.0f}/{top}" for part, (least, p50, top)
                     in by_part(documents).items() if top > 2)


def report(system: str, profile: bool) -> None:
    """Both sizes measured twice, alternately (a shared machine drifts), then the ratio."""
    walks = [offered_table(system, FREE[system]).grow(size) for size in SIZES]
    print(f"{system}: folded state "
          f"{' / '.join(str(len(msgspec.json.encode(w.state))) for w in walks)} bytes")
    totals: dict[int, list[float]] = {size: [] for size in SIZES}
    for _ in range(2):
        for size, walk in zip(SIZES, walks, strict=True):
            decide, narrate, reads = mean_ms(walk)
            totals[size].append(decide + narrate + reads)
            print(f"  {size:>6} events: decide+evolve {decide:.3f}  narrate {narrate:.3f}  "
                  f"seats' state {reads:.3f}  = {decide + narrate + reads:.3f} ms")
    small, large = (statistics.mean(totals[size]) for size in SIZES)
    print(f"  10^4 / 10^2 = {large / small:.2f}")
    for walk in walks:
        print(f"  p1's state bytes by part, least/median/largest over the {SAMPLES} commits after "
              f"{walk.events} events: {read_parts(walk)}")
    for size, walk in zip(SIZES, walks, strict=True) if profile else ():
        profiler = cProfile.Profile()
        profiler.enable()
        mean_ms(walk, 2 * SAMPLES)
        profiler.disable()
        print(f"===== {system} at {size} events")
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)


def main() -> None:
    """Every system named on the command line (all the walked ones by default)."""
    systems = [a for a in sys.argv[1:] if not a.startswith("--")] or list(SYSTEMS)
    for system in systems:
        report(system, "--profile" in sys.argv)


if __name__ == "__main__":
    main()
