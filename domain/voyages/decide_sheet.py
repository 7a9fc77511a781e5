"""Handlers: sheets, things, adjectives, tints and time (section 5, first table)."""

import re
import unicodedata

from domain.core import Actor, Command, DomainError, Event, NotAuthorized
from domain.voyages import commands as c
from domain.voyages import events as e
from domain.voyages.guards import AdjectiveWriter, character, invalid, require_gm
from domain.voyages.sheet import (
    TATTOO_LIMIT,
    Adjective,
    Character,
    InventoryTint,
    OwnTint,
    Target,
    sheet_violations,
    tattooed_points,
)
from domain.voyages.state import VoyagesState, find_adjective, next_adjective_id


class InvalidSheet(DomainError):
    """A sheet breaks rules of section 3; ``rules`` lists their ids."""

    def __init__(self, rules: list[str]) -> None:
        super().__init__("invalid_sheet", "sheet breaks rules: " + ", ".join(rules))
        self.rules = rules


def _slug(name: str) -> str:
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-") or "character"


def _new_character_id(state: VoyagesState, name: str) -> str:
    base, n = _slug(name), 1
    while f"{base}-{n}" in state.characters:
        n += 1
    return f"{base}-{n}"


def _build_sheet(state: VoyagesState, command: c.SheetCommand, character_id: str,
                 owner: str) -> Character:
    own = tuple(OwnTint(tint=t.tint, base_score=t.base_score,
                        current=t.base_score if t.current is None else t.current)
                for t in command.own_tints)
    inventory = tuple(InventoryTint(inventory_id=i.inventory_id or f"inv-{n + 1}", tint=i.tint,
                                    points=i.points, tattooed=i.tattooed,
                                    current=i.points if i.current is None else i.current)
                      for n, i in enumerate(command.tint_inventory))
    adjectives = tuple(Adjective(adjective_id=a.adjective_id or next_adjective_id(state, n),
                                 name=a.name, value=a.value, polarity=a.polarity,
                                 duration=a.duration, is_false=a.is_false)
                       for n, a in enumerate(command.adjectives))
    return Character(character_id=character_id, owner_player_id=owner, name=command.name,
                     traits=command.traits, trades=command.trades, own_tints=own,
                     tint_inventory=inventory, flaws=command.flaws, adjectives=adjectives)


def _validated(state: VoyagesState, sheet: Character, actor: Actor) -> Character:
    rules = sheet_violations(sheet, by_gm=actor.is_gm)
    if rules:
        raise InvalidSheet(rules)
    for adjective in sheet.adjectives:
        found = find_adjective(state, adjective.adjective_id)
        if found is not None and found[0].id != sheet.character_id:
            raise DomainError("duplicate_id", f"adjective {adjective.adjective_id!r} exists")
    return sheet


def register_character(state: VoyagesState, command: c.RegisterCharacter,
                       actor: Actor) -> list[Event]:
    """Owner or gm: a new sheet, checked against T1-T5 and A1-A3."""
    owner = command.owner_player_id or actor.seat_id
    if not actor.may_act_for(owner):
        raise NotAuthorized("forbidden", "a player registers characters for its own seat")
    character_id = command.character_id or _new_character_id(state, command.name)
    if character_id in state.characters:
        raise DomainError("duplicate_id", f"character {character_id!r} exists")
    sheet = _validated(state, _build_sheet(state, command, character_id, owner), actor)
    return [e.CharacterRegistered(character=sheet)]


def revise_character_sheet(state: VoyagesState, command: c.ReviseCharacterSheet,
                           actor: Actor) -> list[Event]:
    """GM: replace a whole sheet (same rules)."""
    require_gm(actor)
    old = character(state, command.character_id)
    sheet = _validated(state, _build_sheet(state, command, old.character_id,
                                           old.owner_player_id), actor)
    return [e.CharacterSheetRevised(character_id=old.character_id, character=sheet,
                                    reason=command.reason)]


def register_thing(state: VoyagesState, command: c.RegisterThing, actor: Actor) -> list[Event]:
    """GM: a thing that may carry adjectives."""
    require_gm(actor)
    if command.thing_id in state.things:
        raise DomainError("duplicate_id", f"thing {command.thing_id!r} exists")
    if command.holder_character_id is not None:
        character(state, command.holder_character_id)
    return [e.ThingRegistered(thing_id=command.thing_id, name=command.name,
                              holder_character_id=command.holder_character_id)]


def add_adjective(state: VoyagesState, command: c.AddAdjective, actor: Actor) -> list[Event]:
    """GM: add an adjective, or raise the same one's value (A2)."""
    require_gm(actor)
    target = command.target
    if target.kind == "character":
        character(state, target.id)
    elif target.id not in state.things:
        raise DomainError("unknown_thing", f"no thing {target.id!r}")
    return [AdjectiveWriter(state).add(target, command.name, command.value, command.polarity,
                                       command.duration, is_false=command.is_false, cause="gm")]


