"""Declared moves: what a seat may send now, written once and checked twice.

Every command of a rule system is declared by a ``Move``: its handler, and beside it the
**precondition** that does not depend on the command's own fields (phase, the step of the
open call / action / conflict, the role, whose character, resources held), the character
it acts for, the check of what it **names** by id (the contest, conflict or action at its
step), the **choices** the state allows for its fields, and whom play **awaits**. A
handler does not check these again: it reads what the declaration found.

- ``TableRuleset.decide`` runs ``Move.admit`` before the handler, so a precondition is the
  handler's first check (same refusal codes);
- ``available`` evaluates the same declarations for one seat: the commands it may send
  now (``Affordance``), for which characters, with which values, and ``waiting_for``.

A precondition is a plain function that raises the refusal (``DomainError``,
``NotAuthorized``, ``InvalidValue``) with the guards of ``domain.core.guards``; it
returning normally means "allowed". A property test per rule system keeps the two uses
exact: an offered command built from its choices is accepted, a command not offered is
refused.
"""

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeAlias, TypeVar

import msgspec

from domain.core.acting import (
    CharacterCheck,
    ForCharacter,
    NamedCheck,
    Precondition,
    admit_character,
    always,
    anyone,
    named,
    passes,
)
from domain.core.actor import Actor, Seat
from domain.core.choices import Choice, ChoiceContext, ChoiceValue, Count, plain_choices
from domain.core.emitter import Handler
from domain.core.errors import DomainError, NotAuthorized
from domain.core.messages import Command
from domain.core.words import ENGLISH, Words

S = TypeVar("S")


class Affordance(msgspec.Struct, frozen=True, kw_only=True):
    """One command this seat may send now."""

    type: str
    character_ids: list[str] | None
    """The characters this seat may send it for (null: the command acts for none)."""
    character_field: str | None
    """The command's field that names that character (null: implied by the state, e.g.
    the open call's leader, or none)."""
    choices: dict[str, list[Choice]]
    """Field name (``a.b`` inside a list of structs; ``m`` and ``m.*`` a map's keys and
    values) -> the values the state allows (``domain.core.choices``)."""
    awaited: bool
    """True when play waits for this seat to send it."""
    counts: dict[str, list[Count]] = {}
    """List field -> how many elements it takes now, when the state fixes it."""


class Waiting(msgspec.Struct, frozen=True, kw_only=True):
    """A seat (and the character it plays, if any) the table is waiting on."""

    seat_id: str | None
    """The seat; null when no seat of the game plays the character yet."""
    seat_name: str | None
    character_id: str | None
    """The character it plays for; null when the seat is awaited for itself (the gm)."""
    character_name: str | None
    types: list[str]
    """The commands it is awaited for."""


class Offers(msgspec.Struct, frozen=True, kw_only=True):
    """What one seat may send now, and whom the table is waiting for."""

    available: list[Affordance]
    waiting_for: list[Waiting]


ChoiceFn: TypeAlias = Callable[[S, ChoiceContext], Iterable[Choice]]
"""``(state, context) -> choices`` for one field."""
CountFn: TypeAlias = Callable[[S, ChoiceContext], Iterable[Count]]
"""``(state, context) -> counts`` for one list field (one per character, or one for all)."""
Awaited: TypeAlias = str | None
"""A character id play waits on, or None for the gm."""


@dataclass(frozen=True)
class Move(Generic[S]):
    """One command's declaration: its handler and what decides whether it is open."""

    handler: Handler[S, Any]
    when: Precondition[S] = always
    acting: ForCharacter[S] | None = None
    choices: Mapping[str, ChoiceFn[S]] = field(default_factory=dict)
    awaits: Callable[[S], Iterable[Awaited]] | None = None
    counts: Mapping[str, CountFn[S]] = field(default_factory=dict)
    names: NamedCheck[S] | None = None

    def admit(self, state: S, command: Command, actor: Actor) -> None:
        """The declared checks, before the handler runs: the precondition, the character
        it acts for, then what it names. A refusal of the seat's role by the precondition
        (``NotAuthorized``) stands; any other refusal yields to what the command names
        when that refuses too: "that contest is closed" says more than "no contest is
        open" or "not your character's roll"."""
        try:
            self.when(state, actor)
        except NotAuthorized:
            raise
        except DomainError:
            self._admit_named(state, command, actor)
            raise
        if self.acting is not None:
            try:
                admit_character(state, command, actor, self.acting)
            except DomainError:
                self._admit_named(state, command, actor)
                raise
        self._admit_named(state, command, actor)

    def _admit_named(self, state: S, command: Command, actor: Actor) -> None:
        if self.names is not None:
            self.names(state, actor, command)

    def characters_for(self, state: S, actor: Actor) -> list[str] | None:
        """The characters ``actor`` may send it for now (None: it acts for none)."""
        acting = self.acting
        if acting is None:
            return None
        return [cid for cid in acting.candidates(state) if passes(acting.check, state,
                                                                   actor, cid)]


MoveTable: TypeAlias = Mapping[type[Command], Move[S]]
"""A rule system's declarations: command class -> move."""


Roster: TypeAlias = Callable[[S], Mapping[str, tuple[str, str | None]]]
"""How ``available`` reads characters: id -> (name, owning seat or None)."""


def _open(move: Move[S], state: S, actor: Actor) -> bool:
    try:
        move.when(state, actor)
    except DomainError:
        return False
    return True


