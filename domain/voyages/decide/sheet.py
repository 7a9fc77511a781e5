"""Sheet commands: characters, things, tints and time (section 5, first table)."""

import re
import unicodedata

from domain.core import Actor, Command, DomainError, Emitter, RandomSource, carried
from domain.core.guards import invalid, require_owner
from domain.core.words import Text, sentence
from domain.voyages import commands as cmd
from domain.voyages import events as ev
from domain.voyages.rules.sheet import (
    TATTOO_LIMIT,
    Adjective,
    Character,
    InventoryTint,
    OwnTint,
    Target,
    sheet_violations,
    tattooed_points,
)
from domain.voyages.state import VoyagesState, character, find_adjective, next_adjective_id

SHEET_RULES: dict[str, tuple[str, Text]] = {
    "name": ("name", sentence("a name has 1 to 100 characters")),
    "traits": ("traits", sentence("each inherited trait is named once, with a name and a tint")),
    "trades": ("trades", sentence("each trade is named once")),
    "own_tints": ("own_tints", sentence(
        "each own tint is listed once, its score at least 1 and its points between 0 and "
        "its score")),
    "tint_inventory": ("tint_inventory", sentence(
        "each inventory tint is listed once, with at least 1 point and its points left "
        "between 0 and them")),
    "flaws": ("flaws", sentence("each flaw is a word or more, listed once")),
    "T1": ("trades", sentence("a trade has at least one aspect, each written and listed once")),
    "T2": ("trades", sentence("a trade has one tint point per aspect")),
    "T3": ("trades", sentence("the first tint point of an ordinary trade is personal")),
    "T4": ("trades", sentence("every tint point of a magical trade is free")),
    "T5": ("tint_inventory", sentence("tattoos hold at most %(limit)s points in all",
                                      limit=TATTOO_LIMIT)),
    "A1": ("adjectives", sentence("an adjective is worth 1 to 3")),
    "A2": ("adjectives", sentence(
        "a sheet holds an adjective once (the same name and polarity): buying it again "
        "raises its value")),
    "A3": ("adjectives", sentence("only the gm writes a false adjective on a sheet")),
}
"""A rule of section 3 (its id, as ``sheet_violations`` names it) -> the field it concerns
and the rule in the reader's words."""


def _said(rules: list[str]) -> Text:
    """The broken rules, one sentence after the other."""
    first = SHEET_RULES[rules[0]][1]
    if len(rules) == 1:
        return first
    return sentence("%(first)s; %(rest)s", first=first, rest=_said(rules[1:]))


class InvalidSheet(DomainError):
    """A sheet breaks rules of section 3; ``rules`` lists their ids, the detail says them
    and ``field`` names the field of the first; ``findings``: each rule with its field."""

    def __init__(self, rules: list[str]) -> None:
        super().__init__("invalid_sheet", _said(rules), field=SHEET_RULES[rules[0]][0])
        self.rules = rules
        self.findings = tuple(DomainError("invalid_sheet", SHEET_RULES[rule][1],
                                          SHEET_RULES[rule][0]) for rule in rules)


def _slug(name: str) -> str:
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-") or "character"


def _new_character_id(state: VoyagesState, name: str) -> str:
    base, n = _slug(name), 1
    while f"{base}-{n}" in state.characters:
        n += 1
    return f"{base}-{n}"


