"""The decider contract every rule system implements (see ARCHITECTURE.md).

``decide`` is the only place a rule is checked; ``evolve`` applies a fact and never
fails, so any stored stream always replays. Randomness enters only through ``rng`` in
``decide`` and is written into the events.
"""

import inspect
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Generic, Protocol, TypeAlias, TypeVar

import msgspec

from domain.core.actor import Actor
from domain.core.dice import DEFAULT_DICE, Dice
from domain.core.emitter import EvolverTable, Handler, HandlerTable, evolve_with, run_handler
from domain.core.errors import DomainError, InvalidValue
from domain.core.field_docs import NO_FIELD_DOCS, FieldDocs
from domain.core.messages import Command, Event
from domain.core.offers import Move, MoveTable, Offers, Seat, available
from domain.core.randomness import RandomSource
from domain.core.recap import RecapProfile
from domain.core.words import ENGLISH, Words, sentence

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
    def catalog(self) -> str:
        """The catalog domain of its messages (``services/locale/<lang>/LC_MESSAGES/
        <catalog>.po``, extracted from ``domain/<catalog>``)."""
        ...

    @property
    def recap(self) -> RecapProfile | None:
        """What its recap follows (``domain.core.recap``); None: counts only."""
        ...

    @property
    def dice(self) -> Dice:
        """How its events hold their dice: the luck chart's draws, Foundry's rolls
        (``domain.core.dice``)."""
        ...

    @property
    def field_docs(self) -> FieldDocs:
        """What its fields mean (``domain.core.field_docs``): the document's descriptions."""
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

    def narrate(self, state: S, event: Event, words: Words = ENGLISH) -> str | None:
        """One readable session-log line for an event (``state`` is the state before it)
        in ``words``' language, or None when the event is not worth a line on its own."""
        ...

    def available(self, state: S, actor: Actor, seats: Sequence[Seat] = (),
                  words: Words = ENGLISH) -> Offers:
        """The commands ``actor`` may send now and whom the table waits for
        (``domain.core.offers``): the same declarations ``decide`` checks first; labels in
        ``words`` (the reader's language)."""
        ...


def fold(ruleset: Ruleset[S], state: S, events: Iterable[Event]) -> S:
    """Apply events in order."""
    evolve = ruleset.evolve
    for event in events:
        state = evolve(state, event)
    return state


V = TypeVar("V", bound=msgspec.Struct)


def unknown_command(system: str) -> InvalidValue:
    """The one answer of every rule system to a command it does not have:
    ``unknown_command`` (422, as the API answers a body of no known type), saying the
    system's title."""
    return InvalidValue("unknown_command", sentence("%(system)s has no such command",
                                                   system=system))


def everything_visible(event: Event, viewer: Actor) -> bool | Event:
    """The ``visible`` of a rule system with no hidden information."""
    return True


Narrate: TypeAlias = Callable[[S, Event, Words], str | None] | Callable[[S, Event], str | None]
"""A rule system's narration: ``(state, event, words)``, or ``(state, event)`` in English."""

MoveOrHandler: TypeAlias = Move[S] | Handler[S, Any]
"""A declaration, or a bare handler (a ``Move`` with no precondition, always offered)."""


