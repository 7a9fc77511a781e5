"""The offer properties, shared by the five rule systems' state machines (``check_offers``
runs them all at one reached state, for the gm, each player seat and a stranger's seat):

- **offered ⇒ accepted**: every offered command, built from its offered choices
  (``tests.support.offer_build``: a field with choices is built from them and nothing
  else; a system's ``free`` fills only the fields without choices), is accepted by
  ``decide``, unless its refusal is listed for that command in the system's
  ``FIELD_REFUSALS`` (a refusal caused by two fields chosen apart: ``code``, or
  ``code@field`` when only a refusal naming that field, C5, may be caused so);
- **not offered ⇒ refused**: every command of the system's generator that is not offered
  to that seat (its type, or its character) is refused;
- **waiting ⇒ offered**: every (seat, command) of ``waiting_for`` is in that seat's
  ``available`` (for that character); when nobody is awaited, the game is over or the gm
  is offered a way on;
- **complete choices** (C6): every required field of every offered command whose values
  are an enum, an id or a map's keys has a non-empty choice list, or is listed as free in
  the rule system's one place (``TableRuleset.free_fields``);
- an observer is offered nothing and sees the same ``waiting_for``.
A mismatch names the state, the seat and the command.
"""

import random
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from typing import Any

from msgspec import inspect as mi

from domain.core import (
    GM,
    Actor,
    Affordance,
    Command,
    DomainError,
    Seat,
    SeededRandomSource,
    TableRuleset,
)
from tests.support.offer_build import Free, build, command_type_of, struct_info

Generated = Callable[[Any, random.Random], Iterable[Command]]
"""The rule system's own random command generator (any seat's, any payload)."""

STRANGER = Actor(seat_id="seat-stranger", role="player")
OBSERVER = Actor(seat_id="seat-observer", role="observer")

__all__ = ["OBSERVER", "STRANGER", "Free", "Generated", "actors_of", "build", "check_offers",
           "seats_of"]


def seats_of(ruleset: TableRuleset[Any, Any], state: Any) -> list[Seat]:
    """The gm, the seat of every character's owner, a stranger and an observer."""
    owners = sorted({seat for _, seat in ruleset.roster(state).values() if seat})
    return [Seat(seat_id=GM.seat_id, role="gm", name="gm"),
            *(Seat(seat_id=s, role="player", name=f"player {s}") for s in owners
              if s != GM.seat_id),
            Seat(seat_id=STRANGER.seat_id, role="player", name="stranger"),
            Seat(seat_id=OBSERVER.seat_id, role="observer", name="observer")]


def actors_of(seats: Iterable[Seat]) -> list[Actor]:
    """Every acting seat of ``seats`` (the observer is checked apart)."""
    return [GM if s.role == "gm" else Actor(seat_id=s.seat_id, role=s.role)
            for s in seats if s.role != "observer"]


def _where(state: Any, actor: Actor, command: Any) -> str:
    return f"seat {actor.seat_id} ({actor.role}), command {command!r}, state {state!r}"


def field_caused(error: DomainError, allowed: Collection[str]) -> bool:
    """Whether a refusal is one a field chosen apart may cause (``code`` or
    ``code@field``: the refusal's ``field`` starts with that path)."""
    named = getattr(error, "field", None) or ""
    for entry in allowed:
        code, _, field = entry.partition("@")
        if code == error.code and (not field or named.startswith(field)):
            return True
    return False


def check_offered_are_accepted(ruleset: TableRuleset[Any, Any], state: Any, actor: Actor,
                               seats: list[Seat], r: random.Random, free: Free,
                               field_refusals: Mapping[str, frozenset[str]]) -> int:
    """Every offered command built from its choices is accepted (or refused only as a
    field chosen apart may be); the number of commands tried."""
    tried = 0
    for offered in ruleset.available(state, actor, seats).available:
        for cid in offered.character_ids or [None]:
            command = build(ruleset, state, offered, cid, r, free)
            tried += 1
            try:
                ruleset.decide(state, command, actor, SeededRandomSource(r.randrange(2**32)))
            except DomainError as error:
                allowed = field_refusals.get(offered.type, frozenset())
                assert field_caused(error, allowed), (
                    f"offered but refused ({error.code}, field {getattr(error, 'field', None)}"
                    f"): {_where(state, actor, command)}")
    return tried


