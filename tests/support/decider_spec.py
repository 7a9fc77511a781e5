"""Given / when / then for every rule system's decider, in the manner of Emmett's
``DeciderSpecification``: one test language for the five systems (and any sixth)::

    spec(ESPRI).given(character("deva"), PLAY).when(command, seat("deva")).then(*events)
    spec(ARDRI).given(registered("brann")).when(command).refused("no_session")
    spec(XYROP).at(state).when(command).events          # the events, to look into
    spec(VOYAGES).at(state).played(open_it, roll_it).when(command).then(*events)

A test building a long history as it looks into it plays in place:
``game = spec(ARDRI).given(...).play()``, then ``game.when(command, actor)`` decides, folds
and returns the events, ``game.state`` and ``game.history`` follow.

``given`` folds events (lists of events are flattened) from the system's initial state;
``at`` starts from a state a test already holds; ``played`` decides commands in turn and
folds their events (a history built by play); ``history`` is every event folded since
``spec`` or ``at``. ``when`` decides one command (by the gm
unless an actor is given; a game taking physical dice or gems when given and drawing
otherwise unless a random source is given). Then ``then(*events)`` asserts exactly those
events, ``events`` returns them, ``state`` is the state after them and ``refused(code)``
asserts the refusal (its code, and that nothing changed).
"""

from collections.abc import Iterable
from typing import Any, Generic, TypeVar

import msgspec
import pytest

from domain.core import (
    GM,
    Actor,
    Command,
    DomainError,
    Event,
    RandomSource,
    Ruleset,
    SeededRandomSource,
)

S = TypeVar("S")


def mixed(seed: int = 0) -> RandomSource:
    """A game taking physical dice or gems when given and drawing otherwise."""
    return SeededRandomSource(seed, mode="mixed")


def flattened(events: Iterable[Event | Iterable[Event]]) -> list[Event]:
    """Events, lists of events flattened in order."""
    return [event for item in events
            for event in ([item] if isinstance(item, Event) else item)]


class Spec(Generic[S]):
    """A rule system at one state: the *given* of a test."""

    def __init__(self, ruleset: Ruleset[S], state: S, history: tuple[Event, ...] = ()) -> None:
        self.ruleset = ruleset
        self.state = state
        self.history = list(history)
        """Every event folded since ``spec`` or ``at``, in order."""

    def given(self, *events: Event | Iterable[Event]) -> "Spec[S]":
        """Given these events, folded after the current state."""
        state, folded = self.state, flattened(events)
        for event in folded:
            state = self.ruleset.evolve(state, event)
        return Spec(self.ruleset, state, (*self.history, *folded))

    def at(self, state: S) -> "Spec[S]":
        """Given a state the test already holds (its history starts there)."""
        return Spec(self.ruleset, state)

    def played(self, *commands: Command, actor: Actor = GM) -> "Spec[S]":
        """Given these commands, each sent by ``actor`` and its events folded in turn."""
        game = self
        for command in commands:
            game = game.when(command, actor).next
        return game

    def when(self, command: Command, actor: Actor = GM,
             rng: RandomSource | None = None) -> "When[S]":
        """When this seat sends this command."""
        return When(self, command, actor, rng or mixed())

    def play(self, rng: RandomSource | None = None) -> "Play[S]":
        """This rule system played in place from here (``rng`` for every command unless
        one names its own)."""
        return Play(self, rng)


class When(Generic[S]):
    """A command sent at a state: its outcome is asserted by ``then`` or ``refused``."""

    def __init__(self, given: Spec[S], command: Command, actor: Actor,
                 rng: RandomSource) -> None:
        self.given = given
        self.command = command
        self.actor = actor
        self.rng = rng
        self._events: list[Event] | None = None

    @property
    def events(self) -> list[Event]:
        """The events the command causes (decided once)."""
        if self._events is None:
            self._events = self.given.ruleset.decide(self.given.state, self.command,
                                                     self.actor, self.rng)
        return self._events

    @property
    def next(self) -> Spec[S]:
        """The rule system after those events: the *given* of the next command."""
        return self.given.given(self.events)

    @property
    def state(self) -> S:
        """The state after those events."""
        return self.next.state

    def accepted(self) -> list[Event]:
        """Then the command is accepted, whatever it emits: its events."""
        return self.events

    def then(self, *expected: Event) -> Spec[S]:
        """Then exactly these events; the rule system after them."""
        assert self.events == list(expected)
        return self.next

    def refused(self, code: str, kind: type[DomainError] = DomainError,
                field: str | None = None) -> DomainError:
        """Then the command is refused with ``code`` (of ``kind``; on ``field`` when
        given), nothing emitted and the state untouched."""
        before = msgspec.json.encode(self.given.state)
        with pytest.raises(kind) as raised:
            self.given.ruleset.decide(self.given.state, self.command, self.actor, self.rng)
        assert raised.value.code == code, raised.value.detail
        if field is not None:
            assert raised.value.field == field
        assert msgspec.json.encode(self.given.state) == before
        return raised.value


class Play(Generic[S]):
    """A game played command after command in place: ``when`` decides a command, folds its
    events and returns them; ``state`` and ``history`` follow. For a test that looks into a
    long history as it builds it; a refusal is still ``spec(R).at(game.state)…refused``."""

    def __init__(self, given: Spec[S], rng: RandomSource | None = None) -> None:
        self.spec = given
        self.rng = rng

    @property
    def state(self) -> S:
        """The state after everything so far."""
        return self.spec.state

    @property
    def history(self) -> list[Event]:
        """Every event so far, in order."""
        return self.spec.history

    def when(self, command: Command, actor: Actor = GM,
             rng: RandomSource | None = None) -> list[Event]:
        """This seat sends this command: its events, folded."""
        outcome = self.spec.when(command, actor, rng or self.rng)
        self.spec = outcome.next
        return outcome.events

    def given(self, *events: Event | Iterable[Event]) -> "Play[S]":
        """These events happened too."""
        self.spec = self.spec.given(*events)
        return self


def spec(ruleset: Ruleset[S], options: Any = None) -> Spec[S]:
    """A rule system's decider under test, at its initial state (``options``: the game's,
    the system's defaults when omitted)."""
    chosen = options if options is not None else ruleset.options_type()
    return Spec(ruleset, ruleset.initial_state(chosen))