class TableRuleset(Generic[S, V]):
    """A ``Ruleset`` driven by its two tables (command -> move, event -> evolver).

    A rule system subclasses it, sets the eight type attributes as class attributes,
    writes ``initial_state``, and overrides only what it does differently: ``admits``
    (the command-independent check every command passes first), ``check`` (checks of a
    command's fields before dispatch), ``evolve`` (bookkeeping around ``evolve_with``),
    ``roster`` (its characters' names and seats). A command it lacks is refused alike in
    every system (``unknown_command``). Its read-model, redaction and narration functions
    are given to the constructor. The command table holds one ``Move`` per command
    (``domain.core.offers``): its precondition is checked before the handler and answers
    ``available``.
    ``free_fields`` lists, per command, the fields whose values are the rulebook's free
    words (names, narration, notes) or open numbers: every other field an offer names has
    its choices (C6).
    """

    name: str
    title: str
    command_types: tuple[type[Command], ...]
    event_types: tuple[type[Event], ...]
    options_type: type[msgspec.Struct]
    state_type: type[S]
    view_type: type[V]
    sheet_type: type[msgspec.Struct]
    recap: RecapProfile | None = None
    """What its recap follows (none by default: the recap counts commands and events)."""
    dice: Dice = DEFAULT_DICE
    """How its events hold their dice (by default: dice saying their ``dice_source``)."""
    field_docs: FieldDocs = NO_FIELD_DOCS
    """What its fields mean (none by default)."""

    @property
    def catalog(self) -> str:
        """The catalog domain of its messages: its name (its folder under ``domain/``)."""
        return self.name

    def __init__(self, moves: Mapping[type[Command], MoveOrHandler[S]],
                 evolvers: EvolverTable[S], *,
                 view: Callable[[S, Actor], V], narrate: Narrate[S],
                 visible: Callable[[Event, Actor], bool | Event] = everything_visible,
                 free_fields: Mapping[type[Command], Iterable[str]] | None = None) -> None:
        self.moves: MoveTable[S] = {
            kind: entry if isinstance(entry, Move) else Move(entry)
            for kind, entry in moves.items()}
        self.handlers: HandlerTable[S] = {kind: m.handler for kind, m in self.moves.items()}
        self.evolvers = evolvers
        self._view = view
        self._narrate = narrate
        self._narrate_speaks = len(inspect.signature(narrate).parameters) >= 3
        self._visible = visible
        self.free_fields: Mapping[type[Command], frozenset[str]] = {
            kind: frozenset(names) for kind, names in (free_fields or {}).items()}

    def admits(self, state: S, actor: Actor) -> None:
        """The check every command passes first, whatever its fields (none by default);
        a refusal here closes every command in ``available`` too."""

    def check(self, state: S, command: Command, actor: Actor) -> None:
        """Checks of a command's own fields every command passes before its move's
        precondition (none by default)."""

    def decide(self, state: S, command: Command, actor: Actor, rng: RandomSource) -> list[Event]:
        """The events a command causes, or a DomainError (nothing emitted)."""
        self.admits(state, actor)
        self.check(state, command, actor)
        move = self.moves.get(type(command))
        if move is None:
            raise unknown_command(self.title)
        move.admit(state, command, actor)
        return run_handler(move.handler, state, command, actor, rng, self.evolve)

    def available(self, state: S, actor: Actor, seats: Sequence[Seat] = (),
                  words: Words = ENGLISH) -> Offers:
        """What ``actor`` may send now (``domain.core.offers.available``), labelled in
        ``words``; nothing when ``admits`` refuses every command."""
        try:
            self.admits(state, actor)
        except DomainError:
            return Offers(available=[], waiting_for=[])
        return available(self.moves, state, self.roster, actor, seats, words)

    def roster(self, state: S) -> Mapping[str, tuple[str, str | None]]:
        """Character id -> (name, owning seat): by default ``state.characters``, each with
        a ``name`` and a ``player_id`` or ``owner_player_id``."""
        characters: Mapping[str, Any] = getattr(state, "characters", {})
        return {cid: (getattr(sheet, "name", cid), _owner(sheet))
                for cid, sheet in characters.items()}

    def evolve(self, state: S, event: Event) -> S:
        """The state after one event; an event with no evolver changes nothing."""
        return evolve_with(self.evolvers, state, event)

    def view(self, state: S, viewer: Actor) -> V:
        """The read model, redacted for the viewer's role."""
        return self._view(state, viewer)

    def visible(self, event: Event, viewer: Actor) -> bool | Event:
        """Whether the viewer may see an event: True, False, or a redacted copy."""
        return self._visible(event, viewer)

    def narrate(self, state: S, event: Event, words: Words = ENGLISH) -> str | None:
        """One session-log line for an event in ``words``' language, or None (a rule
        system whose narration takes no ``words`` speaks English only)."""
        if self._narrate_speaks:
            return self._narrate(state, event, words)  # type: ignore[call-arg]
        return self._narrate(state, event)  # type: ignore[call-arg]


def _owner(sheet: Any) -> str | None:
    owner = getattr(sheet, "player_id", None) or getattr(sheet, "owner_player_id", None)
    return owner if isinstance(owner, str) else None
