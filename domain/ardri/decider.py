"""The Ardri ruleset: its two tables, command -> handler and event -> evolver.

Handlers live in ``decide/<topic>.py``, evolvers in ``evolve/<topic>.py`` (the same
topics); ``domain.core.TableRuleset`` dispatches a command to its handler and folds an
event with its evolver; Ardri runs its generic checks first and counts
every event in ``sequence``.
"""

from collections.abc import Callable, Iterable, Mapping

import msgspec
from msgspec.structs import replace

from domain.ardri import commands as cmd
from domain.ardri import events as ev
from domain.ardri.decide import characters, concurrence, may, murphy, rolls, sessions
from domain.ardri.decide import choices as ch
from domain.ardri.dice import DICE
from domain.ardri.evolve import characters as e_characters
from domain.ardri.evolve import concurrence as e_concurrence
from domain.ardri.evolve import murphy as e_murphy
from domain.ardri.evolve import rolls as e_rolls
from domain.ardri.evolve import sessions as e_sessions
from domain.ardri.field_docs import DOCS
from domain.ardri.narrate import narrate
from domain.ardri.recap import RECAP
from domain.ardri.rules.catalog import validated_catalog
from domain.ardri.state import ArdriOptions, ArdriState
from domain.ardri.views import CharacterSheetView, GameView, view, visible
from domain.core import (
    Actor,
    Command,
    Event,
    EvolverTable,
    ForCharacter,
    Move,
    Ruleset,
    TableRuleset,
)
from domain.core.guards import require
from domain.core.words import sentence

PLAYER = ForCharacter(may.present, may.may_play)
"""A command a present character's seat sends (or the gm for it)."""


def _for(candidates: Callable[[ArdriState], Iterable[str]],
         field: str | None = "character_id") -> ForCharacter[ArdriState]:
    return ForCharacter(candidates, may.may_play, field=field)


SHEET_CHOICES = {"domain_modifiers": ch.domains, "domain_modifiers.*": ch.domain_modifiers,
                 "domain_modifiers.passion": ch.passion_modifiers,
                 "attributes.domain_id": ch.domains, "attributes.level": ch.levels}
"""The finite fields of a sheet (its free words are ``choices.FREE_FIELDS``)."""
OPPOSITION = {"opposition.characteristic_challenge": ch.characteristic_challenges,
              "opposition.domain_challenge": ch.challenges}

MOVES: Mapping[type[Command], Move[ArdriState]] = {
    cmd.RegisterCharacter: Move(characters.register_character, choices={
        "owner_player_id": ch.owners, "characteristics": ch.characteristics,
        "characteristics.*": ch.thresholds, **SHEET_CHOICES}),
    cmd.UpdateCharacterSheet: Move(characters.update_character_sheet, may.gm_only,
                                   acting=ForCharacter(may.every_character, may.may_edit),
                                   choices=SHEET_CHOICES),
    cmd.StartSession: Move(sessions.start_session, may.gm_between_sessions,
                           choices={"present_character_ids": ch.characters},
                           counts={"present_character_ids": ch.roster_counts},
                           awaits=may.awaits_gm_to_start),
    cmd.ChangeSessionRoster: Move(sessions.change_session_roster, may.gm_in_session,
                                  choices={"add_ids": ch.absent, "remove_ids": ch.leaving}),
    cmd.RollAction: Move(rolls.roll_action, acting=PLAYER, choices={
        "characteristic": ch.characteristics, "domain_id": ch.domains,
        "attribute_id": ch.attributes, "difficulty": ch.difficulties, **OPPOSITION,
        "coordination.supporter_ids": ch.supporters},
        counts={"coordination.supporter_ids": ch.supporter_counts}),
    cmd.StoreMurphySuccess: Move(murphy.store_murphy_success,
                                 acting=_for(may.store_ready),
                                 choices={"roll_id": ch.store_rolls, "die_index": ch.store_dice}),
    cmd.UseMurphySuccess: Move(murphy.use_murphy_success,
                               acting=_for(may.use_ready),
                               choices={"roll_id": ch.use_rolls,
                                        "stored_success_id": ch.use_stored}),
    cmd.GiveSurplusSuccess: Move(murphy.give_surplus_success,
                                 acting=_for(may.gift_ready, field=None),
                                 choices={"from_roll_id": ch.gift_sources,
                                          "die_index": ch.gift_dice,
                                          "to_roll_id": ch.gift_targets}),
    cmd.OfferMurphySupport: Move(murphy.offer_murphy_support,
                                 acting=_for(may.support_ready, field="supporter_id"),
                                 choices={"roll_id": ch.supported_rolls,
                                          "stored_success_id": ch.support_stored}),
    cmd.OpenConcurrence: Move(concurrence.open_concurrence, may.gm_with_two_present, choices={
        "characteristic": ch.characteristics, "domain_id": ch.domains,
        "participant_ids": ch.present}, counts={"participant_ids": ch.contest_counts}),
    cmd.RollConcurrence: Move(concurrence.roll_concurrence,
                              acting=ForCharacter(may.contest_ready, may.may_contest),
                              choices={"concurrence_id": ch.awaiting_contests,
                                       "attribute_id": ch.contest_attributes,
                                       "difficulty": ch.difficulties, **OPPOSITION},
                              awaits=may.awaits_contest_rolls),
    cmd.CancelConcurrence: Move(concurrence.cancel_concurrence, may.gm_with_open_contest,
                                choices={"concurrence_id": ch.open_contests}),
    cmd.EndSession: Move(sessions.end_session, may.gm_in_session),
}
"""Every command and its declaration (``domain.core.offers``): its precondition, the
character it acts for, its choices and whom it awaits (``decide/may.py``,
``decide/choices.py``)."""

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
    recap = RECAP
    dice = DICE
    field_docs = DOCS

    def initial_state(self, options: ArdriOptions | None = None) -> ArdriState:
        """A configured game (``invalid_domain_catalog`` when the options break §3)."""
        catalog = validated_catalog(options.domain_catalog if options else None)
        return ArdriState(initialized=True, domain_catalog=catalog)

    def admits(self, state: ArdriState, actor: Actor) -> None:
        """A configured game (``game_not_initialized``): every command needs one."""
        require(state.initialized, "game_not_initialized",
                sentence("the game has no configuration yet"))

    def roster(self, state: ArdriState) -> Mapping[str, tuple[str, str | None]]:
        """Character id -> (its sheet's name, the seat that owns it)."""
        return {cid: (c.sheet.name, c.owner_player_id) for cid, c in state.characters.items()}

    def evolve(self, state: ArdriState, event: Event) -> ArdriState:
        """Apply one event (unknown events are counted and otherwise ignored)."""
        state = super().evolve(state, event)
        return replace(state, sequence=state.sequence + 1)


ARDRI = ArdriRuleset(MOVES, EVOLVERS, view=view, visible=visible, narrate=narrate,
                     free_fields=ch.FREE_FIELDS)
"""The Ardri rule system, registered as ``"ardri"``."""

_CONFORMS: Ruleset[ArdriState] = ARDRI  # mypy checks the shared contract here

HANDLERS = ARDRI.handlers
"""Every command and its handler."""
