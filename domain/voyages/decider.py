"""The Voyages & Aventures ruleset: its two tables, command -> handler and event -> evolver.

Handlers live in ``decide/<topic>.py``, evolvers in ``evolve/<topic>.py`` (the same
topics); ``domain.core.TableRuleset`` dispatches a command to its handler and folds an
event with its evolver.
"""

from typing import Any

from domain.core import (
    Command,
    EvolverTable,
    HandlerTable,
    InvalidValue,
    Ruleset,
    TableRuleset,
)
from domain.voyages import commands as c
from domain.voyages import events as e
from domain.voyages.decide import (
    action,
    adjective,
    conflict,
    conflict_round,
    conflict_spend,
    flaw,
    settlement,
    sheet,
    situation,
    situation_spend,
)
from domain.voyages.evolve import action as e_action
from domain.voyages.evolve import adjective as e_adjective
from domain.voyages.evolve import conflict as e_conflict
from domain.voyages.evolve import conflict_round as e_round
from domain.voyages.evolve import conflict_spend as e_spend
from domain.voyages.evolve import flaw as e_flaw
from domain.voyages.evolve import settlement as e_settlement
from domain.voyages.evolve import sheet as e_sheet
from domain.voyages.evolve import situation as e_situation
from domain.voyages.evolve import situation_spend as e_points
from domain.voyages.narrate import narrate
from domain.voyages.state import VoyagesOptions, VoyagesState
from domain.voyages.views import CharacterSheetView, TableView, view, visible

HANDLERS: HandlerTable[VoyagesState] = {
    c.RegisterCharacter: sheet.register_character,
    c.ReviseCharacterSheet: sheet.revise_character_sheet, c.RegisterThing: sheet.register_thing,
    c.AddInventoryTint: sheet.add_inventory_tint, c.RestoreTattooTint: sheet.restore_tattoo_tint,
    c.RestNight: sheet.rest_night, c.EndScene: sheet.end_boundary, c.EndDay: sheet.end_boundary,
    c.EndSession: sheet.end_boundary, c.EndAdventure: sheet.end_boundary,
    c.AddAdjective: adjective.add_adjective,
    c.ChangeAdjectiveValue: adjective.change_adjective_value,
    c.RemoveAdjective: adjective.remove_adjective,
    c.RollAction: action.roll_action, c.RerollWithTint: action.reroll_with_tint,
    c.ChooseMaybeOption: action.choose_maybe_option, c.CloseAction: action.close_action,
    c.InvokeFlaw: flaw.invoke_flaw,
    c.OpenSituation: situation.open_situation, c.SetInvolvement: situation.set_involvement,
    c.TakeRisk: situation.take_risk, c.RollSituation: situation.roll_situation,
    c.RollEnvironment: situation.roll_environment, c.ScoreSituation: situation.score_situation,
    c.SplitGroup: situation.split_group, c.ApportionGroupResult: situation.apportion_group_result,
    c.CloseSituation: situation.close_situation,
    c.SpendSituationPoints: situation_spend.spend_situation_points,
    c.OpenConflict: conflict.open_conflict_command, c.ProposeStake: conflict.propose_stake,
    c.OfferStake: conflict.offer_stake, c.PriceStake: conflict.price_stake,
    c.RefuseStake: conflict.refuse_stake, c.SetActionCost: conflict.set_action_cost,
    c.ApplyActionCost: conflict.apply_action_cost, c.ChangeFrame: conflict.change_frame,
    c.LeaveConflict: conflict.leave_conflict, c.EndConflict: conflict.end_conflict,
    c.ProposeSettlement: settlement.propose_settlement,
    c.AcceptSettlement: settlement.accept_settlement,
    c.RejectSettlement: settlement.reject_settlement,
    c.StartRound: conflict_round.start_round, c.ContestApproach: conflict_round.contest_approach,
    c.ChooseApproach: conflict_round.choose_approach,
    c.RuleApproach: conflict_round.rule_approach, c.RollConflict: conflict_round.roll_conflict,
    c.ScoreRound: conflict_round.score_round,
    c.DeclareSpending: conflict_spend.declare_spending,
    c.DeclareBlocks: conflict_spend.declare_blocks,
}
"""Every command and its handler."""

