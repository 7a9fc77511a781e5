"""The platform's own commands and events: facts every game stream holds, whatever its
rule system.

A game's stream opens with ``GameCreated`` (ruleset, title, options, randomness mode and
the SHA-256 commitment of the game's secret seed) and records every seat that joins
(``SeatJoined``), revoked (``SeatRevoked``) or given a new token (``SeatTokenRotated``,
which carries no token). Rule systems never see these events: the platform folds them into
``PlatformState`` (``domain.platform.state``) and hands only rule events to
``Ruleset.evolve``.
"""

from typing import Any

import msgspec

from domain.core import Command, Event, RandomnessMode, Role


class GameCreated(Event, frozen=True):
    """The game exists: its rule system, title, options and seed commitment."""

    ruleset: str
    title: str
    options: dict[str, Any]
    randomness: RandomnessMode
    seed_commitment: str
    gm_seat_id: str
    language: str = "en"
    """The game's language (``fr`` | ``en``): the default of everything it says to people."""


class SeatJoined(Event, frozen=True):
    """A seat (gm, player or observer) joined the table."""

    seat_id: str
    role: Role
    name: str


class SeatRevoked(Event, frozen=True):
    """The gm revoked a seat: its token no longer works. The seat's past events keep its
    id, so the log still says who did what; the seat is no longer among the game's seats."""

    seat_id: str


class SeatTokenRotated(Event, frozen=True):
    """A seat was given a new token (the old one no longer works); the token itself is
    never in the log."""

    seat_id: str


class GameClosed(Event, frozen=True):
    """The gm closed the game; the seed is revealed so anyone can re-derive the draws."""

    seed: str


class VersionRange(msgspec.Struct, frozen=True):
    """Versions ``first`` to ``last`` of a stream, both included."""

    first: int
    last: int

    def __contains__(self, version: object) -> bool:
        return isinstance(version, int) and self.first <= version <= self.last


class GameImported(Event, frozen=True):
    """The stream was imported from an export: the events before it are the source game's
    (re-sealed under this game's id); later server draws use a new seed, committed here, and
    the importer holds the new gm seat."""

    source_game_id: str
    source_last_hash: str | None
    """The source's last hash (hex); null for seats other than the gm (a digest of data
    they may not read)."""
    seed_commitment: str
    gm_seat_id: str
    unverified: list[VersionRange] | None = None
    """Version ranges (first, last) of the history before this event whose server draws
    could not be re-derived (the file did not reveal their seed): counted apart, as
    "imported, unverified". Empty: every server draw was re-derived and matched. None
    (imports made before draws were checked): every version before this event."""


class GameForked(Event, frozen=True):
    """The stream was forked from another game at version ``at``: the events before it
    are the source's first ``at`` events (re-sealed under this game's id; ``source_hash``
    is the source's hash at ``at``). The seats keep their ids with new tokens; later server
    draws use a new seed, committed here. ``source_seed`` is the source's seed when the
    source had already revealed it (closed), so the draws before the fork still verify."""

    source_game_id: str
    at: int
    source_hash: str | None
    """The source's hash at ``at`` (hex); null for seats other than the gm."""
    seed_commitment: str
    source_seed: str | None = None
    title: str | None = None
    """The fork's title (the source's, said to be a fork in the game's language); None in
    forks made before forks were titled: they keep the source's."""


class CloseGame(Command, frozen=True):
    """The gm ends the game: it becomes read only and its seed is revealed."""


PLATFORM_COMMAND_TYPES: tuple[type[Command], ...] = (CloseGame,)
PLATFORM_EVENT_TYPES: tuple[type[Event], ...] = (GameCreated, SeatJoined, GameClosed,
                                                 GameImported, GameForked, SeatRevoked,
                                                 SeatTokenRotated)
PLATFORM_EVENT_NAMES = frozenset(t.__name__ for t in PLATFORM_EVENT_TYPES)
RESEEDING_EVENT_NAMES = frozenset({"GameImported", "GameForked"})
"""Events after which server draws use a new seed (committed in the event)."""