def _offered_for(ruleset: TableRuleset[Any, Any], offers: list[Affordance],
                 command: Command) -> bool:
    found = next((a for a in offers if a.type == str(type(command).__struct_config__.tag)),
                 None)
    if found is None:
        return False
    acting = ruleset.moves[type(command)].acting
    if acting is None or acting.field is None or found.character_ids is None:
        return True
    named = getattr(command, acting.field)
    return not isinstance(named, str) or named in found.character_ids


def check_unoffered_are_refused(ruleset: TableRuleset[Any, Any], state: Any, actor: Actor,
                                seats: list[Seat], r: random.Random,
                                generated: Generated) -> int:
    """Every generated command not offered to ``actor`` is refused; the number tried."""
    offers = ruleset.available(state, actor, seats).available
    tried = 0
    for command in generated(state, r):
        if _offered_for(ruleset, offers, command):
            continue
        tried += 1
        try:
            ruleset.decide(state, command, actor, SeededRandomSource(r.randrange(2**32)))
        except DomainError:
            continue
        raise AssertionError(f"not offered but accepted: {_where(state, actor, command)}")
    return tried


def _awaited_actor(seats: list[Seat], seat_id: str | None) -> Actor:
    seat = next((s for s in seats if s.seat_id == seat_id), None)
    if seat is None or seat.role == "gm":
        return GM
    return Actor(seat_id=seat.seat_id, role="player")


def check_waiting_is_offered(ruleset: TableRuleset[Any, Any], state: Any, seats: list[Seat],
                             over: Callable[[Any], bool] | None = None,
                             ways_on: Collection[str] | None = None) -> None:
    """Every (seat, command) the table waits for is offered to that seat (for that
    character); when nobody is awaited, the game is ``over`` or the gm is offered a way on
    (one of ``ways_on`` when the system names them, else any command)."""
    gm = ruleset.available(state, GM, seats)
    for entry in gm.waiting_for:
        actor = _awaited_actor(seats, entry.seat_id)
        offered = {a.type: a for a in ruleset.available(state, actor, seats).available}
        for kind in entry.types:
            found = offered.get(kind)
            assert found is not None, (
                f"{kind} awaited from seat {entry.seat_id} ({entry.character_name}) but not "
                f"offered to it: state {state!r}")
            assert entry.character_id is None or found.character_ids is None \
                or entry.character_id in found.character_ids, (
                f"{kind} awaited for {entry.character_id} but offered for "
                f"{found.character_ids}: state {state!r}")
    if gm.waiting_for or (over is not None and over(state)):
        return
    ways = [a.type for a in gm.available if ways_on is None or a.type in ways_on]
    assert ways, f"nobody is awaited and the gm is offered no way on: state {state!r}"


def _finite(kinds: list[mi.Type], name: str) -> bool:
    """An enum, or an id (a field named ``id``, ``…_id`` or ``…_ids``)."""
    if any(isinstance(k, mi.LiteralType | mi.EnumType) for k in kinds):
        return True
    named_id = name == "id" or name.endswith(("_id", "_ids"))
    items = [k.item_type if isinstance(k, mi.ListType | mi.VarTupleType) else k for k in kinds]
    return named_id and any(isinstance(k, mi.StrType) for k in items)


