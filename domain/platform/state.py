"""The platform part of a game's state (seats, randomness, closed or not), folded from the
platform's events beside the rule system's own state."""

import msgspec

from domain.core import Event, RandomnessMode, Seat
from domain.platform.events import (
    GameClosed,
    GameCreated,
    GameForked,
    GameImported,
    SeatJoined,
    SeatRevoked,
    VersionRange,
)


class PlatformState(msgspec.Struct, frozen=True):
    """The platform part of a game's state."""

    ruleset: str = ""
    title: str = ""
    randomness: RandomnessMode = "server"
    language: str = "en"
    seed_commitment: str = ""
    seats: dict[str, Seat] = msgspec.field(default_factory=dict)
    closed: bool = False
    revealed_seed: str | None = None
    revoked_seats: tuple[str, ...] = ()
    """Seats revoked so far (no longer in ``seats``)."""
    unverified_draws: tuple[VersionRange, ...] = ()
    """Version ranges whose server draws came from another server and could not be
    re-derived (the last ``GameImported`` says; see there)."""


def evolve_platform(platform: PlatformState, event: Event, version: int = 0) -> PlatformState:
    """Apply one platform event (``version``: its position, which an import made before
    draws were checked needs to say which draws came before it)."""
    if isinstance(event, GameCreated):
        gm = Seat(seat_id=event.gm_seat_id, role="gm", name="gm")
        return PlatformState(ruleset=event.ruleset, title=event.title,
                             randomness=event.randomness, language=event.language,
                             seed_commitment=event.seed_commitment, seats={gm.seat_id: gm})
    if isinstance(event, SeatJoined):
        joined = Seat(seat_id=event.seat_id, role=event.role, name=event.name)
        seats = {**platform.seats, event.seat_id: joined}
        return msgspec.structs.replace(platform, seats=seats)
    if isinstance(event, SeatRevoked):
        seats = {k: v for k, v in platform.seats.items() if k != event.seat_id}
        return msgspec.structs.replace(platform, seats=seats,
                                       revoked_seats=(*platform.revoked_seats, event.seat_id))
    if isinstance(event, GameClosed):
        return msgspec.structs.replace(platform, closed=True, revealed_seed=event.seed)
    if isinstance(event, GameImported):
        gm = Seat(seat_id=event.gm_seat_id, role="gm", name="gm")
        seats = {**platform.seats, event.gm_seat_id: gm}
        unverified = ((VersionRange(1, version - 1),) if event.unverified is None
                      else tuple(event.unverified))
        return msgspec.structs.replace(platform, seats=seats, revealed_seed=None,
                                       seed_commitment=event.seed_commitment,
                                       unverified_draws=unverified)
    if isinstance(event, GameForked):
        return msgspec.structs.replace(platform, closed=False, revealed_seed=None,
                                       seed_commitment=event.seed_commitment,
                                       title=event.title or platform.title)
    return platform
