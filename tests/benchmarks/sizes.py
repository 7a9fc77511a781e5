"""How big and how long each figure runs: the issue's sizes, or ``--quick`` ones."""

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Sizes:
    """Full sizes by default (the issue's); ``quick_sizes()`` for development."""

    quick: bool = False
    writers: tuple[int, ...] = (1, 8, 32)
    store_seconds: float = 5.0
    clients: tuple[int, ...] = (1, 16, 64)
    http_seconds: float = 10.0
    pgbench_seconds: float = 10.0
    contention_clients: int = 16
    contention_seconds: float = 10.0
    fold_seconds: float = 3.0
    long_game: int = 100_000
    travel_versions: tuple[int, ...] = (100, 10_000, 100_000)
    travel_repeat: int = 20
    growth_levels: tuple[int, ...] = (1_000, 100_000, 1_000_000)
    appends_per_level: int = 200
    rss_games: int = 1000
    notes: list[str] = field(default_factory=list)

    @classmethod
    def quick_sizes(cls) -> "Sizes":
        """Seconds instead of minutes: for development, not for the README."""
        return cls(quick=True, store_seconds=1.5, http_seconds=3.0, pgbench_seconds=2.0,
                   contention_seconds=3.0, fold_seconds=1.0, long_game=5_000,
                   travel_versions=(100, 1_000, 5_000), travel_repeat=5,
                   growth_levels=(1_000, 10_000, 30_000), appends_per_level=40,
                   rss_games=100)