def required_finite_fields(info: mi.StructType, prefix: str = "",
                           ) -> Iterator[tuple[str, bool]]:
    """The choice keys of the required fields (and the required fields of the structs they
    hold) whose values are an enum, an id or a map's keys; each with whether the field may
    also be a struct (then choices inside it complete it: ESPRI's ``pays``)."""
    for field in info.fields:
        if not field.required:
            continue
        path = prefix + field.encode_name
        kinds = [k for k in (field.type.types if isinstance(field.type, mi.UnionType)
                             else (field.type,)) if not isinstance(k, mi.NoneType)]
        items = [k.item_type if isinstance(k, mi.ListType | mi.VarTupleType) else k
                 for k in kinds]
        structured = any(isinstance(k, mi.StructType) for k in items)
        if _finite(kinds, field.encode_name):
            yield path, structured
        either = any(isinstance(k, mi.LiteralType) for k in kinds)
        for kind in items:
            if isinstance(kind, mi.StructType) and not either:  # a struct, not one option
                yield from required_finite_fields(kind, path + ".")
            elif isinstance(kind, mi.DictType):
                yield path, False
                value = kind.value_type
                if isinstance(value, mi.StructType):
                    yield from required_finite_fields(value, path + ".*.")
                elif isinstance(value, mi.LiteralType | mi.IntType | mi.BoolType):
                    yield path + ".*", False


def _alternatives(info: mi.StructType) -> dict[str, tuple[str, set[str]]]:
    """The fields of a tagged union's alternatives: path -> (the union's path, the tags of
    the alternatives that hold it)."""
    found: dict[str, tuple[str, set[str]]] = {}
    for field in info.fields:
        kinds = field.type.types if isinstance(field.type, mi.UnionType) else (field.type,)
        structs = [k for k in kinds if isinstance(k, mi.StructType)]
        if len(structs) < 2:
            continue
        for kind in structs:
            for inner in kind.fields:
                path = f"{field.encode_name}.{inner.encode_name}"
                found.setdefault(path, (field.encode_name, set()))[1].add(
                    str(kind.cls.__struct_config__.tag))
    return found


def _not_offered(path: str, alternatives: dict[str, tuple[str, set[str]]],
                 choices: Mapping[str, list[Any]]) -> bool:
    """A field of a tagged union's alternatives none of which is offered (``a.type``)."""
    if path not in alternatives:
        return False
    union, tags = alternatives[path]
    offered = choices.get(union + ".type")
    return offered is not None and not tags & {c.value for c in offered}


def check_choices_are_complete(ruleset: TableRuleset[Any, Any], state: Any, actor: Actor,
                               seats: list[Seat]) -> None:
    """C6: every finite required field of every offered command has choices (for each
    character it is offered for), or is listed as free; inside a tagged union, only the
    fields of the alternatives offered (``a.type``) when the offer says which."""
    for offered in ruleset.available(state, actor, seats).available:
        command_type = command_type_of(ruleset, offered.type)
        acting = ruleset.moves[command_type].acting
        free = ruleset.free_fields.get(command_type, frozenset())
        alternatives = _alternatives(struct_info(command_type))
        for path, structured in required_finite_fields(struct_info(command_type)):
            if path in free or (acting is not None and path == acting.field) \
                    or _not_offered(path, alternatives, offered.choices):
                continue
            under = structured and any(offered.choices[k] for k in offered.choices
                                       if k.startswith(path + "."))
            for cid in offered.character_ids or [None]:
                values = [c for c in offered.choices.get(path, [])
                          if c.character_id in (None, cid) or "." in path]
                assert values or under, (
                    f"{offered.type} offered to seat {actor.seat_id} for {cid} with no choice "
                    f"for its field {path!r} (nor listed as free): state {state!r}")


def check_offers(ruleset: TableRuleset[Any, Any], state: Any, seed: int, free: Free,
                 generated: Generated, field_refusals: Mapping[str, frozenset[str]],
                 over: Callable[[Any], bool] | None = None,
                 ways_on: Collection[str] | None = None) -> None:
    """Every offer property at one state, for every seat."""
    seats = seats_of(ruleset, state)
    for actor in actors_of(seats):
        r = random.Random(seed)
        check_offered_are_accepted(ruleset, state, actor, seats, r, free, field_refusals)
        check_unoffered_are_refused(ruleset, state, actor, seats, r, generated)
        check_choices_are_complete(ruleset, state, actor, seats)
    check_waiting_is_offered(ruleset, state, seats, over, ways_on)
    observed = ruleset.available(state, OBSERVER, seats)
    assert observed.available == [], f"an observer is offered commands: {state!r}"
    assert observed.waiting_for == ruleset.available(state, GM, seats).waiting_for
