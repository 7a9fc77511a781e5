"""Action events: rolls and outcomes, 'maybe' answers, rerolls, flaws (R1)."""

from typing import Literal

from domain.core import Event
from domain.voyages.commands.action import ActionRef, MaybeAnswer
from domain.voyages.commands.conflict import StakeRef
from domain.voyages.rules.model import DiceRecord, Modifier
from domain.voyages.rules.sheet import Record


class MainRoll(Record, frozen=True, kw_only=True):
    """The main roll of an action."""

    roll_id: str
    dice: DiceRecord
    modifiers: tuple[Modifier, ...]
    modifier_total: int


class HelperRoll(Record, frozen=True, kw_only=True):
    """A helper's roll (score = die + modifiers - 4)."""

    roll_id: str
    character_id: str
    dice: DiceRecord
    modifiers: tuple[Modifier, ...]
    score: int


class ActionRolled(ActionRef, Event, frozen=True, kw_only=True):
    """The dice of an action."""

    character_id: str
    main: MainRoll
    helpers: tuple[HelperRoll, ...] = ()
    invited: tuple[str, ...] = ()
    """U1: helpers of other seats, who join when their seat sends ``JoinHelp``."""


class HelpJoined(ActionRef, Event, frozen=True, kw_only=True):
    """U1: a helper of another seat rolled its double-edged help."""

    helper: HelperRoll


class ActionResultComputed(ActionRef, Event, frozen=True, kw_only=True):
    """The outcome of an action (after the roll or a reroll); a failed one (``no``, or a
    natural 1's complication) is a harmful effect a flaw can answer (R1)."""

    natural_one: bool
    total: int | None
    tier: Literal["fail_complication", "no", "maybe", "yes", "yes_and"]
    margin: int | None = None
    effect_id: str | None = None


class MaybeResolved(MaybeAnswer, Event, frozen=True, kw_only=True):
    """The owner answered a 'maybe'."""

    effect_id: str | None = None


class ActionClosed(ActionRef, Event, frozen=True, kw_only=True):
    """An action is closed."""


class TintSpentForReroll(Event, frozen=True, kw_only=True):
    """One tint point paid for a reroll."""

    character_id: str
    tint_source: Literal["own", "tattoo"]
    tint: str
    inventory_id: str | None = None
    remaining: int


class RollRerolled(Event, frozen=True, kw_only=True):
    """A die was rerolled; the roll's score follows."""

    resolution_id: str
    roll_id: str
    previous_die: int
    dice: DiceRecord
    new_score: int


class FlawInvoked(Event, frozen=True, kw_only=True):
    """A flaw redirected a harmful effect."""

    resolution_id: str
    character_id: str
    flaw: str
    effect_id: str
    replacement_description: str
    replacement_effect_id: str | None = None


class StakeReturned(StakeRef, Event, frozen=True, kw_only=True):
    """An acquired stake goes back to its owner (priced again)."""

    status: Literal["priced"] = "priced"
