from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_state_out_ruleset import VoyagesStateOutRuleset
from typing import cast

if TYPE_CHECKING:
  from ..models.platform_close_game_affordance import PlatformCloseGameAffordance
  from ..models.voyages_accept_settlement_affordance import VoyagesAcceptSettlementAffordance
  from ..models.voyages_add_adjective_affordance import VoyagesAddAdjectiveAffordance
  from ..models.voyages_add_inventory_tint_affordance import VoyagesAddInventoryTintAffordance
  from ..models.voyages_apply_action_cost_affordance import VoyagesApplyActionCostAffordance
  from ..models.voyages_apportion_group_result_affordance import VoyagesApportionGroupResultAffordance
  from ..models.voyages_change_adjective_value_affordance import VoyagesChangeAdjectiveValueAffordance
  from ..models.voyages_change_frame_affordance import VoyagesChangeFrameAffordance
  from ..models.voyages_choose_approach_affordance import VoyagesChooseApproachAffordance
  from ..models.voyages_choose_maybe_option_affordance import VoyagesChooseMaybeOptionAffordance
  from ..models.voyages_close_action_affordance import VoyagesCloseActionAffordance
  from ..models.voyages_close_situation_affordance import VoyagesCloseSituationAffordance
  from ..models.voyages_contest_approach_affordance import VoyagesContestApproachAffordance
  from ..models.voyages_declare_blocks_affordance import VoyagesDeclareBlocksAffordance
  from ..models.voyages_declare_spending_affordance import VoyagesDeclareSpendingAffordance
  from ..models.voyages_end_adventure_affordance import VoyagesEndAdventureAffordance
  from ..models.voyages_end_conflict_affordance import VoyagesEndConflictAffordance
  from ..models.voyages_end_day_affordance import VoyagesEndDayAffordance
  from ..models.voyages_end_scene_affordance import VoyagesEndSceneAffordance
  from ..models.voyages_end_session_affordance import VoyagesEndSessionAffordance
  from ..models.voyages_invoke_flaw_affordance import VoyagesInvokeFlawAffordance
  from ..models.voyages_join_conflict_affordance import VoyagesJoinConflictAffordance
  from ..models.voyages_join_help_affordance import VoyagesJoinHelpAffordance
  from ..models.voyages_leave_conflict_affordance import VoyagesLeaveConflictAffordance
  from ..models.voyages_offer_stake_affordance import VoyagesOfferStakeAffordance
  from ..models.voyages_open_conflict_affordance import VoyagesOpenConflictAffordance
  from ..models.voyages_open_situation_affordance import VoyagesOpenSituationAffordance
  from ..models.voyages_price_stake_affordance import VoyagesPriceStakeAffordance
  from ..models.voyages_propose_settlement_affordance import VoyagesProposeSettlementAffordance
  from ..models.voyages_propose_stake_affordance import VoyagesProposeStakeAffordance
  from ..models.voyages_refuse_stake_affordance import VoyagesRefuseStakeAffordance
  from ..models.voyages_register_character_affordance import VoyagesRegisterCharacterAffordance
  from ..models.voyages_register_thing_affordance import VoyagesRegisterThingAffordance
  from ..models.voyages_reject_settlement_affordance import VoyagesRejectSettlementAffordance
  from ..models.voyages_remove_adjective_affordance import VoyagesRemoveAdjectiveAffordance
  from ..models.voyages_reroll_with_tint_affordance import VoyagesRerollWithTintAffordance
  from ..models.voyages_rest_night_affordance import VoyagesRestNightAffordance
  from ..models.voyages_restore_tattoo_tint_affordance import VoyagesRestoreTattooTintAffordance
  from ..models.voyages_revise_character_sheet_affordance import VoyagesReviseCharacterSheetAffordance
  from ..models.voyages_roll_action_affordance import VoyagesRollActionAffordance
  from ..models.voyages_roll_conflict_affordance import VoyagesRollConflictAffordance
  from ..models.voyages_roll_environment_affordance import VoyagesRollEnvironmentAffordance
  from ..models.voyages_roll_situation_affordance import VoyagesRollSituationAffordance
  from ..models.voyages_rule_approach_affordance import VoyagesRuleApproachAffordance
  from ..models.voyages_score_round_affordance import VoyagesScoreRoundAffordance
  from ..models.voyages_score_situation_affordance import VoyagesScoreSituationAffordance
  from ..models.voyages_set_action_cost_affordance import VoyagesSetActionCostAffordance
  from ..models.voyages_set_involvement_affordance import VoyagesSetInvolvementAffordance
  from ..models.voyages_spend_situation_points_affordance import VoyagesSpendSituationPointsAffordance
  from ..models.voyages_split_group_affordance import VoyagesSplitGroupAffordance
  from ..models.voyages_start_round_affordance import VoyagesStartRoundAffordance
  from ..models.voyages_take_risk_affordance import VoyagesTakeRiskAffordance
  from ..models.voyages_view import VoyagesView
  from ..models.voyages_withdraw_settlement_affordance import VoyagesWithdrawSettlementAffordance
  from ..models.voyages_withdraw_stake_affordance import VoyagesWithdrawStakeAffordance
  from ..models.waiting import Waiting





