"""What the live feed's ``state`` costs per seat per commit (issue #36): the hub builds
one document per seat (``infrastructure.api.feed_stream.state_document``) after each
commit. For mid-game states of each rule system with five seats, the µs per seat of the
five documents, then cProfile's top 15 cumulative entries (CPU clock) over all systems.

    .venv/bin/python -m tests.benchmarks.seat_offers [repeats]
"""

import cProfile
import pstats
import sys
import time

from infrastructure.api.feed_stream import state_document
from services.game_state import LoadedGame
from tests.support.seat_states import SYSTEMS, actor, mid_games


def build_all(games: list[LoadedGame]) -> None:
    """Every seat's document of every game, as the hub does after each commit."""
    for game in games:
        for seat in game.platform.seats.values():
            state_document(game, actor(seat), game.platform.language)


def per_seat_us(games: list[LoadedGame], repeats: int) -> float:
    """CPU µs per seat document (best of ``repeats`` rounds over ``games``)."""
    seats = sum(len(g.platform.seats) for g in games)
    best = float("inf")
    for _ in range(repeats):
        started = time.process_time()
        build_all(games)
        best = min(best, time.process_time() - started)
    return best / seats * 1e6


def main(repeats: int = 20) -> None:
    """Print µs per seat per system, then the profile."""
    games = {system: mid_games(system) for system in SYSTEMS}
    for system, found in games.items():
        print(f"{system:11s} {len(found)} states, 5 seats: "
              f"{per_seat_us(found, repeats):8.0f} µs per seat")
    profile = cProfile.Profile(time.process_time)
    profile.enable()
    for _ in range(repeats):
        for found in games.values():
            build_all(found)
    profile.disable()
    pstats.Stats(profile).sort_stats("cumulative").print_stats(15)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
