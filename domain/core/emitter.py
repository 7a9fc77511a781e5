"""The decide side every rule system shares: one emitter, one handler signature.

A command handler receives an ``Emitter`` holding the state, emits its events one by one
and returns nothing. Each event is folded into ``emitter.state`` at once, so a handler
that emits several events reads the state as it is after the ones it already emitted
(the board after the gem placed, the sheet after the harmony lost). Nothing is stored
until the handler returns: a ``DomainError`` raised half-way discards every event.
"""

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Generic, TypeAlias, TypeVar

from domain.core.actor import Actor
from domain.core.messages import Command, Event
from domain.core.randomness import RandomSource

S = TypeVar("S")
C = TypeVar("C", bound=Command)
E = TypeVar("E", bound=Event)

Evolve: TypeAlias = Callable[[S, Event], S]
"""A ruleset's whole ``evolve`` (state, any event) -> state."""


class Emitter(Generic[S]):
    """A command's events so far, and the state after them."""

    def __init__(self, state: S, evolve: Evolve[S]) -> None:
        self.state = state
        self.events: list[Event] = []
        self._evolve = evolve

    def emit(self, event: Event) -> None:
        """Record one event and apply it to ``state``."""
        self.events.append(event)
        self.state = self._evolve(self.state, event)

    def emit_all(self, events: Iterable[Event]) -> None:
        """Record and apply several events, in order."""
        for event in events:
            self.emit(event)


Handler: TypeAlias = Callable[[Emitter[S], C, Actor, RandomSource], None]
"""The one command-handler signature: ``(emitter, command, actor, rng) -> None``.

A handler checks its rules first (raising ``DomainError`` and its subclasses), then
emits. A handler that never draws still takes ``rng`` (and ignores it), so every table
entry has the same type: ``Handler[MyState, MyCommand]``."""

Evolver: TypeAlias = Callable[[S, E], S]
"""The one evolver signature: ``(state, event) -> state``; total, never raises."""

HandlerTable: TypeAlias = Mapping[type[Command], Handler[S, Any]]
"""A ruleset's command table: command class -> handler."""

EvolverTable: TypeAlias = Mapping[type[Event], Evolver[S, Any]]
"""A ruleset's event table: event class -> evolver."""


def run_handler(handler: Handler[S, Any], state: S, command: Command, actor: Actor,
                rng: RandomSource, evolve: Evolve[S]) -> list[Event]:
    """The events ``handler`` emits for ``command`` from ``state``."""
    emitter = Emitter(state, evolve)
    handler(emitter, command, actor, rng)
    return emitter.events


def evolve_with(evolvers: EvolverTable[S], state: S, event: Event) -> S:
    """Apply one event through the table; an event with no evolver changes nothing."""
    evolver = evolvers.get(type(event))
    return state if evolver is None else evolver(state, event)
