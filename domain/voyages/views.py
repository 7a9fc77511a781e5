"""The typed read model of a Voyages & Aventures table (``VOYAGES.view_type`` and
``VOYAGES.sheet_type``), ``view(state, viewer)`` and ``visible(event, viewer)``.

Nothing is hidden from players at this table, so every seat gets the same view. The JSON
these structs encode to is the read model the API served as plain dicts before: sheets
carry their derived values (trade index, adjective category, cost tier and modifier,
tattooed points, the escalation of the character's open conflict).
"""

from typing import Literal

from domain.core import Actor, Event
from domain.voyages.rules.conflict import Conflict, Level
from domain.voyages.rules.model import Action, Effect, Situation
from domain.voyages.rules.resolution import level_counter, level_name
from domain.voyages.rules.sheet import (
    Adjective,
    Category,
    Character,
    Duration,
    InventoryTint,
    OwnTint,
    Polarity,
    Record,
    Thing,
    TintPoint,
    Trait,
    tattooed_points,
)
from domain.voyages.state import Clock, VoyagesState, answerable

Phase = Literal["conflict", "situation", "action", "free"]


class Escalation(Record, frozen=True, kw_only=True):
    """A conflict's escalation: points, level, the level's counter."""

    points: int
    level: Level
    counter: int
    frame_change_due: bool


class SheetEscalation(Escalation, frozen=True, kw_only=True):
    """The escalation of the open conflict a character takes part in."""

    conflict_id: str


class TradeView(Record, frozen=True, kw_only=True):
    """A trade with its index (its number of aspects)."""

    trade_id: str
    name: str
    magical: bool
    aspects: tuple[str, ...]
    tint_points: tuple[TintPoint, ...]
    trade_index: int


class AdjectiveView(Record, frozen=True, kw_only=True):
    """An adjective with its category, cost tier and what it adds to a roll."""

    adjective_id: str
    name: str
    value: int
    polarity: Polarity
    duration: Duration
    is_false: bool
    effect_id: str | None
    category: Category
    cost_tier: int
    modifier: int


class CharacterSheetView(Record, frozen=True, kw_only=True):
    """One character sheet as the read model shows it."""

    character_id: str
    owner_player_id: str
    name: str
    traits: tuple[Trait, ...]
    trades: tuple[TradeView, ...]
    own_tints: tuple[OwnTint, ...]
    tint_inventory: tuple[InventoryTint, ...]
    flaws: tuple[str, ...]
    adjectives: tuple[AdjectiveView, ...]
    tattooed_points: int
    escalation: SheetEscalation | None
    """The escalation of the character's open conflict (null when it is in none)."""


class ConflictView(Conflict, frozen=True, kw_only=True):
    """An open conflict with its escalation spelled out."""

    escalation: Escalation


class VoyagesView(Record, frozen=True, kw_only=True):
    """The table: clock, sheets, things, open resolutions and the effects whose flaw window
    is open (closed resolutions, past rounds and older effects are in the log, C4)."""

    phase: Phase
    clock: Clock
    characters: dict[str, CharacterSheetView]
    things: dict[str, Thing]
    actions: dict[str, Action]
    situations: dict[str, Situation]
    conflicts: dict[str, ConflictView]
    effects: dict[str, Effect]


def escalation(conflict: Conflict) -> Escalation:
    """Points, level and counter of a conflict's escalation."""
    points = conflict.escalation_points
    return Escalation(points=points, level=level_name(points), counter=level_counter(points),
                      frame_change_due=conflict.frame_change_due)


def _adjective(a: Adjective) -> AdjectiveView:
    return AdjectiveView(adjective_id=a.adjective_id, name=a.name, value=a.value,
                         polarity=a.polarity, duration=a.duration, is_false=a.is_false,
                         effect_id=a.effect_id, category=a.category, cost_tier=a.cost_tier,
                         modifier=a.modifier_value)


def _sheet_escalation(state: VoyagesState, character_id: str) -> SheetEscalation | None:
    for conflict in state.conflicts.values():
        if conflict.status != "closed" and any(character_id in s.members
                                                for s in conflict.sides):
            e = escalation(conflict)
            return SheetEscalation(conflict_id=conflict.conflict_id, points=e.points,
                                   level=e.level, counter=e.counter,
                                   frame_change_due=e.frame_change_due)
    return None


def sheet_view(state: VoyagesState, sheet: Character) -> CharacterSheetView:
    """One sheet with its derived values."""
    trades = tuple(TradeView(trade_id=t.trade_id, name=t.name, magical=t.magical,
                             aspects=t.aspects, tint_points=t.tint_points,
                             trade_index=t.trade_index) for t in sheet.trades)
    return CharacterSheetView(
        character_id=sheet.character_id, owner_player_id=sheet.owner_player_id,
        name=sheet.name, traits=sheet.traits, trades=trades, own_tints=sheet.own_tints,
        tint_inventory=sheet.tint_inventory, flaws=sheet.flaws,
        adjectives=tuple(_adjective(a) for a in sheet.adjectives),
        tattooed_points=tattooed_points(sheet.tint_inventory),
        escalation=_sheet_escalation(state, sheet.character_id))


def conflict_view(conflict: Conflict) -> ConflictView:
    """A conflict and its escalation."""
    fields = {f: getattr(conflict, f) for f in conflict.__struct_fields__}
    return ConflictView(**fields, escalation=escalation(conflict))


def phase(state: VoyagesState) -> Phase:
    """What the table is resolving: a conflict first, then a situation, then an action."""
    if any(c.status != "closed" for c in state.conflicts.values()):
        return "conflict"
    if any(s.status != "closed" for s in state.situations.values()):
        return "situation"
    if any(a.status == "open" for a in state.actions.values()):
        return "action"
    return "free"


def voyages_view(state: VoyagesState) -> VoyagesView:
    """The whole table (the same for every seat)."""
    return VoyagesView(
        phase=phase(state), clock=state.clock,
        characters={cid: sheet_view(state, s) for cid, s in state.characters.items()},
        things=state.things,
        actions={k: a for k, a in state.actions.items() if a.status == "open"},
        situations={k: s for k, s in state.situations.items() if s.status != "closed"},
        conflicts={k: conflict_view(c) for k, c in state.conflicts.items()
                   if c.status != "closed"},
        effects={x.effect_id: x for x in answerable(state)})


def view(state: VoyagesState, viewer: Actor) -> VoyagesView:
    """The table; nothing in this system is hidden from players."""
    return voyages_view(state)


def visible(event: Event, viewer: Actor) -> bool | Event:
    """Every event is public at a Voyages & Aventures table (false adjectives are marked
    on the sheet by the seed's own rule)."""
    return True
