"""The Xyrop ruleset: its two tables, command -> handler and event -> evolver.

Handlers live in ``decide/<topic>.py``, evolvers in ``evolve/<topic>.py`` (the same
topics); ``domain.core.TableRuleset`` dispatches a command to its handler and folds an
event with its evolver; Xyrop also counts every event.
"""

from collections.abc import Mapping

from msgspec.structs import replace

from domain.core import (
    Actor,
    Command,
    Event,
    EvolverTable,
    ForCharacter,
    InvalidValue,
    Move,
    NamedCheck,
    TableRuleset,
    named,
)
from domain.core.offers import CharacterCheck
from domain.core.words import sentence
from domain.xyrop import commands as cmd
from domain.xyrop import decide as xd
from domain.xyrop import events as ev
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
from domain.xyrop.decide import choices as ch
from domain.xyrop.decide.choices import effects as fx
from domain.xyrop.dice import DICE
from domain.xyrop.evolve import action as e_action
from domain.xyrop.evolve import contest as e_contest
from domain.xyrop.evolve import experience as e_experience
from domain.xyrop.evolve import ones as e_ones
from domain.xyrop.evolve import session as e_session
from domain.xyrop.evolve import setup as e_setup
from domain.xyrop.evolve import table as e_table
from domain.xyrop.field_docs import DOCS
from domain.xyrop.narrate import narrate
from domain.xyrop.recap import RECAP
from domain.xyrop.state import Config, GameState, Sheet, XyropOptions
from domain.xyrop.views import XyropView, view, visible

PRESENT = ForCharacter(xd.present_ids, action.for_roll)
"""A roll is made for a present character the seat plays, able to act."""


def _present(check: CharacterCheck[GameState]) -> ForCharacter[GameState]:
    return ForCharacter(xd.present_ids, check)


def _anyone(check: CharacterCheck[GameState]) -> ForCharacter[GameState]:
    return ForCharacter(xd.every_character, check)


def _contest(check: CharacterCheck[GameState]) -> NamedCheck[GameState]:
    """The contest the command names (``contest_id``), checked at its step."""
    return named("contest_id", check)


MOVES: Mapping[type[Command], Move[GameState]] = {
    cmd.RegisterCharacter: Move(setup.register_character,
                              choices={"owner_player_id": ch.owner_seats}),
    cmd.AmendCharacterSheet: Move(setup.amend_character_sheet, xd.may_gm,
                                acting=_anyone(setup.for_sheet)),
    cmd.StartSession: Move(session.start_session, session.may_start_session,
                         choices={"present_character_ids": ch.every_character},
                         awaits=session.awaits_gm_to_start),
    cmd.ChangeSessionRoster: Move(session.change_session_roster, session.may_change_roster,
                                choices={"add_ids": ch.absent, "remove_ids": ch.present}),
    cmd.AdvanceScene: Move(session.advance_scene, xd.may_gm_in_session),
    cmd.RollAction: Move(action.roll_action, xd.may_in_session, acting=PRESENT, choices={
        "approach_id": ch.approaches, "role_id": ch.roles, "value_id": ch.values,
        "distinctions.distinction_id": ch.distinctions,
        "distinctions.mode": ch.distinction_modes, "treasure.treasure_id": ch.treasures,
        "treasure.reactivate": ch.reactivations,
        "asset_ids": ch.assets}),
    cmd.RollOpposition: Move(contest.roll_opposition, contest.may_oppose, choices={
        "contest_ids": ch.awaiting_contests, "kind": ch.kinds,
        "difficulty_dice": ch.difficulty_dice, "element_ids": fx.rated_elements},
        awaits=contest.awaits_opposition, counts={"contest_ids": ch.opposed_count}),
    cmd.SpendDestinyOnRoll: Move(action.spend_destiny_on_roll, action.may_keep_more,
                               names=_contest(action.to_keep_in),
                               choices={"contest_id": ch.keepable_contests}),
    cmd.CancelContest: Move(contest.cancel_contest, contest.may_oppose,
                          names=_contest(contest.to_cancel),
                          choices={"contest_id": ch.awaiting_contests}),
    cmd.ApplyContestEffect: Move(contest.apply_contest_effect, contest.may_apply_effect,
                               names=_contest(contest.to_apply),
                               choices={"contest_id": ch.effect_contests,
                                        "effect.type": fx.effect_types,
                                        "effect.target_kind": fx.target_kinds,
                                        "effect.target_id": fx.stress_targets,
                                        "effect.stress_id": fx.stress_ids,
                                        "effect.direction": fx.element_directions,
                                        "effect.element_id": fx.rated_elements}),
    cmd.ExploitPlayerOne: Move(ones.exploit_player_one, ones.may_exploit_player_one,
                             names=_contest(ones.player_one_to_use),
                             choices={"contest_id": ch.player_one_contests,
                                      "effect.type": fx.player_one_types,
                                      "effect.target_character_id": ch.every_character,
                                      "effect.element_id": fx.player_one_elements,
                                      "effect.character_id": fx.asset_owners,
                                      "effect.asset_id": fx.owned_assets}),
    cmd.ExploitGmOnes: Move(ones.exploit_gm_ones, xd.may_in_session,
                          acting=_present(ones.for_gm_ones),
                          choices={"contest_id": ch.gm_ones_contests,
                                   "effect.type": fx.gm_ones_types,
                                   "effect.element_id": fx.complications}),
    cmd.CreateAsset: Move(table.create_asset, xd.may_in_session,
                        acting=_present(table.for_new_asset)),
    cmd.StepUpAsset: Move(table.step_up_asset, xd.may_in_session,
                        acting=_present(table.for_asset_step),
                        choices={"asset_id": fx.asset_steps}),
    cmd.RemoveAsset: Move(table.remove_asset, xd.may_gm,
                        acting=_present(table.for_asset_removal),
                        choices={"asset_id": ch.assets}),
    cmd.AwardValueDestiny: Move(table.award_value_destiny, xd.may_gm,
                              acting=_present(table.for_value_award),
                              choices={"value_id": ch.values}),
    cmd.CreateSituation: Move(table.create_situation, xd.may_gm_in_session,
                            choices={"die": ch.ladder}),
    cmd.AdjustElement: Move(table.adjust_element, table.may_adjust_element,
                          choices={"element_id": ch.elements, "action": fx.element_actions}),
    cmd.AdjustStress: Move(table.adjust_stress, xd.may_gm_in_session, choices={
        "target_kind": fx.target_kinds, "target_id": fx.stress_targets,
        "stress_id": fx.stress_ids, "direction": fx.stress_directions}),
    cmd.EndSession: Move(session.end_session, xd.may_gm_in_session),
    cmd.EndAdventure: Move(experience.end_adventure, experience.may_end_adventure,
                         choices={"participant_ids": ch.every_character}),
    cmd.ApplyExperienceSwap: Move(experience.apply_experience_swap,
                                acting=_anyone(experience.for_swap), choices={
                                    "category": ch.categories, "improve_id": ch.improvable_traits,
                                    "degrade_id": ch.degradable_traits}),
    cmd.ApplyMilestoneAdvance: Move(experience.apply_milestone_advance,
                                  acting=_anyone(experience.for_milestone), choices={
                                      "option.type": fx.milestone_types,
                                      "option.category": fx.milestone_categories,
                                      "option.id": fx.milestone_traits}),
}
"""Every command and its declaration (``domain.core.offers``): a ``Move`` with its
precondition, the character it acts for, its choices and whom it awaits."""