def offer(tag: str, move: Move[S], state: S, context: ChoiceContext, awaited: bool,
          ) -> Affordance | None:
    """The affordance of one move for ``context.actor``, or None when it is closed."""
    if not _open(move, state, context.actor):
        return None
    characters = move.characters_for(state, context.actor)
    if characters is not None and not characters:
        return None
    choices = {name: list(fn(state, context)) for name, fn in move.choices.items()}
    counts = {name: list(fn(state, context)) for name, fn in move.counts.items()}
    field = move.acting.field if move.acting is not None else None
    return Affordance(type=tag, character_ids=characters, character_field=field,
                      choices=choices, awaited=awaited,
                      counts={name: found for name, found in counts.items() if found})


def _may_send(move: Move[S], state: S, actor: Actor, character_id: str | None) -> bool:
    """Whether ``actor`` is offered the move (for that character, when it acts for one)."""
    if not _open(move, state, actor):
        return False
    characters = move.characters_for(state, actor)
    if characters is None:
        return True
    return character_id in characters if character_id is not None else bool(characters)


def _awaited_actor(context: ChoiceContext, seat_id: str | None) -> Actor:
    """The seat play waits on, as an actor: the gm's when no seat plays the character."""
    if seat_id is None or context.seat_role(seat_id) == "gm":
        return Actor(seat_id=seat_id or context.gm_seat_id() or "gm", role="gm")
    return Actor(seat_id=seat_id, role="player")


_last_waiting: tuple[Any, ...] = ()
"""(moves, state, seats, words, answer) of the last ``waiting_for``, replaced whole (a
reader in another thread sees a whole entry or misses)."""


def waiting_for(moves: MoveTable[S], state: S, roster: Roster[S],
                context: ChoiceContext) -> list[Waiting]:
    """Whom play waits on: one entry per (seat, character), with the awaited commands. A
    move is awaited from a seat only when that seat is offered it (for that character):
    the table never promises a move nobody may send. It does not depend on the seat
    asking, and the live feed asks for every seat of a state in turn (issue #36): the
    last answer is kept for the next seat of the same state (states are immutable)."""
    global _last_waiting
    last = _last_waiting
    if last and last[0] is moves and last[1] is state and last[3] is context.words \
            and last[2] == context.seats:
        return list(last[4])
    found = _waiting_for(moves, state, roster, context)
    _last_waiting = (moves, state, context.seats, context.words, tuple(found))
    return found


def forget_shared() -> None:
    """Drop what is kept for the next seat: the next answer is computed from nothing."""
    global _last_waiting
    _last_waiting = ()


def _waiting_for(moves: MoveTable[S], state: S, roster: Roster[S],
                 context: ChoiceContext) -> list[Waiting]:
    names = roster(state)
    found: dict[tuple[str | None, str | None], list[str]] = {}
    for command, move in moves.items():
        if move.awaits is None:
            continue
        for character_id in move.awaits(state):
            seat = context.gm_seat_id() if character_id is None else \
                names.get(character_id, ("", None))[1]
            if not _may_send(move, state, _awaited_actor(context, seat), character_id):
                continue
            found.setdefault((seat, character_id), []).append(_tag(command))
    return [Waiting(seat_id=seat, seat_name=context.seat_name(seat), character_id=cid,
                    character_name=names[cid][0] if cid is not None and cid in names else None,
                    types=types)
            for (seat, cid), types in found.items()]


def _awaited_seat(entry: Waiting, actor: Actor) -> bool:
    return entry.seat_id == actor.seat_id or (actor.is_gm and entry.character_id is None)


def available(moves: MoveTable[S], state: S, roster: Roster[S], actor: Actor,
              seats: Sequence[Seat] = (), words: Words = ENGLISH) -> Offers:
    """What ``actor`` may send now (nothing for an observer) and whom play waits for;
    labels are said in ``words`` (the reader's language)."""
    context = ChoiceContext(actor=actor, seats=tuple(seats), words=words)
    waiting = waiting_for(moves, state, roster, context)
    if actor.role == "observer":
        return Offers(available=[], waiting_for=waiting)
    mine = {t for entry in waiting if _awaited_seat(entry, actor) for t in entry.types}
    offered = []
    for command, move in moves.items():
        tag = _tag(command)
        found = offer(tag, move, state, context, tag in mine)
        if found is not None:
            offered.append(found)
    offered.sort(key=lambda a: not a.awaited)
    return Offers(available=offered, waiting_for=waiting)


def _tag(command: type[Command]) -> str:
    return str(command.__struct_config__.tag)


def character_choices(state: S, roster: Roster[S], ids: Iterable[str],
                      for_character: str | None = None) -> list[Choice]:
    """Characters as choices, labelled with their names."""
    names = roster(state)
    return [Choice(value=cid, label=names[cid][0] if cid in names else cid,
                   character_id=for_character) for cid in ids]


__all__ = [
    "Affordance",
    "Awaited",
    "CharacterCheck",
    "Choice",
    "ChoiceContext",
    "ChoiceFn",
    "ChoiceValue",
    "Count",
    "CountFn",
    "ForCharacter",
    "Move",
    "MoveTable",
    "NamedCheck",
    "Offers",
    "Precondition",
    "Roster",
    "Seat",
    "Waiting",
    "always",
    "anyone",
    "available",
    "character_choices",
    "forget_shared",
    "named",
    "offer",
    "plain_choices",
    "waiting_for",
]
