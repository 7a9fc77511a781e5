"""The open action (spec section 4): the values commands carry and events record (dice
records, the advantage and target, difficulty modifiers), the action's activations and
where it stands in its flow; and the notes on redacted fields."""

from typing import Annotated, Literal

from msgspec import Meta, Struct

HIDDEN = Meta(description="Null when hidden from this seat.")

HIDDEN_KEY = Meta(description="Null when hidden from this seat (an unknown key), or none.")


class DiceRecord(Struct, frozen=True, kw_only=True):
    """Every random value of a roll or draw, and whether the table or the server made it."""

    roll_id: str
    kind: str  # fate | edge | d10 | draw
    sides: int
    values: tuple[int, ...]
    source: str  # server | physical


class Advantage(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """What a create-advantage action aims at: a new, a hidden or a known key."""

    mode: str  # create | discover | activate
    key_text: str | None = None
    key_id: str | None = None


class Target(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """An action's target: an npc or a key."""

    npc_id: str | None = None
    key_id: str | None = None


class Modifier(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A difficulty modifier from an adversary's or obstacle's ability."""

    reason: str
    value: int


ActionStatus = Literal["declared", "difficulty_set", "rolled", "awaiting_choice", "closed"]


class Activation(Struct, frozen=True, kw_only=True):
    """One key activated for an action (by a hero, an ally or the Adversity)."""

    key_id: Annotated[str | None, HIDDEN_KEY]
    activator: str
    beneficiary: str | None
    payment: str
    bonus: int
    hidden: bool = False


class ProwessBonus(Struct, frozen=True, kw_only=True):
    """A bonus prowess activated for an action."""

    prowess_id: str
    bonus: int


class Action(Struct, frozen=True, kw_only=True):
    """The one open action (D35) and where it stands in its flow."""

    action_id: str
    hero_id: str
    type: str
    approach: str
    resource: str
    status: ActionStatus = "declared"
    advantage: Advantage | None = None
    target: Target | None = None
    threat_resource: str | None = None
    difficulty: int | None = None
    hidden_key_id: Annotated[str | None, HIDDEN_KEY] = None
    edge_die_sides: int | None = None
    edge_dice: tuple[int, ...] = ()
    """Sides a paid activation's edge die may have (T5)."""
    adversity_elan_text: str | None = None
    """The text of the Adversity's elan from this action's outcome (T15)."""
    dice: DiceRecord | None = None
    edge: DiceRecord | None = None
    dice_total: int = 0
    activations: tuple[Activation, ...] = ()
    prowesses: tuple[ProwessBonus, ...] = ()
    motivation: int | None = None
    tier: str | None = None
    options: tuple[str, ...] = ()
    chosen: str | None = None
    pending_consequence: bool = False
