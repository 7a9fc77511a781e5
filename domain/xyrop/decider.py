"""The Xyrop ruleset: one dispatch over commands in decide, one over events in evolve."""

from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from domain.core import Actor, Command, Event, InvalidValue, RandomSource
from domain.xyrop import commands as c
from domain.xyrop import events as e
from domain.xyrop import evolve_contest as ec
from domain.xyrop import evolve_table as et
from domain.xyrop.contest import apply_contest_effect, cancel_contest, roll_action, roll_opposition
from domain.xyrop.experience import apply_experience_swap, apply_milestone_advance, end_adventure
from domain.xyrop.guards import require_initialized
from domain.xyrop.ones import exploit_gm_ones, exploit_player_one
from domain.xyrop.sessions import advance_scene, change_session_roster, end_session, start_session
from domain.xyrop.sheets import amend_character_sheet, register_character
from domain.xyrop.state import Config, GameState, XyropOptions
from domain.xyrop.table import (
    adjust_element,
    adjust_stress,
    award_value_destiny,
    create_asset,
    create_situation,
    remove_asset,
    step_up_asset,
)
from domain.xyrop.views import narrate, view, visible

Handler = Callable[[GameState, Any, Actor, RandomSource], list[Event]]
Evolver = Callable[[GameState, Any], GameState]

HANDLERS: dict[type[Command], Handler] = {
    c.RegisterCharacter: register_character,
    c.AmendCharacterSheet: amend_character_sheet,
    c.StartSession: start_session,
    c.ChangeSessionRoster: change_session_roster,
    c.AdvanceScene: advance_scene,
    c.RollAction: roll_action,
    c.RollOpposition: roll_opposition,
    c.CancelContest: cancel_contest,
    c.ApplyContestEffect: apply_contest_effect,
    c.ExploitPlayerOne: exploit_player_one,
    c.ExploitGmOnes: exploit_gm_ones,
    c.CreateAsset: create_asset,
    c.StepUpAsset: step_up_asset,
    c.RemoveAsset: remove_asset,
    c.AwardValueDestiny: award_value_destiny,
    c.CreateSituation: create_situation,
    c.AdjustElement: adjust_element,
    c.AdjustStress: adjust_stress,
    c.EndSession: end_session,
    c.EndAdventure: end_adventure,
    c.ApplyExperienceSwap: apply_experience_swap,
    c.ApplyMilestoneAdvance: apply_milestone_advance,
}

EVOLVERS: dict[type[Event], Evolver] = {
    e.GameInitialized: et.game_initialized,
    e.CharacterRegistered: et.character_registered,
    e.CharacterSheetAmended: et.character_sheet_amended,
    e.SessionStarted: et.session_started,
    e.SessionRosterChanged: et.session_roster_changed,
    e.SceneAdvanced: et.scene_advanced,
    e.ActionRolled: ec.action_rolled,
    e.OppositionRolled: ec.opposition_rolled,
    e.ContestCancelled: ec.contest_cancelled,
    e.ContestEffectApplied: ec.contest_effect_applied,
    e.StressStepped: et.stress_stepped,
    e.ElementStepped: et.element_stepped,
    e.SituationCreated: et.situation_created,
    e.ComplicationCreated: et.complication_created,
    e.OpportunityTriggered: et.opportunity_triggered,
    e.PlayerOneExploited: ec.player_one_exploited,
    e.GmOnesExploited: ec.gm_ones_exploited,
    e.DestinyChanged: et.destiny_changed,
    e.AssetCreated: et.asset_created,
    e.AssetStepped: et.asset_stepped,
    e.SessionEnded: et.session_ended,
    e.AdventureEnded: et.adventure_ended,
    e.ExperienceSwapApplied: et.experience_swap_applied,
    e.MilestoneAdvanceApplied: et.milestone_advance_applied,
}


def validate_options(options: XyropOptions) -> Config:
    """The table configuration, or ``invalid_config``."""
    catalog = options.stress_catalog
    if not catalog or len(set(catalog)) != len(catalog):
        raise InvalidValue("invalid_config", "stress_catalog: at least one id, each once")
    if not 1 <= options.max_distinctions_per_roll <= 4:
        raise InvalidValue("invalid_config", "max_distinctions_per_roll is 1..4")
    return Config(stress_catalog=tuple(catalog),
                  max_distinctions_per_roll=options.max_distinctions_per_roll)


class XyropRuleset:
    """Xyrop: approach + role dice, the two highest kept, destiny, stress and experience."""

    name = "xyrop"
    title = "Xyrop"
    command_types = c.COMMAND_TYPES
    event_types = e.EVENT_TYPES
    options_type = XyropOptions
    state_type = GameState

    def initial_state(self, options: XyropOptions | None = None) -> GameState:
        """A configured table with no character and no session."""
        return GameState(config=validate_options(options or XyropOptions()))

    def decide(self, state: GameState, command: Command, actor: Actor,
               rng: RandomSource) -> list[Event]:
        """The events of a command, or the DomainError of the first rule it breaks."""
        require_initialized(state)
        handler = HANDLERS.get(type(command))
        if handler is None:
            raise InvalidValue("unknown_command",
                               f"{type(command).__name__} is not a Xyrop command")
        return handler(state, command, actor, rng)

    def evolve(self, state: GameState, event: Event) -> GameState:
        """The state after a fact; an unknown or inconsistent event is counted, not applied."""
        counted = replace(state, event_count=state.event_count + 1)
        evolver = EVOLVERS.get(type(event))
        if evolver is None:
            return counted
        try:
            return evolver(counted, event)
        except (KeyError, ValueError, AttributeError, AssertionError):
            # replay must never fail; decide never emits a stream that would raise here
            return counted

    def view(self, state: GameState, viewer: Actor) -> dict[str, Any]:
        """The whole table: every Xyrop roll and sheet is public."""
        return view(state, viewer)

    def visible(self, event: Event, viewer: Actor) -> bool | Event:
        """Every event is public ("au vu et au su de tous")."""
        return visible(event, viewer)

    def narrate(self, state: GameState, event: Event) -> str | None:
        """One session-log line."""
        return narrate(state, event)


XYROP = XyropRuleset()
