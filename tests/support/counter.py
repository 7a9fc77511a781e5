"""A tiny rule system for platform tests: a shared counter and a gm-only secret.

It exercises the decider contract (authorization, randomness, redaction) without any
rule system's complexity. It is registered only inside the tests that use it.
"""

from collections.abc import Sequence

import msgspec

from domain.core import (
    Actor,
    Affordance,
    Command,
    DomainError,
    Event,
    InvalidValue,
    NotAuthorized,
    Offers,
    RandomSource,
    Seat,
    result_source,
    roll_die,
)
from domain.core.decider import unknown_command
from domain.core.dice import DEFAULT_DICE
from domain.core.field_docs import NO_FIELD_DOCS
from domain.core.words import ENGLISH, Words


class CounterOptions(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """No options but a starting value."""

    start: int = 0


class Increment(Command, frozen=True):
    """Add ``by`` (1..10) to the counter."""

    by: int = 1


class RollDie(Command, frozen=True):
    """Roll a d6 into the counter (``dice`` for a physical roll)."""

    dice: list[int] | None = None


class Reset(Command, frozen=True):
    """The gm sets the counter back to zero."""


class HideSecret(Command, frozen=True):
    """The gm notes a secret no player may read."""

    text: str


class Incremented(Event, frozen=True):
    """The counter moved."""

    by: int
    total: int


class DieRolled(Event, frozen=True):
    """A d6 was rolled."""

    value: int
    source: str


class CounterZeroed(Event, frozen=True):
    """The counter is back to zero."""


class SecretHidden(Event, frozen=True):
    """A gm-only secret."""

    text: str


class CounterState(msgspec.Struct, frozen=True):
    """The counter and the secrets."""

    total: int = 0
    secrets: tuple[str, ...] = ()


class CounterSheet(msgspec.Struct, frozen=True):
    """A counter game has no characters; the type exists for the contract."""

    name: str


class CounterView(msgspec.Struct, frozen=True):
    """The counter's read model."""

    phase: str
    characters: dict[str, CounterSheet]
    total: int
    secrets: list[str] | None
    """The gm's secrets; null when hidden from this seat."""


class CounterRuleset:
    """The counter rule system."""

    name = "counter"
    title = "Counter (test rule system)"
    command_types = (Increment, RollDie, HideSecret, Reset)
    event_types = (Incremented, DieRolled, SecretHidden, CounterZeroed)
    options_type = CounterOptions
    state_type = CounterState
    view_type = CounterView
    sheet_type = CounterSheet
    catalog = "counter"
    """Its catalog domain (it has no catalog: its messages are said in English)."""
    recap = None
    """Its recap counts commands and events only."""
    dice = DEFAULT_DICE
    """Its die says its ``source`` beside its ``value``."""
    field_docs = NO_FIELD_DOCS
    """It describes none of its fields."""

    def initial_state(self, options: CounterOptions) -> CounterState:
        """A counter at ``options.start``."""
        return CounterState(total=options.start)

    def decide(self, state: CounterState, command: Command, actor: Actor,
               rng: RandomSource) -> list[Event]:
        """Checks and events."""
        if isinstance(command, Increment):
            if not 1 <= command.by <= 10:
                raise InvalidValue("invalid_step", "by must lie in 1..10")
            if state.total + command.by > 1000:
                raise DomainError("counter_full")
            return [Incremented(by=command.by, total=state.total + command.by)]
        if isinstance(command, RollDie):
            source = result_source(rng, command.dice)
            value = command.dice[0] if command.dice else roll_die(rng, 6)
            return [DieRolled(value=value, source=source)]
        if isinstance(command, HideSecret | Reset) and not actor.is_gm:
            raise NotAuthorized("gm_only")
        if isinstance(command, HideSecret):
            return [SecretHidden(text=command.text)]
        if isinstance(command, Reset):
            return [CounterZeroed()]
        raise unknown_command(self.title)

    def evolve(self, state: CounterState, event: Event) -> CounterState:
        """Apply one event."""
        if isinstance(event, Incremented):
            return msgspec.structs.replace(state, total=event.total)
        if isinstance(event, DieRolled):
            return msgspec.structs.replace(state, total=state.total + event.value)
        if isinstance(event, SecretHidden):
            return msgspec.structs.replace(state, secrets=(*state.secrets, event.text))
        if isinstance(event, CounterZeroed):
            return msgspec.structs.replace(state, total=0)
        return state

    def view(self, state: CounterState, viewer: Actor) -> CounterView:
        """The counter; secrets for the gm only."""
        return CounterView(phase="play", characters={}, total=state.total,
                           secrets=list(state.secrets) if viewer.is_gm else None)

    def visible(self, event: Event, viewer: Actor) -> bool | Event:
        """Secrets are the gm's."""
        return viewer.is_gm or not isinstance(event, SecretHidden)

    def available(self, state: CounterState, actor: Actor, seats: Sequence[Seat] = (),
                  words: Words = ENGLISH) -> Offers:
        """Players may count and roll; the gm may also hide a secret and reset (no field
        has choices: nothing to say in ``words``)."""
        if actor.role == "observer":
            return Offers(available=[], waiting_for=[])
        types = self.command_types if actor.is_gm else (Increment, RollDie)
        return Offers(available=[Affordance(type=t.__name__, character_ids=None,
                                            character_field=None, choices={}, awaited=False)
                                 for t in types], waiting_for=[])

    def narrate(self, state: CounterState, event: Event,
                words: Words = ENGLISH) -> str | None:
        """A log line (English only: the counter has no catalog)."""
        if isinstance(event, Incremented):
            return f"The counter moves to {event.total}"
        return None


COUNTER = CounterRuleset()
