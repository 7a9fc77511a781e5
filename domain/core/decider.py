"""The decider contract every rule system implements (see ARCHITECTURE.md).

``decide`` is the only place a rule is checked; ``evolve`` applies a fact and never
fails, so any stored stream always replays. Randomness enters only through ``rng`` in
``decide`` and is written into the events.
"""

from collections.abc import Iterable
from typing import Any, Protocol, TypeVar

import msgspec

from domain.core.actor import Actor
from domain.core.messages import Command, Event
from domain.core.randomness import RandomSource

S = TypeVar("S")


class Ruleset(Protocol[S]):
    """One rule system: its messages, its initial state, and its decider functions.

    ``view`` returns an instance of ``view_type``: a msgspec struct (typed all the way
    down, so the OpenAPI document types every read model) with at least ``phase`` (a
    string) and ``characters`` (character id -> ``sheet_type``); the API serves
    ``characters[cid]`` as one sheet and, when present, ``board`` as the board. A field a
    viewer may not see is ``None`` in that viewer's view (its type says ``| None``).

    Optional: ``gm_only_options`` (a frozenset of option names) lists creation options
    that only the gm may read; the platform removes them from ``GameCreated`` for others.
    """

    @property
    def name(self) -> str:
        """Registry key and ``ruleset`` of a game (``"espri"``)."""
        ...

    @property
    def title(self) -> str:
        """Human name (``"ESPRI"``)."""
        ...

    @property
    def command_types(self) -> tuple[type[Command], ...]:
        """Every command (a msgspec tagged struct)."""
        ...

    @property
    def event_types(self) -> tuple[type[Event], ...]:
        """Every event."""
        ...

    @property
    def options_type(self) -> type[msgspec.Struct]:
        """The game's creation options (all fields defaulted)."""
        ...

    @property
    def state_type(self) -> type[S]:
        """The state struct (snapshots decode into it)."""
        ...

    @property
    def view_type(self) -> type[msgspec.Struct]:
        """The read model struct ``view`` returns."""
        ...

    @property
    def sheet_type(self) -> type[msgspec.Struct]:
        """One character sheet as the read model holds it (``GET .../characters/{id}``)."""
        ...

    def initial_state(self, options: Any) -> S:
        """The state of a new game, given its decoded ``options_type`` value."""
        ...

    def decide(self, state: S, command: Command, actor: Actor, rng: RandomSource) -> list[Event]:
        """The events a command causes, or ``DomainError``."""
        ...

    def evolve(self, state: S, event: Event) -> S:
        """The state after one event. Total: never raises on a stored event."""
        ...

    def view(self, state: S, viewer: Actor) -> msgspec.Struct:
        """The read model, redacted for the viewer's role."""
        ...

    def visible(self, event: Event, viewer: Actor) -> bool | Event:
        """Whether the viewer may see an event: True, False, or a redacted copy."""
        ...

    def narrate(self, state: S, event: Event) -> str | None:
        """One readable session-log line for an event (``state`` is the state before it),
        or None when the event is not worth a line on its own."""
        ...


def fold(ruleset: Ruleset[S], state: S, events: Iterable[Event]) -> S:
    """Apply events in order."""
    evolve = ruleset.evolve
    for event in events:
        state = evolve(state, event)
    return state