def _build_sheet(state: VoyagesState, command: cmd.SheetCommand, character_id: str,
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
            raise DomainError("duplicate_id",
                              sentence("adjective “%(adjective)s” exists",
                                       adjective=adjective.adjective_id))
    return sheet


def register_character(em: Emitter[VoyagesState], command: cmd.RegisterCharacter, actor: Actor,
                       rng: RandomSource) -> None:
    """Owner or gm: a new sheet, checked against T1-T5 and A1-A3."""
    state = em.state
    owner = command.owner_player_id or actor.seat_id
    require_owner(actor, owner, sentence("a player registers characters for its own seat"),
                  code="forbidden")
    character_id = command.character_id or _new_character_id(state, command.name)
    if character_id in state.characters:
        raise DomainError("duplicate_id",
                          sentence("character “%(character)s” exists", character=character_id))
    sheet = _validated(state, _build_sheet(state, command, character_id, owner), actor)
    em.emit(ev.CharacterRegistered(character=sheet))


def revise_character_sheet(em: Emitter[VoyagesState], command: cmd.ReviseCharacterSheet,
                           actor: Actor, rng: RandomSource) -> None:
    """GM: replace a whole sheet (same rules)."""
    state = em.state
    old = character(state, command.character_id)
    sheet = _validated(state, _build_sheet(state, command, old.character_id,
                                           old.owner_player_id), actor)
    em.emit(ev.CharacterSheetRevised(character_id=old.character_id, character=sheet,
                                    reason=command.reason))


def register_thing(em: Emitter[VoyagesState], command: cmd.RegisterThing, actor: Actor,
                   rng: RandomSource) -> None:
    """GM: a thing that may carry adjectives."""
    state = em.state
    if command.thing_id in state.things:
        raise DomainError("duplicate_id",
                          sentence("thing “%(thing)s” exists", thing=command.thing_id))
    if command.holder_character_id is not None:
        character(state, command.holder_character_id)
    em.emit(carried(ev.ThingRegistered, command))


def add_inventory_tint(em: Emitter[VoyagesState], command: cmd.AddInventoryTint, actor: Actor,
                       rng: RandomSource) -> None:
    """GM: a tint joins the inventory; tattoos stay within 6 points (T5)."""
    state = em.state
    sheet = character(state, command.character_id)
    if command.points < 1 or not command.tint:
        invalid(sentence("an inventory tint has a name and at least 1 point"))
    tattooed = tattooed_points(sheet.tint_inventory)
    if command.tattooed and tattooed + command.points > TATTOO_LIMIT:
        raise DomainError("tattoo_limit_exceeded",
                          sentence("%(tattooed)s + %(points)s tattooed points exceed 6",
                                   tattooed=tattooed, points=command.points))
    ids = {i.inventory_id for i in sheet.tint_inventory}
    n = len(ids) + 1
    while f"inv-{n}" in ids:
        n += 1
    em.emit(carried(ev.InventoryTintAdded, command, inventory_id=f"inv-{n}"))


def restore_tattoo_tint(em: Emitter[VoyagesState], command: cmd.RestoreTattooTint, actor: Actor,
                        rng: RandomSource) -> None:
    """GM: a tattoo regains points in contact with its tint [D13]."""
    state = em.state
    sheet = character(state, command.character_id)
    entry = next((i for i in sheet.tint_inventory if i.inventory_id == command.inventory_id),
                 None)
    if entry is None or not entry.tattooed:
        raise DomainError("not_tattooed",
                          sentence("“%(inventory)s” is not a tattoo",
                                   inventory=command.inventory_id))
    if command.amount < 1 or entry.current + command.amount > entry.points:
        invalid(sentence("a tattoo holds at most %(points)s points", points=entry.points))
    em.emit(ev.TattooTintRestored(character_id=sheet.character_id, inventory_id=entry.inventory_id,
                                 points=command.amount, current=entry.current + command.amount))


def rest_night(em: Emitter[VoyagesState], command: cmd.RestNight, actor: Actor,
               rng: RandomSource) -> None:
    """GM: each own tint below its base regains 1, unless neglected."""
    state = em.state
    for cid in command.character_ids:
        sheet = character(state, cid)
        neglected = set(command.neglected.get(cid, ()))
        em.emit_all(ev.OwnTintRegenerated(character_id=cid, tint=t.tint, current=t.current + 1)
                    for t in sheet.own_tints
                    if t.current < t.base_score and t.tint not in neglected)


BOUNDARIES = {cmd.EndScene: "scene", cmd.EndDay: "day", cmd.EndSession: "session",
              cmd.EndAdventure: "adventure"}


def end_boundary(em: Emitter[VoyagesState], command: Command, actor: Actor,
                 rng: RandomSource) -> None:
    """GM: a time boundary passes; adjectives lasting exactly that long expire."""
    state = em.state
    boundary = BOUNDARIES[type(command)]
    counter = getattr(state.clock, boundary) + 1
    em.emit(ev.TimeBoundaryPassed(boundary=boundary, counter=counter))  # type: ignore[arg-type]
    for cid, sheet in state.characters.items():
        em.emit_all(ev.AdjectiveRemoved(adjective_id=a.adjective_id, reason="expired",
                                       target=Target(kind="character", id=cid))
                    for a in sheet.adjectives if a.duration == boundary)
    for tid, thing in state.things.items():
        em.emit_all(ev.AdjectiveRemoved(adjective_id=a.adjective_id, reason="expired",
                                       target=Target(kind="thing", id=tid))
                    for a in thing.adjectives if a.duration == boundary)
