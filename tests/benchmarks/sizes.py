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
    http_rounds: int = 4
    """Each HTTP level plays ours and the ceiling in this many alternating rounds of
    ``http_seconds / http_rounds`` each (ours first, then the ceiling first, ...): a
    machine whose speed drifts (a shared VM) then slows both alike."""
    warmup_seconds: float = 3.0
    """Each HTTP server plays this long at 16 clients, on games of its own, before its
    first measured level (pool connections opened, statements prepared, code paths run)."""
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
    feed_games: int = 1000
    spectator_seats: int = 8
    idle_per_game: int = 10
    idle_settle: float = 12.0
    idle_window: float = 20.0
    load_per_game: int = 5
    load_rate: float = 200.0
    load_seconds: float = 20.0
    spectators: int = 2000
    spectator_commands: int = 20
    offer_examples: int = 100
    """Liveness sequences per rule system whose states ``available()`` is timed on."""
    notes: list[str] = field(default_factory=list)

    @classmethod
    def quick_sizes(cls) -> "Sizes":
        """Seconds instead of minutes: for development, not for the README."""
        return cls(quick=True, offer_examples=10, store_seconds=1.5, http_seconds=3.0,
                   http_rounds=2,
                   warmup_seconds=1.0,
                   pgbench_seconds=2.0,
                   contention_seconds=3.0, fold_seconds=1.0, long_game=5_000,
                   travel_versions=(100, 1_000, 5_000), travel_repeat=5,
                   growth_levels=(1_000, 10_000, 30_000), appends_per_level=40,
                   rss_games=100, feed_games=100, idle_settle=3.0, idle_window=5.0,
                   load_seconds=5.0, spectators=300, spectator_commands=5)
