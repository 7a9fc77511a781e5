"""Ports the application layer talks to; infrastructure implements them."""

from collections.abc import Sequence
from datetime import datetime
from typing import Any, Literal, Protocol

import msgspec

from domain.core import Role
from services.envelope import StoredEvent
from services.idempotency import Claim, IdempotencyKey

IdempotencyRecord = tuple[IdempotencyKey, dict[str, Any]]
"""A claimed key and the response to remember for it."""

ReadModel = msgspec.Struct | dict[str, Any]
"""The gm's read model as stored inline with the stream (a rule system's view struct)."""


class ConcurrencyConflict(Exception):
    """Another writer appended to the stream first (expected version no longer current)."""


class StreamInfo(msgspec.Struct, frozen=True):
    """The head of a stream."""

    game_id: str
    ruleset: str
    version: int
    last_hash: bytes


class SeatRecord(msgspec.Struct, frozen=True):
    """A seat and the hash of its bearer token (the token itself is never stored)."""

    seat_id: str
    game_id: str
    role: Role
    name: str
    token_hash: bytes
    revoked: bool = False
    """Appended with ``revoked`` True, the seat's row is kept but marked revoked (its
    ``token_hash`` is then one no token has); an appended record of an existing seat
    replaces its token hash (rotation)."""


class SeatListing(msgspec.Struct, frozen=True):
    """A seat as the gm sees it in ``GET /v1/games/{id}/seats``."""

    seat_id: str
    role: Role
    name: str
    created_at: datetime
    last_seen_at: datetime | None
    revoked: bool


Deletion = Literal["deleted", "not_found", "version_mismatch"]
"""What ``EventStore.delete_game`` did."""


class EventStore(Protocol):
    """Append-only streams of events, one per game, with optimistic concurrency."""

    async def create_stream(self, info: StreamInfo, events: list[StoredEvent],
                            read_model: ReadModel, seats: list[SeatRecord],
                            secret: bytes, idempotency: IdempotencyRecord | None = None,
                            snapshots: Sequence[tuple[int, bytes]] = ()) -> None:
        """Create a game's stream with its first events (a whole history, for an import
        or a fork, with its ``snapshots``: version, stored form), seats and secret seed,
        atomically."""
        ...

    async def append(self, game_id: str, expected_version: int, events: list[StoredEvent],
                     read_model: ReadModel, seats: Sequence[SeatRecord] = (),
                     snapshot: bytes | None = None,
                     idempotency: IdempotencyRecord | None = None) -> None:
        """Append atomically after ``expected_version`` or raise ``ConcurrencyConflict``;
        ``snapshot`` (the state after the last event) and the idempotency answer are stored
        in the same transaction."""
        ...

    async def claim_idempotency(self, key: IdempotencyKey) -> Claim:
        """Claim an idempotency key (see ``services.idempotency``)."""
        ...

    async def release_idempotency(self, key: IdempotencyKey) -> bool:
        """Forget this request's unanswered claim (``key.token``); whether there was one."""
        ...

    async def record_idempotency(self, record: IdempotencyRecord) -> None:
        """Remember an answer that appended nothing."""
        ...

    async def latest_snapshot(self, game_id: str, at_most: int | None = None,
                              ) -> tuple[int, bytes] | None:
        """The newest snapshot with ``version <= at_most`` (any, when None)."""
        ...

    async def stream_info(self, game_id: str) -> StreamInfo | None:
        """The stream's head, or None when the game does not exist."""
        ...

    async def load(self, game_id: str, after: int = 0, to: int | None = None,
                   limit: int | None = None) -> list[StoredEvent]:
        """Events with ``after < version <= to``, in order, at most ``limit``."""
        ...

    async def find_seat(self, token_hash: bytes) -> SeatRecord | None:
        """The seat holding a token, by the token's hash."""
        ...

    async def seat_of_game(self, game_id: str, seat_id: str) -> SeatRecord | None:
        """A seat of a game, by its id."""
        ...

    async def secret(self, game_id: str) -> bytes:
        """The game's secret seed (server draws derive from it)."""
        ...

    async def list_seats(self, game_id: str) -> list[SeatListing]:
        """Every seat of a game, revoked ones included, oldest first."""
        ...

    async def delete_game(self, game_id: str, expected_version: int) -> Deletion:
        """Remove every row of a game in one transaction, if it is at ``expected_version``."""
        ...

    def forget_game(self, game_id: str, deleted: bool = False) -> None:
        """Drop this process's cached seats of a game (and its secret when ``deleted``)."""
        ...


class AccessNotices(Protocol):
    """Tells every server process that a game's seats changed or that it was deleted, so
    that none of them trusts a cached seat (or state) of it any more. Each method returns
    once the other processes have dropped what they cached (or could not be told)."""

    async def seats_changed(self, game_id: str, version: int) -> None:
        """A seat of the game was revoked or given a new token at ``version``."""
        ...

    async def game_deleted(self, game_id: str) -> None:
        """The game no longer exists."""
        ...

    async def share_revoked(self, game_id: str, seat_id: str) -> None:
        """A share link was revoked: the live feeds read through it (as ``seat_id``) end."""
        ...


class NullAccessNotices:
    """For a single process without Redis: its own caches are dropped by the store."""

    async def seats_changed(self, game_id: str, version: int) -> None:
        """Nobody else to tell."""

    async def game_deleted(self, game_id: str) -> None:
        """Nobody else to tell."""

    async def share_revoked(self, game_id: str, seat_id: str) -> None:
        """Nobody else to tell (the caller's own feeds: ``FeedHub.close_seats``)."""


class Publisher(Protocol):
    """Pushes committed events to live subscribers (best effort: never blocks commands)."""

    async def publish(self, game_id: str, events: list[StoredEvent]) -> None:
        """Announce events already committed to the store."""
        ...


class NullPublisher:
    """A publisher for setups without a live feed."""

    async def publish(self, game_id: str, events: list[StoredEvent]) -> None:
        """Do nothing."""


class FeedMetrics(Protocol):
    """What the fan-out reports (the server exports it; tests may count it)."""

    def subscribers(self, delta: int) -> None:
        """Live subscribers in this worker went up or down by ``delta``."""
        ...

    def store_read(self, events: int) -> None:
        """One store read made for a wake-up or a poll, returning ``events``."""
        ...

    def wakeup(self) -> None:
        """One wake-up (notice or poll) for a game with subscribers here."""
        ...

    def sent(self, messages: int) -> None:
        """Messages handed to clients."""
        ...

    def cut_off(self) -> None:
        """A subscriber fell too far behind and was disconnected."""
        ...


class NullFeedMetrics:
    """Counts nothing."""

    def subscribers(self, delta: int) -> None:
        """Ignore."""

    def store_read(self, events: int) -> None:
        """Ignore."""

    def wakeup(self) -> None:
        """Ignore."""

    def sent(self, messages: int) -> None:
        """Ignore."""

    def cut_off(self) -> None:
        """Ignore."""


class CommandMetrics(Protocol):
    """What the command path reports (the server exports it as Prometheus metrics)."""

    def command(self, ruleset: str, command_type: str, outcome: str, seconds: float) -> None:
        """One command answered: ``outcome`` is ``ok`` or the family of its refusal."""
        ...

    def conflict_retried(self, ruleset: str) -> None:
        """An append lost a race and the command is decided again."""
        ...


class NullCommandMetrics:
    """Counts nothing."""

    def command(self, ruleset: str, command_type: str, outcome: str, seconds: float) -> None:
        """Ignore."""

    def conflict_retried(self, ruleset: str) -> None:
        """Ignore."""
