"""The character sheet: traits, trades, tints, flaws and adjectives (spec section 3)."""

from typing import Literal

import msgspec

Polarity = Literal["positive", "negative"]
TraitPolarity = Literal["positive", "negative", "neutral"]
Duration = Literal["next_roll", "scene", "day", "session", "adventure", "until_resolved"]
TintKind = Literal["personal", "free"]
Category = Literal["temporary", "durable"]

TEMPORARY_DURATIONS = frozenset({"next_roll", "scene", "day", "session"})
NAME_MAX = 100
"""A character's name has 1 to 100 characters."""
TATTOO_LIMIT = 6
MAX_ADJECTIVE_VALUE = 3


class Record(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Base of every value object of the rule system (immutable, strict on decoding)."""


class Trait(Record, frozen=True, kw_only=True):
    """An inherited trait, bound to a tint."""

    trait_id: str
    name: str
    tint: str
    polarity: TraitPolarity


class TintPoint(Record, frozen=True, kw_only=True):
    """One tint point of a trade: personal (never spent) or free (manipulates tints)."""

    tint: str
    kind: TintKind


class Trade(Record, frozen=True, kw_only=True):
    """A trade (métier); its index is its number of aspects."""

    trade_id: str
    name: str
    magical: bool = False
    aspects: tuple[str, ...] = ()
    tint_points: tuple[TintPoint, ...] = ()

    @property
    def trade_index(self) -> int:
        """Number of aspects (= number of trade tint points)."""
        return len(self.aspects)


class OwnTint(Record, frozen=True, kw_only=True):
    """A tint of the character's own; pays rerolls, regenerates 1 per night."""

    tint: str
    base_score: int
    current: int


class InventoryTint(Record, frozen=True, kw_only=True):
    """A tint met on the road; tattooed ones work as own tints (at most 6 points)."""

    inventory_id: str
    tint: str
    points: int
    tattooed: bool = False
    current: int = 0


class Adjective(Record, frozen=True, kw_only=True):
    """A state with a value 1..3, positive or negative, lasting ``duration``."""

    adjective_id: str
    name: str
    value: int
    polarity: Polarity
    duration: Duration
    is_false: bool = False
    effect_id: str | None = None

    @property
    def category(self) -> Category:
        """``temporary`` or ``durable`` [D15]."""
        return "temporary" if self.duration in TEMPORARY_DURATIONS else "durable"

    @property
    def cost_tier(self) -> int:
        """Tier on the cost lists: 2 temporary, 3 adventure, 4 until resolved."""
        return cost_tier(self.duration)

    @property
    def modifier_value(self) -> int:
        """What it adds to a roll: +value when positive and true, else -value [D7]."""
        return self.value if self.polarity == "positive" and not self.is_false else -self.value


class Target(Record, frozen=True, kw_only=True):
    """What carries an adjective: a character or a thing."""

    kind: Literal["character", "thing"]
    id: str


class Character(Record, frozen=True, kw_only=True):
    """A player character's sheet."""

    character_id: str
    owner_player_id: str
    name: str
    traits: tuple[Trait, ...] = ()
    trades: tuple[Trade, ...] = ()
    own_tints: tuple[OwnTint, ...] = ()
    tint_inventory: tuple[InventoryTint, ...] = ()
    flaws: tuple[str, ...] = ()
    adjectives: tuple[Adjective, ...] = ()


class ThingSpec(msgspec.Struct, frozen=True, kw_only=True):
    """A thing as registered (``RegisterThing``, ``ThingRegistered``)."""

    thing_id: str
    name: str
    holder_character_id: str | None = None


class Thing(ThingSpec, Record, frozen=True, kw_only=True):
    """An object (or anything) that carries adjectives ("scores alternatifs")."""

    adjectives: tuple[Adjective, ...] = ()


def cost_tier(duration: str) -> int:
    """The cost tier of an adjective of that duration."""
    if duration in TEMPORARY_DURATIONS:
        return 2
    return 3 if duration == "adventure" else 4


def tattooed_points(inventory: tuple[InventoryTint, ...]) -> int:
    """Sum of the points of tattooed entries (rule T5)."""
    return sum(entry.points for entry in inventory if entry.tattooed)


def infusable_points(trade: Trade, tint: str) -> int:
    """Cap on infusion: personal points of that tint in that trade."""
    return sum(1 for p in trade.tint_points if p.kind == "personal" and p.tint == tint)


def adjective_key(adjective: Adjective) -> tuple[str, str, bool]:
    """Rule A2: one adjective per (name, polarity, is_false) on a target."""
    return (adjective.name, adjective.polarity, adjective.is_false)


def _trade_violations(trade: Trade) -> list[str]:
    rules: list[str] = []
    aspects = trade.aspects
    if not aspects or any(not a for a in aspects) or len(set(aspects)) != len(aspects):
        rules.append("T1")
    if len(trade.tint_points) != len(aspects):
        rules.append("T2")
    kinds = [p.kind for p in trade.tint_points]
    if not trade.magical and kinds and kinds[0] != "personal":
        rules.append("T3")
    if trade.magical and any(k != "free" for k in kinds):
        rules.append("T4")
    return rules


def _field_violations(character: Character) -> list[str]:
    rules: list[str] = []
    if not 1 <= len(character.name) <= NAME_MAX:
        rules.append("name")
    traits = character.traits
    if len({t.trait_id for t in traits}) != len(traits) or any(
            not t.name or not t.tint for t in traits):
        rules.append("traits")
    trade_ids = [t.trade_id for t in character.trades]
    if len(set(trade_ids)) != len(trade_ids):
        rules.append("trades")
    tints = character.own_tints
    if len({t.tint for t in tints}) != len(tints) or any(
            t.base_score < 1 or not 0 <= t.current <= t.base_score for t in tints):
        rules.append("own_tints")
    inventory = character.tint_inventory
    if len({e.inventory_id for e in inventory}) != len(inventory) or any(
            e.points < 1 or not 0 <= e.current <= e.points for e in inventory):
        rules.append("tint_inventory")
    flaws = character.flaws
    if any(not f for f in flaws) or len(set(flaws)) != len(flaws):
        rules.append("flaws")
    return rules


def _adjective_violations(adjectives: tuple[Adjective, ...], by_gm: bool) -> list[str]:
    rules: list[str] = []
    if any(not 1 <= a.value <= MAX_ADJECTIVE_VALUE for a in adjectives):
        rules.append("A1")
    keys = [adjective_key(a) for a in adjectives]
    ids = [a.adjective_id for a in adjectives]
    if len(set(keys)) != len(keys) or len(set(ids)) != len(ids):
        rules.append("A2")
    if not by_gm and any(a.is_false for a in adjectives):
        rules.append("A3")
    return rules


def sheet_violations(character: Character, by_gm: bool) -> list[str]:
    """The ids of the rules (T1-T5, A1-A3, or a field name) the sheet breaks."""
    rules = _field_violations(character)
    for trade in character.trades:
        rules.extend(r for r in _trade_violations(trade) if r not in rules)
    if tattooed_points(character.tint_inventory) > TATTOO_LIMIT:
        rules.append("T5")
    rules.extend(_adjective_violations(character.adjectives, by_gm))
    return rules
