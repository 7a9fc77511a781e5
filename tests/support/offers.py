"""The "offered <=> accepted" property, shared by the five rule systems' state machines.

At a reached state, for the gm and each player seat (and a stranger's seat):
- every offered command, built from its offered choices (and the free fields a rule
  system's ``free`` function fills), is accepted by ``decide``, unless the refusal's code
  is listed for that command in the rule system's ``FIELD_REFUSALS`` (a refusal caused
  by a field the declaration does not cover);
- every command of the generator's that is **not** offered to that seat (its type, or
  its character) is refused by ``decide``;
- an observer is offered nothing.
A mismatch names the state, the seat and the command.
"""

import random
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import msgspec

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

Free = Callable[[Any, type[Command], str | None, random.Random], dict[str, Any]]
"""``(state, command type, character id, rng) -> fields``: what the choices leave open."""
Generated = Callable[[Any, random.Random], Iterable[Command]]
"""The rule system's own random command generator (any seat's, any payload)."""

STRANGER = Actor(seat_id="seat-stranger", role="player")
OBSERVER = Actor(seat_id="seat-observer", role="observer")


def seats_of(ruleset: TableRuleset[Any, Any], state: Any) -> list[Seat]:
    """The gm, the seat of every character's owner, a stranger and an observer."""
    owners = sorted({seat for _, seat in ruleset.roster(state).values() if seat})
    return [Seat(seat_id=GM.seat_id, role="gm", name="gm"),
            *(Seat(seat_id=s, role="player", name=f"player {s}") for s in owners),
            Seat(seat_id=STRANGER.seat_id, role="player", name="stranger"),
            Seat(seat_id=OBSERVER.seat_id, role="observer", name="observer")]


def actors_of(seats: Iterable[Seat]) -> list[Actor]:
    """Every acting seat of ``seats`` (the observer is checked apart)."""
    return [GM if s.role == "gm" else Actor(seat_id=s.seat_id, role=s.role)
            for s in seats if s.role != "observer"]


def _is_list(command_type: type[Command], name: str) -> bool:
    info = msgspec.inspect.type_info(command_type)
    assert isinstance(info, msgspec.inspect.StructType)
    for field in info.fields:
        if field.name == name:
            kinds = field.type.types if isinstance(field.type, msgspec.inspect.UnionType) \
                else (field.type,)
            return any(isinstance(k, msgspec.inspect.ListType | msgspec.inspect.VarTupleType)
                       for k in kinds)
    raise AssertionError(f"{command_type.__name__} has no field {name!r} (declared choice)")


def build(ruleset: TableRuleset[Any, Any], state: Any, offered: Affordance,
          character_id: str | None, r: random.Random, free: Free) -> Command:
    """A command of the offered type from its choices (one value each, or one element for a
    list field; dotted fields are the ``free`` function's), free fields added."""
    command_type = next(t for t in ruleset.moves if _tag(t) == offered.type)
    fields: dict[str, Any] = {}
    acting = ruleset.moves[command_type].acting
    if acting is not None and acting.field is not None and character_id is not None:
        fields[acting.field] = character_id
    for name, choices in offered.choices.items():
        values = [c.value for c in choices if c.character_id in (None, character_id)]
        if "." in name or not values:
            continue
        pick = r.choice(values)
        fields[name] = [pick] if _is_list(command_type, name) else pick
    fields.update(free(state, command_type, character_id, r))
    return msgspec.convert({"type": offered.type, **fields}, command_type)


def _tag(command_type: type[Command]) -> str:
    return str(command_type.__struct_config__.tag)


def _where(state: Any, actor: Actor, command: Command) -> str:
    return f"seat {actor.seat_id} ({actor.role}), command {command!r}, state {state!r}"


def check_offered_are_accepted(ruleset: TableRuleset[Any, Any], state: Any, actor: Actor,
                               seats: list[Seat], r: random.Random, free: Free,
                               field_refusals: Mapping[str, frozenset[str]]) -> int:
    """Every offered command built from its choices is accepted (or refused only with a
    code listed as a field's); the number of commands tried."""
    tried = 0
    for offered in ruleset.available(state, actor, seats).available:
        for cid in offered.character_ids or [None]:
            command = build(ruleset, state, offered, cid, r, free)
            tried += 1
            try:
                ruleset.decide(state, command, actor, SeededRandomSource(r.randrange(2**32)))
            except DomainError as error:
                allowed = field_refusals.get(offered.type, frozenset())
                assert error.code in allowed, (
                    f"offered but refused ({error.code}): {_where(state, actor, command)}")
    return tried


def _offered_for(ruleset: TableRuleset[Any, Any], offers: list[Affordance],
                 command: Command) -> bool:
    found = next((a for a in offers if a.type == _tag(type(command))), None)
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


def check_offers(ruleset: TableRuleset[Any, Any], state: Any, seed: int, free: Free,
                 generated: Generated,
                 field_refusals: Mapping[str, frozenset[str]]) -> None:
    """The whole property at one state, for every seat."""
    seats = seats_of(ruleset, state)
    for actor in actors_of(seats):
        r = random.Random(seed)
        check_offered_are_accepted(ruleset, state, actor, seats, r, free, field_refusals)
        check_unoffered_are_refused(ruleset, state, actor, seats, r, generated)
    observed = ruleset.available(state, OBSERVER, seats)
    assert observed.available == [], f"an observer is offered commands: {state!r}"
    assert observed.waiting_for == ruleset.available(state, GM, seats).waiting_for
