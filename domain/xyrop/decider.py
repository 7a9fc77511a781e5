"""The Xyrop ruleset: its two tables, command -> handler and event -> evolver.

Handlers live in ``decide/<topic>.py``, evolvers in ``evolve/<topic>.py`` (the same
topics); ``domain.core.TableRuleset`` dispatches a command to its handler and folds an
event with its evolver; Xyrop also counts every event.
"""

from msgspec.structs import replace

from domain.core import (
    Actor,
    Command,
    Event,
    EvolverTable,
    HandlerTable,
    InvalidValue,
    TableRuleset,
)
from domain.xyrop import commands as c
from domain.xyrop import events as e
from domain.xyrop.decide import (
    action,
    contest,
    experience,
    ones,
    require_initialized,
    session,
    setup,
    table,
)
from domain.xyrop.evolve import action as e_action
from domain.xyrop.evolve import contest as e_contest
from domain.xyrop.evolve import experience as e_experience
from domain.xyrop.evolve import ones as e_ones
from domain.xyrop.evolve import session as e_session
from domain.xyrop.evolve import setup as e_setup
from domain.xyrop.evolve import table as e_table
from domain.xyrop.narrate import narrate
from domain.xyrop.state import Config, GameState, Sheet, XyropOptions
from domain.xyrop.views import XyropView, view, visible

HANDLERS: HandlerTable[GameState] = {
    c.RegisterCharacter: setup.register_character,
    c.AmendCharacterSheet: setup.amend_character_sheet,
    c.StartSession: session.start_session,
    c.ChangeSessionRoster: session.change_session_roster,
    c.AdvanceScene: session.advance_scene,
    c.RollAction: action.roll_action,
    c.RollOpposition: contest.roll_opposition,
    c.CancelContest: contest.cancel_contest,
    c.ApplyContestEffect: contest.apply_contest_effect,
    c.ExploitPlayerOne: ones.exploit_player_one,
    c.ExploitGmOnes: ones.exploit_gm_ones,
    c.CreateAsset: table.create_asset,
    c.StepUpAsset: table.step_up_asset,
    c.RemoveAsset: table.remove_asset,
    c.AwardValueDestiny: table.award_value_destiny,
    c.CreateSituation: table.create_situation,
    c.AdjustElement: table.adjust_element,
    c.AdjustStress: table.adjust_stress,
    c.EndSession: session.end_session,
    c.EndAdventure: experience.end_adventure,
    c.ApplyExperienceSwap: experience.apply_experience_swap,
    c.ApplyMilestoneAdvance: experience.apply_milestone_advance,
    c.SpendDestinyOnRoll: action.spend_destiny_on_roll,
}
"""Every command and its handler."""

EVOLVERS: EvolverTable[GameState] = {
    e.GameInitialized: e_setup.game_initialized,
    e.CharacterRegistered: e_setup.character_registered,
    e.CharacterSheetAmended: e_setup.character_sheet_amended,
    e.SessionStarted: e_session.session_started,
    e.SessionRosterChanged: e_session.session_roster_changed,
    e.SceneAdvanced: e_session.scene_advanced,
    e.ActionRolled: e_action.action_rolled,
    e.OppositionRolled: e_contest.opposition_rolled,
    e.ContestCancelled: e_contest.contest_cancelled,
    e.ContestEffectApplied: e_contest.contest_effect_applied,
    e.StressStepped: e_table.stress_stepped,
    e.ElementStepped: e_table.element_stepped,
    e.SituationCreated: e_table.situation_created,
    e.ComplicationCreated: e_ones.complication_created,
    e.OpportunityTriggered: e_ones.opportunity_triggered,
    e.PlayerOneExploited: e_ones.player_one_exploited,
    e.GmOnesExploited: e_ones.gm_ones_exploited,
    e.DestinyChanged: e_table.destiny_changed,
    e.AssetCreated: e_table.asset_created,
    e.AssetStepped: e_table.asset_stepped,
    e.SessionEnded: e_session.session_ended,
    e.AdventureEnded: e_experience.adventure_ended,
    e.ExperienceSwapApplied: e_experience.experience_swap_applied,
    e.MilestoneAdvanceApplied: e_experience.milestone_advance_applied,
    e.ExtraDiceKept: e_action.extra_dice_kept,
}
"""Every event and its evolver."""


def validate_options(options: XyropOptions) -> Config:
    """The table configuration, or ``invalid_config``."""
    catalog = options.stress_catalog
    if not catalog or len(set(catalog)) != len(catalog):
        raise InvalidValue("invalid_config", "stress_catalog: at least one id, each once")
    if not 1 <= options.max_distinctions_per_roll <= 4:
        raise InvalidValue("invalid_config", "max_distinctions_per_roll is 1..4")
    return Config(stress_catalog=tuple(catalog),
                  max_distinctions_per_roll=options.max_distinctions_per_roll)


class XyropRuleset(TableRuleset[GameState, XyropView]):
    """Xyrop: approach + role dice, the two highest kept, destiny, stress and experience."""

    name = "xyrop"
    title = "Xyrop"
    command_types = c.COMMAND_TYPES
    event_types = e.EVENT_TYPES
    options_type = XyropOptions
    state_type = GameState
    view_type = XyropView
    sheet_type = Sheet

    def initial_state(self, options: XyropOptions | None = None) -> GameState:
        """A configured table with no character and no session."""
        return GameState(config=validate_options(options or XyropOptions()))

    def check(self, state: GameState, command: Command, actor: Actor) -> None:
        """Every command needs an initialized game."""
        require_initialized(state)

    def unknown_command(self, command: Command) -> Exception:
        """``unknown_command`` (an InvalidValue)."""
        return InvalidValue("unknown_command", f"{type(command).__name__} is not a Xyrop command")

    def evolve(self, state: GameState, event: Event) -> GameState:
        """The state after a fact; an unknown or inconsistent event is counted, not applied."""
        counted = replace(state, event_count=state.event_count + 1)
        try:
            return super().evolve(counted, event)
        except (KeyError, ValueError, AttributeError, AssertionError):
            # replay must never fail; decide never emits a stream that would raise here
            return counted


XYROP = XyropRuleset(HANDLERS, EVOLVERS, view=view, visible=visible, narrate=narrate)
"""The Xyrop ruleset the registry serves."""

__all__ = ["EVOLVERS", "HANDLERS", "XYROP", "XyropRuleset"]
