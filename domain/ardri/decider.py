"""The Ardri Ruleset: one dispatch over commands (decide), one over events (evolve)."""

from collections.abc import Callable
from typing import Any

import msgspec
from msgspec.structs import replace

from domain.ardri import evolve as apply
from domain.ardri import views
from domain.ardri.catalog import validated_catalog
from domain.ardri.commands import (
    COMMAND_TYPES,
    CancelConcurrence,
    ChangeSessionRoster,
    EndSession,
    GiveSurplusSuccess,
    OfferMurphySupport,
    OpenConcurrence,
    RegisterCharacter,
    RollAction,
    RollConcurrence,
    StartSession,
    StoreMurphySuccess,
    UpdateCharacterSheet,
    UseMurphySuccess,
)
from domain.ardri.concurrence import cancel_concurrence, open_concurrence, roll_concurrence
from domain.ardri.events import (
    EVENT_TYPES,
    ActionRolled,
    CharacterRegistered,
    CharacterSheetUpdated,
    ConcurrenceCancelled,
    ConcurrenceOpened,
    ConcurrenceResolved,
    ConcurrenceRolled,
    GameInitialized,
    MurphySuccessStored,
    MurphySuccessUsed,
    MurphySupportGiven,
    SessionEnded,
    SessionRosterChanged,
    SessionStarted,
    SurplusSuccessGiven,
)
from domain.ardri.guards import check_generic
from domain.ardri.murphy import (
    give_surplus_success,
    offer_murphy_support,
    store_murphy_success,
    use_murphy_success,
)
from domain.ardri.roll import roll_action
from domain.ardri.setup import (
    change_session_roster,
    end_session,
    register_character,
    start_session,
    update_character_sheet,
)
from domain.ardri.state import ArdriOptions, ArdriState
from domain.core import Actor, Command, DomainError, Event, RandomSource, Ruleset

APPLIERS: dict[type[Event], Callable[[ArdriState, Any], ArdriState]] = {
    GameInitialized: apply.game_initialized,
    CharacterRegistered: apply.character_registered,
    CharacterSheetUpdated: apply.character_sheet_updated,
    SessionStarted: apply.session_started,
    SessionRosterChanged: apply.roster_changed,
    ActionRolled: apply.action_rolled,
    MurphySuccessStored: apply.success_stored,
    MurphySuccessUsed: apply.success_used,
    SurplusSuccessGiven: apply.surplus_given,
    MurphySupportGiven: apply.support_given,
    ConcurrenceOpened: apply.concurrence_opened,
    ConcurrenceRolled: apply.concurrence_rolled,
    ConcurrenceResolved: apply.concurrence_resolved,
    ConcurrenceCancelled: apply.concurrence_cancelled,
    SessionEnded: apply.session_ended,
}


class ArdriRuleset:
    """Ardri (Les Lois de Saint Padrog, Les Lois de Murphy) on the shared decider contract."""

    name: str = "ardri"
    title: str = "Ardri"
    command_types: tuple[type[Command], ...] = COMMAND_TYPES
    event_types: tuple[type[Event], ...] = EVENT_TYPES
    options_type: type[msgspec.Struct] = ArdriOptions
    state_type: type[ArdriState] = ArdriState

    def initial_state(self, options: ArdriOptions | None = None) -> ArdriState:
        """A configured game (``invalid_domain_catalog`` when the options break §3)."""
        catalog = validated_catalog(options.domain_catalog if options else None)
        return ArdriState(initialized=True, domain_catalog=catalog)

    def decide(self, state: ArdriState, command: Command, actor: Actor,
               rng: RandomSource) -> list[Event]:
        """The events a command causes: generic checks, then the command's own rules."""
        check_generic(state, command, actor)
        match command:
            case RegisterCharacter():
                return [*register_character(state, command, actor)]
            case UpdateCharacterSheet():
                return [*update_character_sheet(state, command)]
            case StartSession():
                return [*start_session(state, command)]
            case ChangeSessionRoster():
                return [*change_session_roster(state, command)]
            case RollAction():
                return [*roll_action(state, command, rng)]
            case StoreMurphySuccess():
                return [*store_murphy_success(state, command)]
            case UseMurphySuccess():
                return [*use_murphy_success(state, command)]
            case GiveSurplusSuccess():
                return [*give_surplus_success(state, command)]
            case OfferMurphySupport():
                return [*offer_murphy_support(state, command)]
            case OpenConcurrence():
                return [*open_concurrence(state, command)]
            case RollConcurrence():
                return roll_concurrence(state, command, rng)
            case CancelConcurrence():
                return [*cancel_concurrence(state, command)]
            case EndSession():
                return [*end_session(state, command)]
        raise DomainError("unknown_command", f"{type(command).__name__} is not an Ardri command")

    def evolve(self, state: ArdriState, event: Event) -> ArdriState:
        """Apply one event (unknown events are counted and otherwise ignored)."""
        applier = APPLIERS.get(type(event))
        if applier is not None:
            state = applier(state, event)
        return replace(state, sequence=state.sequence + 1)

    def view(self, state: ArdriState, viewer: Actor) -> dict[str, Any]:
        """The read model; every Ardri roll and sheet is public."""
        return views.view(state, viewer)

    def visible(self, event: Event, viewer: Actor) -> bool | Event:
        """All Ardri events are public."""
        return views.visible(event, viewer)

    def narrate(self, state: ArdriState, event: Event) -> str | None:
        """One session-log line."""
        return views.narrate(state, event)


ARDRI = ArdriRuleset()
"""The Ardri rule system, registered as ``"ardri"``."""

_CONFORMS: Ruleset[ArdriState] = ARDRI  # mypy checks the shared contract here