T = TypeVar("T", bound="VoyagesStateOut")



@_attrs_define
class VoyagesStateOut:
    """ The read model of a game of Voyages & Aventures, as this seat sees it, with what it may send now.

        Attributes:
            available (list[PlatformCloseGameAffordance | VoyagesAcceptSettlementAffordance | VoyagesAddAdjectiveAffordance
                | VoyagesAddInventoryTintAffordance | VoyagesApplyActionCostAffordance | VoyagesApportionGroupResultAffordance |
                VoyagesChangeAdjectiveValueAffordance | VoyagesChangeFrameAffordance | VoyagesChooseApproachAffordance |
                VoyagesChooseMaybeOptionAffordance | VoyagesCloseActionAffordance | VoyagesCloseSituationAffordance |
                VoyagesContestApproachAffordance | VoyagesDeclareBlocksAffordance | VoyagesDeclareSpendingAffordance |
                VoyagesEndAdventureAffordance | VoyagesEndConflictAffordance | VoyagesEndDayAffordance |
                VoyagesEndSceneAffordance | VoyagesEndSessionAffordance | VoyagesInvokeFlawAffordance |
                VoyagesJoinConflictAffordance | VoyagesJoinHelpAffordance | VoyagesLeaveConflictAffordance |
                VoyagesOfferStakeAffordance | VoyagesOpenConflictAffordance | VoyagesOpenSituationAffordance |
                VoyagesPriceStakeAffordance | VoyagesProposeSettlementAffordance | VoyagesProposeStakeAffordance |
                VoyagesRefuseStakeAffordance | VoyagesRegisterCharacterAffordance | VoyagesRegisterThingAffordance |
                VoyagesRejectSettlementAffordance | VoyagesRemoveAdjectiveAffordance | VoyagesRerollWithTintAffordance |
                VoyagesRestNightAffordance | VoyagesRestoreTattooTintAffordance | VoyagesReviseCharacterSheetAffordance |
                VoyagesRollActionAffordance | VoyagesRollConflictAffordance | VoyagesRollEnvironmentAffordance |
                VoyagesRollSituationAffordance | VoyagesRuleApproachAffordance | VoyagesScoreRoundAffordance |
                VoyagesScoreSituationAffordance | VoyagesSetActionCostAffordance | VoyagesSetInvolvementAffordance |
                VoyagesSpendSituationPointsAffordance | VoyagesSplitGroupAffordance | VoyagesStartRoundAffordance |
                VoyagesTakeRiskAffordance | VoyagesWithdrawSettlementAffordance | VoyagesWithdrawStakeAffordance]): The commands
                this seat may send now (the awaited ones first); empty for an observer.
            game_id (str): The game the answer is about (its `game_id` in paths).
            ruleset (VoyagesStateOutRuleset): The game's rule system.
            state (VoyagesView): The table: clock, sheets, things, open resolutions and the effects whose flaw window
                is open (closed resolutions, past rounds and older effects are in the log, C4).
            version (int): The version the state is at (the game's, or `?at=`).
            waiting_for (list[Waiting]): The seats (and characters) the table is waiting on, with the command types.
     """

    available: list[PlatformCloseGameAffordance | VoyagesAcceptSettlementAffordance | VoyagesAddAdjectiveAffordance | VoyagesAddInventoryTintAffordance | VoyagesApplyActionCostAffordance | VoyagesApportionGroupResultAffordance | VoyagesChangeAdjectiveValueAffordance | VoyagesChangeFrameAffordance | VoyagesChooseApproachAffordance | VoyagesChooseMaybeOptionAffordance | VoyagesCloseActionAffordance | VoyagesCloseSituationAffordance | VoyagesContestApproachAffordance | VoyagesDeclareBlocksAffordance | VoyagesDeclareSpendingAffordance | VoyagesEndAdventureAffordance | VoyagesEndConflictAffordance | VoyagesEndDayAffordance | VoyagesEndSceneAffordance | VoyagesEndSessionAffordance | VoyagesInvokeFlawAffordance | VoyagesJoinConflictAffordance | VoyagesJoinHelpAffordance | VoyagesLeaveConflictAffordance | VoyagesOfferStakeAffordance | VoyagesOpenConflictAffordance | VoyagesOpenSituationAffordance | VoyagesPriceStakeAffordance | VoyagesProposeSettlementAffordance | VoyagesProposeStakeAffordance | VoyagesRefuseStakeAffordance | VoyagesRegisterCharacterAffordance | VoyagesRegisterThingAffordance | VoyagesRejectSettlementAffordance | VoyagesRemoveAdjectiveAffordance | VoyagesRerollWithTintAffordance | VoyagesRestNightAffordance | VoyagesRestoreTattooTintAffordance | VoyagesReviseCharacterSheetAffordance | VoyagesRollActionAffordance | VoyagesRollConflictAffordance | VoyagesRollEnvironmentAffordance | VoyagesRollSituationAffordance | VoyagesRuleApproachAffordance | VoyagesScoreRoundAffordance | VoyagesScoreSituationAffordance | VoyagesSetActionCostAffordance | VoyagesSetInvolvementAffordance | VoyagesSpendSituationPointsAffordance | VoyagesSplitGroupAffordance | VoyagesStartRoundAffordance | VoyagesTakeRiskAffordance | VoyagesWithdrawSettlementAffordance | VoyagesWithdrawStakeAffordance]
    game_id: str
    ruleset: VoyagesStateOutRuleset
    state: VoyagesView
    version: int
    waiting_for: list[Waiting]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.platform_close_game_affordance import PlatformCloseGameAffordance # noqa: PLC0415
        from ..models.voyages_accept_settlement_affordance import VoyagesAcceptSettlementAffordance # noqa: PLC0415
        from ..models.voyages_add_adjective_affordance import VoyagesAddAdjectiveAffordance # noqa: PLC0415
        from ..models.voyages_add_inventory_tint_affordance import VoyagesAddInventoryTintAffordance # noqa: PLC0415
        from ..models.voyages_apply_action_cost_affordance import VoyagesApplyActionCostAffordance # noqa: PLC0415
        from ..models.voyages_apportion_group_result_affordance import VoyagesApportionGroupResultAffordance # noqa: PLC0415
        from ..models.voyages_change_adjective_value_affordance import VoyagesChangeAdjectiveValueAffordance # noqa: PLC0415
        from ..models.voyages_change_frame_affordance import VoyagesChangeFrameAffordance # noqa: PLC0415
        from ..models.voyages_choose_approach_affordance import VoyagesChooseApproachAffordance # noqa: PLC0415
        from ..models.voyages_choose_maybe_option_affordance import VoyagesChooseMaybeOptionAffordance # noqa: PLC0415
        from ..models.voyages_close_action_affordance import VoyagesCloseActionAffordance # noqa: PLC0415
        from ..models.voyages_close_situation_affordance import VoyagesCloseSituationAffordance # noqa: PLC0415
        from ..models.voyages_contest_approach_affordance import VoyagesContestApproachAffordance # noqa: PLC0415
        from ..models.voyages_declare_blocks_affordance import VoyagesDeclareBlocksAffordance # noqa: PLC0415
        from ..models.voyages_declare_spending_affordance import VoyagesDeclareSpendingAffordance # noqa: PLC0415
        from ..models.voyages_end_adventure_affordance import VoyagesEndAdventureAffordance # noqa: PLC0415
        from ..models.voyages_end_conflict_affordance import VoyagesEndConflictAffordance # noqa: PLC0415
        from ..models.voyages_end_day_affordance import VoyagesEndDayAffordance # noqa: PLC0415
        from ..models.voyages_end_scene_affordance import VoyagesEndSceneAffordance # noqa: PLC0415
        from ..models.voyages_end_session_affordance import VoyagesEndSessionAffordance # noqa: PLC0415
        from ..models.voyages_invoke_flaw_affordance import VoyagesInvokeFlawAffordance # noqa: PLC0415
        from ..models.voyages_join_conflict_affordance import VoyagesJoinConflictAffordance # noqa: PLC0415
        from ..models.voyages_join_help_affordance import VoyagesJoinHelpAffordance # noqa: PLC0415
        from ..models.voyages_leave_conflict_affordance import VoyagesLeaveConflictAffordance # noqa: PLC0415
        from ..models.voyages_offer_stake_affordance import VoyagesOfferStakeAffordance # noqa: PLC0415
        from ..models.voyages_open_conflict_affordance import VoyagesOpenConflictAffordance # noqa: PLC0415
        from ..models.voyages_open_situation_affordance import VoyagesOpenSituationAffordance # noqa: PLC0415
        from ..models.voyages_price_stake_affordance import VoyagesPriceStakeAffordance # noqa: PLC0415
        from ..models.voyages_propose_settlement_affordance import VoyagesProposeSettlementAffordance # noqa: PLC0415
        from ..models.voyages_propose_stake_affordance import VoyagesProposeStakeAffordance # noqa: PLC0415
        from ..models.voyages_refuse_stake_affordance import VoyagesRefuseStakeAffordance # noqa: PLC0415
        from ..models.voyages_register_character_affordance import VoyagesRegisterCharacterAffordance # noqa: PLC0415
        from ..models.voyages_register_thing_affordance import VoyagesRegisterThingAffordance # noqa: PLC0415
        from ..models.voyages_reject_settlement_affordance import VoyagesRejectSettlementAffordance # noqa: PLC0415
        from ..models.voyages_remove_adjective_affordance import VoyagesRemoveAdjectiveAffordance # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance import VoyagesRerollWithTintAffordance # noqa: PLC0415
        from ..models.voyages_rest_night_affordance import VoyagesRestNightAffordance # noqa: PLC0415
        from ..models.voyages_restore_tattoo_tint_affordance import VoyagesRestoreTattooTintAffordance # noqa: PLC0415
        from ..models.voyages_revise_character_sheet_affordance import VoyagesReviseCharacterSheetAffordance # noqa: PLC0415
        from ..models.voyages_roll_action_affordance import VoyagesRollActionAffordance # noqa: PLC0415
        from ..models.voyages_roll_conflict_affordance import VoyagesRollConflictAffordance # noqa: PLC0415
        from ..models.voyages_roll_environment_affordance import VoyagesRollEnvironmentAffordance # noqa: PLC0415
        from ..models.voyages_roll_situation_affordance import VoyagesRollSituationAffordance # noqa: PLC0415
        from ..models.voyages_rule_approach_affordance import VoyagesRuleApproachAffordance # noqa: PLC0415
        from ..models.voyages_score_round_affordance import VoyagesScoreRoundAffordance # noqa: PLC0415
        from ..models.voyages_score_situation_affordance import VoyagesScoreSituationAffordance # noqa: PLC0415
        from ..models.voyages_set_action_cost_affordance import VoyagesSetActionCostAffordance # noqa: PLC0415
        from ..models.voyages_set_involvement_affordance import VoyagesSetInvolvementAffordance # noqa: PLC0415
        from ..models.voyages_spend_situation_points_affordance import VoyagesSpendSituationPointsAffordance # noqa: PLC0415
        from ..models.voyages_split_group_affordance import VoyagesSplitGroupAffordance # noqa: PLC0415
        from ..models.voyages_start_round_affordance import VoyagesStartRoundAffordance # noqa: PLC0415
        from ..models.voyages_take_risk_affordance import VoyagesTakeRiskAffordance # noqa: PLC0415
        from ..models.voyages_view import VoyagesView # noqa: PLC0415
        from ..models.voyages_withdraw_settlement_affordance import VoyagesWithdrawSettlementAffordance # noqa: PLC0415
        from ..models.voyages_withdraw_stake_affordance import VoyagesWithdrawStakeAffordance # noqa: PLC0415
        from ..models.waiting import Waiting # noqa: PLC0415
        available = []
        for available_item_data in self.available:
            available_item: dict[str, Any]
            if isinstance(available_item_data, VoyagesRegisterCharacterAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesReviseCharacterSheetAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesRegisterThingAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesAddAdjectiveAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesChangeAdjectiveValueAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesRemoveAdjectiveAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesAddInventoryTintAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesRestoreTattooTintAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesRestNightAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesEndSceneAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesEndDayAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesEndSessionAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesEndAdventureAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesChooseMaybeOptionAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesCloseActionAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesInvokeFlawAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesOpenSituationAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesSetInvolvementAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesTakeRiskAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesScoreSituationAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesSplitGroupAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesApportionGroupResultAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesSpendSituationPointsAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesCloseSituationAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesOpenConflictAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesProposeStakeAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesOfferStakeAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesPriceStakeAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesRefuseStakeAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesSetActionCostAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesApplyActionCostAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesProposeSettlementAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesAcceptSettlementAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesRejectSettlementAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesWithdrawSettlementAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesStartRoundAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesChooseApproachAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesRuleApproachAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesScoreRoundAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesDeclareSpendingAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesDeclareBlocksAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesChangeFrameAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesLeaveConflictAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesEndConflictAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesRollActionAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesRerollWithTintAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesRollSituationAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesRollEnvironmentAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesContestApproachAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesRollConflictAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesWithdrawStakeAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesJoinConflictAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, VoyagesJoinHelpAffordance):
                available_item = available_item_data.to_dict()
            else:
                available_item = available_item_data.to_dict()

            available.append(available_item)



        game_id = self.game_id

        ruleset = self.ruleset.value

        state = self.state.to_dict()

        version = self.version

        waiting_for = []
        for waiting_for_item_data in self.waiting_for:
            waiting_for_item = waiting_for_item_data.to_dict()
            waiting_for.append(waiting_for_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "available": available,
            "game_id": game_id,
            "ruleset": ruleset,
            "state": state,
            "version": version,
            "waiting_for": waiting_for,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.platform_close_game_affordance import PlatformCloseGameAffordance # noqa: PLC0415
        from ..models.voyages_accept_settlement_affordance import VoyagesAcceptSettlementAffordance # noqa: PLC0415
        from ..models.voyages_add_adjective_affordance import VoyagesAddAdjectiveAffordance # noqa: PLC0415
        from ..models.voyages_add_inventory_tint_affordance import VoyagesAddInventoryTintAffordance # noqa: PLC0415
        from ..models.voyages_apply_action_cost_affordance import VoyagesApplyActionCostAffordance # noqa: PLC0415
        from ..models.voyages_apportion_group_result_affordance import VoyagesApportionGroupResultAffordance # noqa: PLC0415
        from ..models.voyages_change_adjective_value_affordance import VoyagesChangeAdjectiveValueAffordance # noqa: PLC0415
        from ..models.voyages_change_frame_affordance import VoyagesChangeFrameAffordance # noqa: PLC0415
        from ..models.voyages_choose_approach_affordance import VoyagesChooseApproachAffordance # noqa: PLC0415
        from ..models.voyages_choose_maybe_option_affordance import VoyagesChooseMaybeOptionAffordance # noqa: PLC0415
        from ..models.voyages_close_action_affordance import VoyagesCloseActionAffordance # noqa: PLC0415
        from ..models.voyages_close_situation_affordance import VoyagesCloseSituationAffordance # noqa: PLC0415
        from ..models.voyages_contest_approach_affordance import VoyagesContestApproachAffordance # noqa: PLC0415
        from ..models.voyages_declare_blocks_affordance import VoyagesDeclareBlocksAffordance # noqa: PLC0415
        from ..models.voyages_declare_spending_affordance import VoyagesDeclareSpendingAffordance # noqa: PLC0415
        from ..models.voyages_end_adventure_affordance import VoyagesEndAdventureAffordance # noqa: PLC0415
        from ..models.voyages_end_conflict_affordance import VoyagesEndConflictAffordance # noqa: PLC0415
        from ..models.voyages_end_day_affordance import VoyagesEndDayAffordance # noqa: PLC0415
        from ..models.voyages_end_scene_affordance import VoyagesEndSceneAffordance # noqa: PLC0415
        from ..models.voyages_end_session_affordance import VoyagesEndSessionAffordance # noqa: PLC0415
        from ..models.voyages_invoke_flaw_affordance import VoyagesInvokeFlawAffordance # noqa: PLC0415
        from ..models.voyages_join_conflict_affordance import VoyagesJoinConflictAffordance # noqa: PLC0415
        from ..models.voyages_join_help_affordance import VoyagesJoinHelpAffordance # noqa: PLC0415
        from ..models.voyages_leave_conflict_affordance import VoyagesLeaveConflictAffordance # noqa: PLC0415
        from ..models.voyages_offer_stake_affordance import VoyagesOfferStakeAffordance # noqa: PLC0415
        from ..models.voyages_open_conflict_affordance import VoyagesOpenConflictAffordance # noqa: PLC0415
        from ..models.voyages_open_situation_affordance import VoyagesOpenSituationAffordance # noqa: PLC0415
        from ..models.voyages_price_stake_affordance import VoyagesPriceStakeAffordance # noqa: PLC0415
        from ..models.voyages_propose_settlement_affordance import VoyagesProposeSettlementAffordance # noqa: PLC0415
        from ..models.voyages_propose_stake_affordance import VoyagesProposeStakeAffordance # noqa: PLC0415
        from ..models.voyages_refuse_stake_affordance import VoyagesRefuseStakeAffordance # noqa: PLC0415
        from ..models.voyages_register_character_affordance import VoyagesRegisterCharacterAffordance # noqa: PLC0415
        from ..models.voyages_register_thing_affordance import VoyagesRegisterThingAffordance # noqa: PLC0415
        from ..models.voyages_reject_settlement_affordance import VoyagesRejectSettlementAffordance # noqa: PLC0415
        from ..models.voyages_remove_adjective_affordance import VoyagesRemoveAdjectiveAffordance # noqa: PLC0415
        from ..models.voyages_reroll_with_tint_affordance import VoyagesRerollWithTintAffordance # noqa: PLC0415
        from ..models.voyages_rest_night_affordance import VoyagesRestNightAffordance # noqa: PLC0415
        from ..models.voyages_restore_tattoo_tint_affordance import VoyagesRestoreTattooTintAffordance # noqa: PLC0415
        from ..models.voyages_revise_character_sheet_affordance import VoyagesReviseCharacterSheetAffordance # noqa: PLC0415
        from ..models.voyages_roll_action_affordance import VoyagesRollActionAffordance # noqa: PLC0415
        from ..models.voyages_roll_conflict_affordance import VoyagesRollConflictAffordance # noqa: PLC0415
        from ..models.voyages_roll_environment_affordance import VoyagesRollEnvironmentAffordance # noqa: PLC0415
        from ..models.voyages_roll_situation_affordance import VoyagesRollSituationAffordance # noqa: PLC0415
        from ..models.voyages_rule_approach_affordance import VoyagesRuleApproachAffordance # noqa: PLC0415
        from ..models.voyages_score_round_affordance import VoyagesScoreRoundAffordance # noqa: PLC0415
        from ..models.voyages_score_situation_affordance import VoyagesScoreSituationAffordance # noqa: PLC0415
        from ..models.voyages_set_action_cost_affordance import VoyagesSetActionCostAffordance # noqa: PLC0415
        from ..models.voyages_set_involvement_affordance import VoyagesSetInvolvementAffordance # noqa: PLC0415
        from ..models.voyages_spend_situation_points_affordance import VoyagesSpendSituationPointsAffordance # noqa: PLC0415
        from ..models.voyages_split_group_affordance import VoyagesSplitGroupAffordance # noqa: PLC0415
        from ..models.voyages_start_round_affordance import VoyagesStartRoundAffordance # noqa: PLC0415
        from ..models.voyages_take_risk_affordance import VoyagesTakeRiskAffordance # noqa: PLC0415
        from ..models.voyages_view import VoyagesView # noqa: PLC0415
        from ..models.voyages_withdraw_settlement_affordance import VoyagesWithdrawSettlementAffordance # noqa: PLC0415
        from ..models.voyages_withdraw_stake_affordance import VoyagesWithdrawStakeAffordance # noqa: PLC0415
        from ..models.waiting import Waiting # noqa: PLC0415
        d = dict(src_dict)
        available = []
        _available = d.pop("available")
        for available_item_data in (_available):
            def _parse_available_item(data: object) -> PlatformCloseGameAffordance | VoyagesAcceptSettlementAffordance | VoyagesAddAdjectiveAffordance | VoyagesAddInventoryTintAffordance | VoyagesApplyActionCostAffordance | VoyagesApportionGroupResultAffordance | VoyagesChangeAdjectiveValueAffordance | VoyagesChangeFrameAffordance | VoyagesChooseApproachAffordance | VoyagesChooseMaybeOptionAffordance | VoyagesCloseActionAffordance | VoyagesCloseSituationAffordance | VoyagesContestApproachAffordance | VoyagesDeclareBlocksAffordance | VoyagesDeclareSpendingAffordance | VoyagesEndAdventureAffordance | VoyagesEndConflictAffordance | VoyagesEndDayAffordance | VoyagesEndSceneAffordance | VoyagesEndSessionAffordance | VoyagesInvokeFlawAffordance | VoyagesJoinConflictAffordance | VoyagesJoinHelpAffordance | VoyagesLeaveConflictAffordance | VoyagesOfferStakeAffordance | VoyagesOpenConflictAffordance | VoyagesOpenSituationAffordance | VoyagesPriceStakeAffordance | VoyagesProposeSettlementAffordance | VoyagesProposeStakeAffordance | VoyagesRefuseStakeAffordance | VoyagesRegisterCharacterAffordance | VoyagesRegisterThingAffordance | VoyagesRejectSettlementAffordance | VoyagesRemoveAdjectiveAffordance | VoyagesRerollWithTintAffordance | VoyagesRestNightAffordance | VoyagesRestoreTattooTintAffordance | VoyagesReviseCharacterSheetAffordance | VoyagesRollActionAffordance | VoyagesRollConflictAffordance | VoyagesRollEnvironmentAffordance | VoyagesRollSituationAffordance | VoyagesRuleApproachAffordance | VoyagesScoreRoundAffordance | VoyagesScoreSituationAffordance | VoyagesSetActionCostAffordance | VoyagesSetInvolvementAffordance | VoyagesSpendSituationPointsAffordance | VoyagesSplitGroupAffordance | VoyagesStartRoundAffordance | VoyagesTakeRiskAffordance | VoyagesWithdrawSettlementAffordance | VoyagesWithdrawStakeAffordance:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_0 = VoyagesRegisterCharacterAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_1 = VoyagesReviseCharacterSheetAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_2 = VoyagesRegisterThingAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_3 = VoyagesAddAdjectiveAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_4 = VoyagesChangeAdjectiveValueAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_5 = VoyagesRemoveAdjectiveAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_6 = VoyagesAddInventoryTintAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_7 = VoyagesRestoreTattooTintAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_8 = VoyagesRestNightAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_9 = VoyagesEndSceneAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_10 = VoyagesEndDayAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_11 = VoyagesEndSessionAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_12 = VoyagesEndAdventureAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_13 = VoyagesChooseMaybeOptionAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_14 = VoyagesCloseActionAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_15 = VoyagesInvokeFlawAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_16 = VoyagesOpenSituationAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_17 = VoyagesSetInvolvementAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_18 = VoyagesTakeRiskAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_19 = VoyagesScoreSituationAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_20 = VoyagesSplitGroupAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_21 = VoyagesApportionGroupResultAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_22 = VoyagesSpendSituationPointsAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_23 = VoyagesCloseSituationAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_24 = VoyagesOpenConflictAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_25 = VoyagesProposeStakeAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_26 = VoyagesOfferStakeAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_27 = VoyagesPriceStakeAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_28 = VoyagesRefuseStakeAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_29 = VoyagesSetActionCostAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_30 = VoyagesApplyActionCostAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_31 = VoyagesProposeSettlementAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_32 = VoyagesAcceptSettlementAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_33 = VoyagesRejectSettlementAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_34 = VoyagesWithdrawSettlementAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_35 = VoyagesStartRoundAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_36 = VoyagesChooseApproachAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_37 = VoyagesRuleApproachAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_38 = VoyagesScoreRoundAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_39 = VoyagesDeclareSpendingAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_40 = VoyagesDeclareBlocksAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_41 = VoyagesChangeFrameAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_42 = VoyagesLeaveConflictAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_43 = VoyagesEndConflictAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_44 = VoyagesRollActionAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_45 = VoyagesRerollWithTintAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_46 = VoyagesRollSituationAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_47 = VoyagesRollEnvironmentAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_48 = VoyagesContestApproachAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_48
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_49 = VoyagesRollConflictAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_49
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_50 = VoyagesWithdrawStakeAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_50
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_51 = VoyagesJoinConflictAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_51
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_voyages_affordance_type_52 = VoyagesJoinHelpAffordance.from_dict(data)



                    return componentsschemas_voyages_affordance_type_52
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_voyages_affordance_type_53 = PlatformCloseGameAffordance.from_dict(data)



                return componentsschemas_voyages_affordance_type_53

            available_item = _parse_available_item(available_item_data)

            available.append(available_item)


        game_id = d.pop("game_id")

        ruleset = VoyagesStateOutRuleset(d.pop("ruleset"))




        state = VoyagesView.from_dict(d.pop("state"))




        version = d.pop("version")

        waiting_for = []
        _waiting_for = d.pop("waiting_for")
        for waiting_for_item_data in (_waiting_for):
            waiting_for_item = Waiting.from_dict(waiting_for_item_data)



            waiting_for.append(waiting_for_item)


        voyages_state_out = cls(
            available=available,
            game_id=game_id,
            ruleset=ruleset,
            state=state,
            version=version,
            waiting_for=waiting_for,
        )


        voyages_state_out.additional_properties = d
        return voyages_state_out

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