EVOLVERS: EvolverTable[VoyagesState] = {
    e.CharacterRegistered: e_sheet.character_registered,
    e.CharacterSheetRevised: e_sheet.sheet_revised, e.ThingRegistered: e_sheet.thing_registered,
    e.InventoryTintAdded: e_sheet.inventory_tint_added,
    e.TattooTintRestored: e_sheet.tattoo_restored,
    e.OwnTintRegenerated: e_sheet.own_tint_regenerated,
    e.TimeBoundaryPassed: e_sheet.time_passed, e.TintSpentForReroll: e_sheet.tint_spent,
    e.AdjectiveAdded: e_adjective.adjective_added,
    e.AdjectiveValueChanged: e_adjective.adjective_value_changed,
    e.AdjectiveRemoved: e_adjective.adjective_removed,
    e.ActionRolled: e_action.action_rolled, e.ActionResultComputed: e_action.action_result,
    e.MaybeResolved: e_action.maybe_resolved, e.ActionClosed: e_action.action_closed,
    e.RollRerolled: e_action.roll_rerolled,
    e.FlawInvoked: e_flaw.flaw_invoked, e.StakeReturned: e_flaw.stake_returned,
    e.SituationOpened: e_situation.situation_opened,
    e.InvolvementSet: e_situation.involvement_set, e.RiskTaken: e_situation.risk_taken,
    e.SituationRolled: e_situation.situation_rolled, e.GroupSplit: e_situation.group_split,
    e.GroupResultApportioned: e_situation.group_apportioned,
    e.SituationScored: e_situation.situation_scored,
    e.SituationClosed: e_situation.situation_closed,
    e.SituationPointsSpent: e_points.points_spent,
    e.ConflictOpened: e_conflict.conflict_opened, e.StakeProposed: e_conflict.stake_proposed,
    e.StakeOffered: e_conflict.stake_proposed, e.StakePriced: e_conflict.stake_priced,
    e.StakeRefused: e_conflict.stake_refused, e.ActionCostSet: e_conflict.action_cost_set,
    e.ActionCostApplied: e_conflict.action_cost_applied,
    e.StakeAcquired: e_conflict.stake_acquired,
    e.GenericStakeAcquired: e_conflict.generic_acquired,
    e.EscalationChanged: e_conflict.escalation_changed,
    e.FrameChanged: e_conflict.frame_changed, e.SideLeftConflict: e_conflict.side_left,
    e.ConflictClosed: e_conflict.conflict_closed,
    e.SettlementProposed: e_settlement.settlement_proposed,
    e.SettlementAccepted: e_settlement.settlement_accepted,
    e.SettlementRejected: e_settlement.settlement_rejected,
    e.ConflictSettled: e_settlement.conflict_settled,
    e.RoundStarted: e_round.round_started, e.ApproachContested: e_round.approach_contested,
    e.ApproachChosen: e_round.approach_chosen, e.ApproachRuled: e_round.approach_ruled,
    e.ConflictSideRolled: e_round.side_rolled, e.RoundScored: e_round.round_scored,
    e.SpendingDeclared: e_spend.spending_declared, e.BlocksDeclared: e_spend.blocks_declared,
    e.RoundResolved: e_spend.round_resolved, e.TerrainChanged: e_spend.terrain_changed,
    e.ApproachKept: e_spend.approach_kept,
}
"""Every event and its evolver."""


class VoyagesRuleset(TableRuleset[VoyagesState, TableView]):
    """Voyages & Aventures (seed 002): action, situation and conflict resolution on a d6."""

    name = "voyages"
    title = "Voyages & Aventures"
    command_types = c.COMMAND_TYPES
    event_types = e.EVENT_TYPES
    options_type = VoyagesOptions
    state_type = VoyagesState
    view_type = TableView
    sheet_type = CharacterSheetView

    def initial_state(self, options: Any) -> VoyagesState:
        """An empty table (clock at scene, day, session and adventure 1)."""
        return VoyagesState()

    def unknown_command(self, command: Command) -> Exception:
        """``invalid_payload`` (an InvalidValue)."""
        return InvalidValue("invalid_payload", f"not a Voyages command: {type(command).__name__}")


VOYAGES = VoyagesRuleset(HANDLERS, EVOLVERS, view=view, visible=visible, narrate=narrate)
"""The registered rule system: ``from domain.voyages.decider import VOYAGES``."""

_CONFORMS: Ruleset[VoyagesState] = VOYAGES  # mypy checks the shared contract here

__all__ = ["EVOLVERS", "HANDLERS", "VOYAGES", "VoyagesRuleset"]
