"""Events of the third pass (spec section 0b): a resolved roll rescored (T2) and a
treasure stepped up for the scene (T7). ``domain.xyrop.events`` re-exports them."""

from typing import Literal

import msgspec

from domain.core import Event


class DiceKept(msgspec.Struct, frozen=True):
    """Destiny spent on a rolled contest for more kept dice, and the roll it leaves: what
    ``ExtraDiceKept`` and ``ContestRescored`` both record."""

    contest_id: str
    character_id: str
    keep_extra: int
    kept_count: int
    kept_refs: tuple[str, ...]
    player_total: int


class ContestRescored(DiceKept, Event, frozen=True):
    """Destiny kept after the opposition rolled (T2): the roll keeps more dice, and its
    total, outcome and winning side are judged again against the same opposition."""

    opposition_total: int
    outcome: Literal["success", "failure"]
    winner_side: Literal["player", "opposition"]


class TreasureStepped(Event, frozen=True):
    """1 destiny: a treasure's die one step up for the current scene (T7)."""

    character_id: str
    treasure_id: str
    from_: int = msgspec.field(name="from")
    to: int
    scene_index: int
