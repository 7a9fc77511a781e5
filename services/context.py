"""What the use cases need from the outside world, bundled once at start-up."""

from collections.abc import Callable
from datetime import UTC, datetime

import msgspec

from services.idempotency import LateReleases
from services.loading import GameLoader
from services.locks import GameLocks
from services.ports import (
    AccessNotices,
    CommandMetrics,
    EventStore,
    NullAccessNotices,
    NullCommandMetrics,
    NullPublisher,
    Publisher,
)


def utc_now() -> datetime:
    """The wall clock, in UTC (event ``recorded_at``)."""
    return datetime.now(UTC)


class AppContext(msgspec.Struct):
    """The store, the state loader, the live-feed publisher and the clock."""

    store: EventStore
    loader: GameLoader
    publisher: Publisher = msgspec.field(default_factory=NullPublisher)
    locks: GameLocks = msgspec.field(default_factory=GameLocks)
    clock: Callable[[], datetime] = utc_now
    access: AccessNotices = msgspec.field(default_factory=NullAccessNotices)
    """Tells the other server processes about revoked seats, new tokens, deleted games."""
    late_releases: LateReleases = msgspec.field(default_factory=LateReleases)
    """Idempotency claims of failed requests, released once the database is back."""
    metrics: CommandMetrics = msgspec.field(default_factory=NullCommandMetrics)
    """Where answered commands are reported (the server installs its Prometheus adapter)."""
    max_conflict_retries: int = 8
    snapshot_every: int = 100
    """A snapshot every N events per game (time travel: one snapshot + < N folds)."""

    @classmethod
    def build(cls, store: EventStore, publisher: Publisher | None = None) -> "AppContext":
        """A context over a store, with a fresh state cache."""
        return cls(store=store, loader=GameLoader(store),
                   publisher=publisher or NullPublisher())