def _located(state: VoyagesState, adjective_id: str) -> tuple[Target, Adjective]:
    found = find_adjective(state, adjective_id)
    if found is None:
        raise DomainError("unknown_adjective", f"no adjective {adjective_id!r}")
    return found


def change_adjective_value(state: VoyagesState, command: c.ChangeAdjectiveValue,
                           actor: Actor) -> list[Event]:
    """GM: a new value; reaching 0 removes the adjective (A1)."""
    require_gm(actor)
    if command.delta == 0:
        raise invalid("delta must not be 0")
    target, _ = _located(state, command.adjective_id)
    return [AdjectiveWriter(state).change(target, command.adjective_id, command.delta, "gm")]


def remove_adjective(state: VoyagesState, command: c.RemoveAdjective,
                     actor: Actor) -> list[Event]:
    """GM: remove an adjective."""
    require_gm(actor)
    target, _ = _located(state, command.adjective_id)
    return [e.AdjectiveRemoved(adjective_id=command.adjective_id, target=target, reason="gm")]


def add_inventory_tint(state: VoyagesState, command: c.AddInventoryTint,
                       actor: Actor) -> list[Event]:
    """GM: a tint joins the inventory; tattoos stay within 6 points (T5)."""
    require_gm(actor)
    sheet = character(state, command.character_id)
    if command.points < 1 or not command.tint:
        raise invalid("an inventory tint has a name and at least 1 point")
    tattooed = tattooed_points(sheet.tint_inventory)
    if command.tattooed and tattooed + command.points > TATTOO_LIMIT:
        raise DomainError("tattoo_limit_exceeded",
                          f"{tattooed} + {command.points} tattooed points exceed 6")
    ids = {i.inventory_id for i in sheet.tint_inventory}
    n = len(ids) + 1
    while f"inv-{n}" in ids:
        n += 1
    return [e.InventoryTintAdded(character_id=sheet.character_id, inventory_id=f"inv-{n}",
                                 tint=command.tint, points=command.points,
                                 tattooed=command.tattooed)]


def restore_tattoo_tint(state: VoyagesState, command: c.RestoreTattooTint,
                        actor: Actor) -> list[Event]:
    """GM: a tattoo regains points in contact with its tint [D13]."""
    require_gm(actor)
    sheet = character(state, command.character_id)
    entry = next((i for i in sheet.tint_inventory if i.inventory_id == command.inventory_id),
                 None)
    if entry is None or not entry.tattooed:
        raise DomainError("not_tattooed", f"{command.inventory_id!r} is not a tattoo")
    if command.amount < 1 or entry.current + command.amount > entry.points:
        raise invalid(f"a tattoo holds at most {entry.points} points")
    return [e.TattooTintRestored(character_id=sheet.character_id, inventory_id=entry.inventory_id,
                                 points=command.amount, current=entry.current + command.amount)]


def rest_night(state: VoyagesState, command: c.RestNight, actor: Actor) -> list[Event]:
    """GM: each own tint below its base regains 1, unless neglected."""
    require_gm(actor)
    events: list[Event] = []
    for cid in command.character_ids:
        sheet = character(state, cid)
        neglected = set(command.neglected.get(cid, ()))
        events.extend(e.OwnTintRegenerated(character_id=cid, tint=t.tint, current=t.current + 1)
                      for t in sheet.own_tints
                      if t.current < t.base_score and t.tint not in neglected)
    return events


BOUNDARIES = {c.EndScene: "scene", c.EndDay: "day", c.EndSession: "session",
              c.EndAdventure: "adventure"}


def end_boundary(state: VoyagesState, command: Command, actor: Actor) -> list[Event]:
    """GM: a time boundary passes; adjectives lasting exactly that long expire."""
    require_gm(actor)
    boundary = BOUNDARIES[type(command)]
    counter = getattr(state.clock, boundary) + 1
    events: list[Event] = [e.TimeBoundaryPassed(boundary=boundary,  # type: ignore[arg-type]
                                                counter=counter)]
    for cid, sheet in state.characters.items():
        events.extend(e.AdjectiveRemoved(adjective_id=a.adjective_id, reason="expired",
                                         target=Target(kind="character", id=cid))
                      for a in sheet.adjectives if a.duration == boundary)
    for tid, thing in state.things.items():
        events.extend(e.AdjectiveRemoved(adjective_id=a.adjective_id, reason="expired",
                                         target=Target(kind="thing", id=tid))
                      for a in thing.adjectives if a.duration == boundary)
    return events
