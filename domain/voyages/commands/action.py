"""Action commands: rolls, rerolls, 'maybe' answers, closing, flaws (section 5)."""

from typing import Literal

import msgspec

from domain.core import Command
from domain.voyages.rules.conflict import GridAdjective
from domain.voyages.rules.model import Modifier
from domain.voyages.rules.sheet import Record


class HelperSpec(Record, frozen=True, kw_only=True):
    """A double-edged helper of an action: rolls, then -4."""

    character_id: str
    modifiers: tuple[Modifier, ...] = ()
    dice: tuple[int, ...] | None = None


class ActionRef(msgspec.Struct, frozen=True, kw_only=True):
    """What an action command or event is about: its action (its first field)."""

    action_id: str


class RollAction(ActionRef, Command, frozen=True, kw_only=True):
    """Roll 1d6 for an action (7.2)."""

    character_id: str
    modifiers: tuple[Modifier, ...] = ()
    helpers: tuple[HelperSpec, ...] = ()
    dice: tuple[int, ...] | None = None


class JoinHelp(ActionRef, Command, frozen=True, kw_only=True):
    """U1: the seat of a character named as a helper by another seat (or the gm) rolls
    its double-edged help."""

    character_id: str
    modifiers: tuple[Modifier, ...] = ()
    dice: tuple[int, ...] | None = None


class RerollWithTint(Command, frozen=True, kw_only=True):
    """Spend one point of an own (or tattooed) tint to reroll a die."""

    resolution_id: str
    roll_id: str
    tint_source: Literal["own", "tattoo"]
    tint: str | None = None
    inventory_id: str | None = None
    dice: tuple[int, ...] | None = None


class MaybeCost(Record, frozen=True, kw_only=True):
    """The extra cost paid on a 'maybe'."""

    description: str
    adjective: GridAdjective | None = None


class MaybeAnswer(ActionRef, frozen=True, kw_only=True):
    """The owner's answer to a 'maybe' (``ChooseMaybeOption``, ``MaybeResolved``)."""

    option: Literal["lower_ambition", "pay_cost", "decline"]
    cost: MaybeCost | None = None


class ChooseMaybeOption(MaybeAnswer, Command, frozen=True, kw_only=True):
    """The owner's answer to a 'maybe' outcome."""


class CloseAction(ActionRef, Command, frozen=True, kw_only=True):
    """GM: close an action."""


class InvokeFlaw(Command, frozen=True, kw_only=True):
    """Owner or gm: redirect a harmful effect through a flaw until the next start (R1)."""

    effect_id: str
    character_id: str
    flaw: str
    replacement_description: str
    replacement_adjective: GridAdjective | None = None
