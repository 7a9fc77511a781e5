"""Who issues a command (an ``Actor``: a seat with its role), and the seats themselves."""

from typing import Literal

import msgspec

Role = Literal["gm", "player", "observer"]


class Actor(msgspec.Struct, frozen=True):
    """The seat acting (or reading). ``gm`` may issue every command of its game."""

    seat_id: str
    role: Role

    @property
    def is_gm(self) -> bool:
        """True for the game master's seat."""
        return self.role == "gm"

    def may_act_for(self, owner_seat_id: str) -> bool:
        """True when this seat may act for a character owned by ``owner_seat_id``."""
        return self.is_gm or (self.role == "player" and self.seat_id == owner_seat_id)


class Seat(msgspec.Struct, frozen=True, kw_only=True):
    """A seat of the game as the platform knows it: its id, role and the name people read
    (rule systems never store seats; choice labels and the platform's state use them)."""

    seat_id: str
    role: Role
    name: str


GM = Actor(seat_id="gm", role="gm")
"""A full-sight viewer used by projections (the inline read model is the gm's view)."""