EVOLVERS: EvolverTable[GameState] = {
    ev.GameInitialized: e_setup.game_initialized,
    ev.CharacterRegistered: e_setup.character_registered,
    ev.CharacterSheetAmended: e_setup.character_sheet_amended,
    ev.SessionStarted: e_session.session_started,
    ev.SessionRosterChanged: e_session.session_roster_changed,
    ev.SceneAdvanced: e_session.scene_advanced,
    ev.ActionRolled: e_action.action_rolled,
    ev.OppositionRolled: e_contest.opposition_rolled,
    ev.ContestCancelled: e_contest.contest_cancelled,
    ev.ContestEffectApplied: e_contest.contest_effect_applied,
    ev.StressStepped: e_table.stress_stepped,
    ev.ElementStepped: e_table.element_stepped,
    ev.SituationCreated: e_table.situation_created,
    ev.ComplicationCreated: e_ones.complication_created,
    ev.OpportunityTriggered: e_ones.opportunity_triggered,
    ev.PlayerOneExploited: e_ones.player_one_exploited,
    ev.GmOnesExploited: e_ones.gm_ones_exploited,
    ev.DestinyChanged: e_table.destiny_changed,
    ev.AssetCreated: e_table.asset_created,
    ev.AssetStepped: e_table.asset_stepped,
    ev.SessionEnded: e_session.session_ended,
    ev.AdventureEnded: e_experience.adventure_ended,
    ev.ExperienceSwapApplied: e_experience.experience_swap_applied,
    ev.MilestoneAdvanceApplied: e_experience.milestone_advance_applied,
    ev.ExtraDiceKept: e_action.extra_dice_kept,
    ev.ContestRescored: e_action.contest_rescored,
    ev.TreasureStepped: e_table.treasure_stepped,
}
"""Every event and its evolver."""


def validate_options(options: XyropOptions) -> Config:
    """The table configuration, or ``invalid_config``."""
    catalog = options.stress_catalog
    if not catalog or len(set(catalog)) != len(catalog):
        raise InvalidValue("invalid_config",
                           sentence("the table names at least one kind of stress, each once"),
                           "stress_catalog")
    if not 1 <= options.max_distinctions_per_roll <= 4:
        raise InvalidValue("invalid_config", sentence("a roll may add 1 to 4 distinctions"),
                           "max_distinctions_per_roll")
    return Config(stress_catalog=tuple(catalog),
                  max_distinctions_per_roll=options.max_distinctions_per_roll)


class XyropRuleset(TableRuleset[GameState, XyropView]):
    """Xyrop: approach + role dice, the two highest kept, destiny, stress and experience."""

    name = "xyrop"
    title = "Xyrop"
    command_types = cmd.COMMAND_TYPES
    event_types = ev.EVENT_TYPES
    options_type = XyropOptions
    state_type = GameState
    view_type = XyropView
    sheet_type = Sheet
    recap = RECAP
    dice = DICE
    field_docs = DOCS

    def initial_state(self, options: XyropOptions | None = None) -> GameState:
        """A configured table with no character and no session."""
        return GameState(config=validate_options(options or XyropOptions()))

    def admits(self, state: GameState, actor: Actor) -> None:
        """Every command needs an initialized game."""
        require_initialized(state)

    def evolve(self, state: GameState, event: Event) -> GameState:
        """The state after a fact, every event counted. An evolver that fails is a bug that
        surfaces (decide emits only what its evolvers apply)."""
        return super().evolve(replace(state, event_count=state.event_count + 1), event)


XYROP = XyropRuleset(MOVES, EVOLVERS, view=view, visible=visible, narrate=narrate,
                     free_fields=ch.FREE_FIELDS)
"""The Xyrop ruleset the registry serves."""

HANDLERS = XYROP.handlers
"""Every command and its handler."""

__all__ = ["EVOLVERS", "HANDLERS", "MOVES", "XYROP", "XyropRuleset"]
