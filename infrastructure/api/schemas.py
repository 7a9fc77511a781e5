"""Request and response bodies of the HTTP API (msgspec structs)."""

from datetime import datetime
from typing import Any, Literal

import msgspec

from domain.core import Affordance, Waiting
from services.envelope import WITHHELD, StoredEvent
from services.live_state import StatePatch
from services.narration import Narrated


class CreateGameIn(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Create a game. ``options`` holds the rule system's options plus ``randomness``
    (``server`` default, ``physical`` or ``mixed``)."""

    ruleset: str
    title: str = msgspec.field(default="Untitled game")
    options: dict[str, Any] = msgspec.field(default_factory=dict)


class CreatedGameOut(msgspec.Struct, frozen=True):
    """The new game and its gm seat's token (shown only this once)."""

    game_id: str
    gm_seat_id: str
    gm_token: str
    version: int


class CreateSeatIn(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Invite a seat to the table."""

    role: Literal["player", "observer"]
    name: str


class CreatedSeatOut(msgspec.Struct, frozen=True):
    """The new seat and its token (shown only this once)."""

    seat_id: str
    token: str
    role: str
    version: int


class EventOut(msgspec.Struct, frozen=True):
    """One event of a game's log, with its envelope and hash chain (hex)."""

    version: int
    type: str
    data: dict[str, Any]
    metadata: dict[str, Any]
    recorded_at: datetime
    schema_version: int
    prev_hash: str | None
    """The chain's previous hash (hex); null for seats other than the gm."""
    hash: str | None
    """sha256(prev_hash || canonical envelope), hex; null for seats other than the gm
    (computed over data they may not read, it would let them test guesses of it)."""


class FeedEventOut(EventOut, frozen=True):
    """One message of the live feed: the event as the log serves it, the log line(s) it
    says to this reader in the stream's language (``narration``, empty when it says
    nothing), and whether it changed the board picture (``board``: re-read ``board.svg``
    only then)."""

    narration: list[str]
    board: bool
    state: StatePatch | None = None
    """The newest message of a batch: this seat's ``state`` (what ``GET …/state``
    answers it, in the stream's language) as a merge patch of the one it was sent before
    (``base``), or whole (``base`` null); null on the other messages."""


_SORTED = msgspec.json.Encoder(order="sorted")
_DECODE = msgspec.json.Decoder()


def _sorted_keys(value: dict[str, Any]) -> dict[str, Any]:
    """The same JSON with every object's keys sorted (a msgspec round trip: a third of
    the cost of sorting dict by dict in Python)."""
    sorted_value: dict[str, Any] = _DECODE.decode(_SORTED.encode(value))
    return sorted_value


def event_out(event: StoredEvent) -> EventOut:
    """The API form of a stored event, keys sorted: the same bytes whether the event was
    just decided or read back from PostgreSQL (jsonb reorders keys), so an idempotent
    replay is byte-identical to the first answer."""
    return EventOut(version=event.version, type=event.type, data=_sorted_keys(event.data),
                    metadata=_sorted_keys(event.metadata), recorded_at=event.recorded_at,
                    schema_version=event.schema_version, prev_hash=digest_hex(event.prev_hash),
                    hash=digest_hex(event.hash))


def feed_event_out(told: Narrated) -> FeedEventOut:
    """The live feed's form of a narrated event."""
    event = told.event
    return FeedEventOut(version=event.version, type=event.type, data=_sorted_keys(event.data),
                        metadata=_sorted_keys(event.metadata), recorded_at=event.recorded_at,
                        schema_version=event.schema_version,
                        prev_hash=digest_hex(event.prev_hash), hash=digest_hex(event.hash),
                        narration=told.narration, board=told.board, state=told.state)


def digest_hex(digest: bytes) -> str | None:
    """A chain digest in hex, or None when it was withheld from the reader."""
    return None if digest == WITHHELD else digest.hex()


class CommandCheckOut(msgspec.Struct, frozen=True):
    """The verdict on a command checked, not sent (a refusal answers as a problem)."""

    accepted: bool = True
    """True: sending this command now would be accepted (nothing was sent)."""


class CommandOut(msgspec.Struct, frozen=True):
    """A command's outcome: the game's new version and the events it caused (typed per
    rule system in the OpenAPI document, discriminated by ``ruleset``)."""

    ruleset: str
    game_id: str
    version: int
    events: list[EventOut]
    narration: list[str] = []
    """The log lines of these events for the calling seat, in the request's language
    (``?lang=``, else ``Accept-Language``, else the game's)."""


class EventPageOut(msgspec.Struct, frozen=True):
    """A page of the log; pass ``next`` as ``after`` for the next page (null: the end)."""

    ruleset: str
    events: list[EventOut]
    next: int | None
    version: int


class StateOut(msgspec.Struct, frozen=True):
    """The read model of a game at a version, as the calling seat may see it (its rule
    system's ``view_type``; typed per rule system in the OpenAPI document), with what this
    seat may send now (``available``) and whom the table waits for (``waiting_for``)."""

    game_id: str
    ruleset: str
    version: int
    state: msgspec.Struct
    available: list[Affordance]
    waiting_for: list[Waiting]


class AvailableOut(msgspec.Struct, frozen=True):
    """What the calling seat may send now, and whom the table waits for."""

    game_id: str
    ruleset: str
    version: int
    available: list[Affordance]
    waiting_for: list[Waiting]


class SeatOut(msgspec.Struct, frozen=True):
    """A seat at the table."""

    seat_id: str
    role: str
    name: str


class GameSummaryOut(msgspec.Struct, frozen=True):
    """A game's summary."""

    game_id: str
    ruleset: str
    title: str
    version: int
    phase: str | None
    randomness: str
    language: str
    """The game's language (``en`` | ``fr``), chosen at creation."""
    closed: bool
    seed_commitment: str
    seats: list[SeatOut]


class RulesetOut(msgspec.Struct, frozen=True):
    """A rule system this server hosts, with its command and event names."""

    name: str
    title: str
    commands: list[str]
    events: list[str]


class HealthOut(msgspec.Struct, frozen=True):
    """Liveness."""

    status: str


class ReadyOut(msgspec.Struct, frozen=True):
    """Readiness of each dependency."""

    status: str
    database: str
    migrations: str
    redis: str
    replica: str
    """``none`` (no ``DATABASE_REPLICA_URL``), ``ok``, ``lagging`` (more than
    ``REPLICA_MAX_LAG`` behind) or ``down``: the last two send every read to the primary."""
    replica_lag: float | None
    """Seconds of replay lag last measured (0 when caught up), when known."""
