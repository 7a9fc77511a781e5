"""Ardri commands (spec §5, read through the platform conventions).

Game creation (``InitializeGame``) is not a command: its ``domain_catalog`` is the game's
options (``ArdriOptions``). Characters are created by ``RegisterCharacter``.
"""

from typing import Annotated

import msgspec

from domain.ardri.rules.values import (
    NORMAL,
    Attribute,
    Coordination,
    Dice,
    Opposition,
    Situation,
    Skill,
)
from domain.core import Command


class RegisterCharacter(Command, frozen=True, kw_only=True):
    """Create a character; a player owns it, the gm names ``owner_player_id``."""

    name: str
    characteristics: dict[str, int]
    character_id: str | None = None
    owner_player_id: str | None = None
    class_name: str | None = None
    domain_modifiers: dict[str, int] = {}
    attributes: list[Attribute] = []
    skills: list[Skill] = []


class UpdateCharacterSheet(Command, frozen=True, kw_only=True):
    """Gm edit of a sheet; omitted fields keep their value, characteristics are fixed."""

    character_id: str
    name: str | msgspec.UnsetType = msgspec.UNSET
    class_name: str | msgspec.UnsetType | None = msgspec.UNSET
    characteristics: dict[str, int] | msgspec.UnsetType = msgspec.UNSET
    domain_modifiers: dict[str, int] | msgspec.UnsetType = msgspec.UNSET
    attributes: list[Attribute] | msgspec.UnsetType = msgspec.UNSET
    skills: list[Skill] | msgspec.UnsetType = msgspec.UNSET


class StartSession(Command, frozen=True, kw_only=True):
    """Open a session with the characters present at the table."""

    present_character_ids: list[str]


class ChangeSessionRoster(Command, frozen=True, kw_only=True):
    """Characters join or leave the running session."""

    add_ids: list[str] = []
    remove_ids: list[str] = []


class RollAction(Command, frozen=True, kw_only=True):
    """Roll the trinity dice (and at most one attribute die) under a threshold.

    Conditions (R1): ``opposition`` and ``difficulty`` (``complicated``,
    ``near_impossible`` or ``facility``) may apply together; ``situation`` is the older
    one-condition form, still accepted, and combines with the other two as long as no
    condition is given twice.
    """

    character_id: str
    characteristic: str
    domain_id: str | None = None
    attribute_id: str | None = None
    situation: Situation = NORMAL
    opposition: Opposition | None = None
    difficulty: Annotated[str, msgspec.Meta(
        description="complicated (-1), near_impossible (-2) or facility (+1); another "
                    "value is refused as invalid_situation")] | None = None
    coordination: Coordination | None = None
    task_id: str | None = None
    label: str | None = None
    dice: Dice | None = None


class MurphyStore(msgspec.Struct, frozen=True, kw_only=True):
    """The success a character keeps from its own open roll (``StoreMurphySuccess``,
    ``MurphySuccessStored``)."""

    character_id: str
    roll_id: str
    die_index: int


class MurphyUse(msgspec.Struct, frozen=True, kw_only=True):
    """The stored success a character adds to its own open failed roll
    (``UseMurphySuccess``, ``MurphySuccessUsed``)."""

    character_id: str
    roll_id: str
    stored_success_id: str


class StoreMurphySuccess(MurphyStore, Command, frozen=True, kw_only=True):
    """Keep a lost or wasted trinity success of an open roll (third law of Murphy)."""


class UseMurphySuccess(MurphyUse, Command, frozen=True, kw_only=True):
    """Add one stored success to one's own open failed roll."""


class GiveSurplusSuccess(Command, frozen=True, kw_only=True):
    """Mutual aid: a surplus success goes to a partner's failed roll on the same task."""

    from_roll_id: str
    die_index: Annotated[int, msgspec.Meta(
        description="the successful die given: 0..2 a trinity d10, 3 the attribute die")]
    to_roll_id: str


class OfferMurphySupport(Command, frozen=True, kw_only=True):
    """Support: a supporter gives a stored success to the instigator's failed roll."""

    roll_id: str
    supporter_id: str
    stored_success_id: str


class OpenConcurrence(Command, frozen=True, kw_only=True):
    """Gm opens a contest between present characters on one characteristic + domain."""

    characteristic: str
    participant_ids: list[str]
    domain_id: str | None = None
    label: str | None = None


class RollConcurrence(Command, frozen=True, kw_only=True):
    """A participant rolls in an open concurrence, under its own conditions (T3): an
    ``opposition`` and a ``difficulty`` (``complicated``, ``near_impossible`` or
    ``facility``), as for ``RollAction``."""

    concurrence_id: str
    character_id: str
    attribute_id: str | None = None
    opposition: Opposition | None = None
    difficulty: Annotated[str, msgspec.Meta(
        description="complicated (-1), near_impossible (-2) or facility (+1); another "
                    "value is refused as invalid_situation")] | None = None
    dice: Dice | None = None


class CancelConcurrence(Command, frozen=True, kw_only=True):
    """Gm cancels an open concurrence."""

    concurrence_id: str


class EndSession(Command, frozen=True, kw_only=True):
    """Gm closes the session: stored successes vanish, rolls close."""


COMMAND_TYPES: tuple[type[Command], ...] = (
    RegisterCharacter, UpdateCharacterSheet, StartSession, ChangeSessionRoster, RollAction,
    StoreMurphySuccess, UseMurphySuccess, GiveSurplusSuccess, OfferMurphySupport,
    OpenConcurrence, RollConcurrence, CancelConcurrence, EndSession,
)
