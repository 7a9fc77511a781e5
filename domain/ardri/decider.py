"""The Ardri ruleset: its two tables, command -> handler and event -> evolver.

Handlers live in ``decide/<topic>.py``, evolvers in ``evolve/<topic>.py`` (the same
topics); ``domain.core.TableRuleset`` dispatches a command to its handler and folds an
event with its evolver; Ardri runs its generic checks first and counts
every event in ``sequence``.
"""

import msgspec
from msgspec.structs import replace

from domain.ardri import commands as cmd
from domain.ardri import events as ev
from domain.ardri.decide import characters, check_generic, concurrence, murphy, rolls, sessions
from domain.ardri.evolve import characters as e_characters
from domain.ardri.evolve import concurrence as e_concurrence
from domain.ardri.evolve import murphy as e_murphy
from domain.ardri.evolve import rolls as e_rolls
from domain.ardri.evolve import sessions as e_sessions
from domain.ardri.narrate import narrate
from domain.ardri.rules.catalog import validated_catalog
from domain.ardri.state import ArdriOptions, ArdriState
from domain.ardri.views import CharacterSheetView, GameView, view, visible
from domain.core import (
    Actor,
    Command,
    DomainError,
    Event,
    EvolverTable,
    HandlerTable,
    Ruleset,
    TableRuleset,
)

HANDLERS: HandlerTable[ArdriState] = {
    cmd.RegisterCharacter: characters.register_character,
    cmd.UpdateCharacterSheet: characters.update_character_sheet,
    cmd.StartSession: sessions.start_session,
    cmd.ChangeSessionRoster: sessions.change_session_roster,
    cmd.RollAction: rolls.roll_action,
    cmd.StoreMurphySuccess: murphy.store_murphy_success,
    cmd.UseMurphySuccess: murphy.use_murphy_success,
    cmd.GiveSurplusSuccess: murphy.give_surplus_success,
    cmd.OfferMurphySupport: murphy.offer_murphy_support,
    cmd.OpenConcurrence: concurrence.open_concurrence,
    cmd.RollConcurrence: concurrence.roll_concurrence,
    cmd.CancelConcurrence: concurrence.cancel_concurrence,
    cmd.EndSession: sessions.end_session,
}
"""Every command and its handler."""

EVOLVERS: EvolverTable[ArdriState] = {
    ev.GameInitialized: e_characters.game_initialized,
    ev.CharacterRegistered: e_characters.character_registered,
    ev.CharacterSheetUpdated: e_characters.character_sheet_updated,
    ev.SessionStarted: e_sessions.session_started,
    ev.SessionRosterChanged: e_sessions.roster_changed,
    ev.ActionRolled: e_rolls.action_rolled,
    ev.MurphySuccessStored: e_murphy.success_stored,
    ev.MurphySuccessUsed: e_murphy.success_used,
    ev.SurplusSuccessGiven: e_murphy.surplus_given,
    ev.MurphySupportGiven: e_murphy.support_given,
    ev.ConcurrenceOpened: e_concurrence.concurrence_opened,
    ev.ConcurrenceRolled: e_concurrence.concurrence_rolled,
    ev.ConcurrenceResolved: e_concurrence.concurrence_resolved,
    ev.ConcurrenceCancelled: e_concurrence.concurrence_cancelled,
    ev.SessionEnded: e_sessions.session_ended,
}
"""Every event and its evolver."""


class ArdriRuleset(TableRuleset[ArdriState, GameView]):
    """Ardri (Les Lois de Saint Padrog, Les Lois de Murphy); every roll and sheet is public."""

    name: str = "ardri"
    title: str = "Ardri"
    command_types: tuple[type[Command], ...] = cmd.COMMAND_TYPES
    event_types: tuple[type[Event], ...] = ev.EVENT_TYPES
    options_type: type[msgspec.Struct] = ArdriOptions
    state_type: type[ArdriState] = ArdriState
    view_type: type[GameView] = GameView
    sheet_type: type[CharacterSheetView] = CharacterSheetView

    def initial_state(self, options: ArdriOptions | None = None) -> ArdriState:
        """A configured game (``invalid_domain_catalog`` when the options break §3)."""
        catalog = validated_catalog(options.domain_catalog if options else None)
        return ArdriState(initialized=True, domain_catalog=catalog)

    def check(self, state: ArdriState, command: Command, actor: Actor) -> None:
        """The generic checks, before the command's own rules."""
        check_generic(state, command, actor)

    def unknown_command(self, command: Command) -> Exception:
        """``unknown_command`` (a DomainError)."""
        return DomainError("unknown_command", f"{type(command).__name__} is not an Ardri command")

    def evolve(self, state: ArdriState, event: Event) -> ArdriState:
        """Apply one event (unknown events are counted and otherwise ignored)."""
        state = super().evolve(state, event)
        return replace(state, sequence=state.sequence + 1)


ARDRI = ArdriRuleset(HANDLERS, EVOLVERS, view=view, visible=visible, narrate=narrate)
"""The Ardri rule system, registered as ``"ardri"``."""

_CONFORMS: Ruleset[ArdriState] = ARDRI  # mypy checks the shared contract here
