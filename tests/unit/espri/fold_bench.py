"""Fold speed sanity check (not collected by pytest): prints events folded per second.

Run: ``.venv/bin/python -m tests.unit.espri.fold_bench``
"""

import gc
import random
import time

from domain.core import fold
from domain.core.messages import Event
from domain.espri.decider import ESPRI
from domain.espri.state import EspriOptions
from tests.unit.espri.test_properties import crowded_board, step


def game_log(seed: int, length: int) -> list[Event]:
    """The events of one random legal game."""
    r = random.Random(seed)
    state = fold(ESPRI, ESPRI.initial_state(EspriOptions()), crowded_board())
    log: list[Event] = crowded_board()
    for n in range(length):
        events = step(state, r, seed + n)
        state = fold(ESPRI, state, events)
        log += events
    return log


def main() -> None:
    """Fold a few random games repeatedly and print the rate."""
    logs = [game_log(seed, 300) for seed in range(20)]
    total = sum(len(log) for log in logs)
    # the logs are long-lived input, as a decoded stream would be: keep the collector
    # from rescanning them on every collection
    gc.collect()
    gc.freeze()
    start = time.perf_counter()
    rounds = 5
    for _ in range(rounds):
        for log in logs:
            fold(ESPRI, ESPRI.initial_state(EspriOptions()), log)
    elapsed = time.perf_counter() - start
    print(f"{total * rounds} events folded in {elapsed:.3f}s: "
          f"{total * rounds / elapsed:,.0f} events/s")


if __name__ == "__main__":
    main()
