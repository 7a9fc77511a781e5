from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.ardri_cancel_concurrence import ArdriCancelConcurrence
from ...models.ardri_change_session_roster import ArdriChangeSessionRoster
from ...models.ardri_end_session import ArdriEndSession
from ...models.ardri_give_surplus_success import ArdriGiveSurplusSuccess
from ...models.ardri_offer_murphy_support import ArdriOfferMurphySupport
from ...models.ardri_open_concurrence import ArdriOpenConcurrence
from ...models.ardri_register_character import ArdriRegisterCharacter
from ...models.ardri_roll_action import ArdriRollAction
from ...models.ardri_roll_concurrence import ArdriRollConcurrence
from ...models.ardri_start_session import ArdriStartSession
from ...models.ardri_store_murphy_success import ArdriStoreMurphySuccess
from ...models.ardri_update_character_sheet import ArdriUpdateCharacterSheet
from ...models.ardri_use_murphy_success import ArdriUseMurphySuccess
from ...models.command_check_out import CommandCheckOut
from ...models.espri_add_prayer_gem import EspriAddPrayerGem
from ...models.espri_adjust_sheet import EspriAdjustSheet
from ...models.espri_advance_day import EspriAdvanceDay
from ...models.espri_apply_gem_caterpillar import EspriApplyGemCaterpillar
from ...models.espri_award_harmony import EspriAwardHarmony
from ...models.espri_cancel_call import EspriCancelCall
from ...models.espri_choose_setup_prayers import EspriChooseSetupPrayers
from ...models.espri_choose_shift import EspriChooseShift
from ...models.espri_complete_setup import EspriCompleteSetup
from ...models.espri_confirm_resonance_recharge import EspriConfirmResonanceRecharge
from ...models.espri_declare_call import EspriDeclareCall
from ...models.espri_draw_gems import EspriDrawGems
from ...models.espri_draw_setup_gems import EspriDrawSetupGems
from ...models.espri_inflict_rupture import EspriInflictRupture
from ...models.espri_keep_prayer_gem import EspriKeepPrayerGem
from ...models.espri_perform_communion_ritual import EspriPerformCommunionRitual
from ...models.espri_place_call_gems import EspriPlaceCallGems
from ...models.espri_place_extra_gems import EspriPlaceExtraGems
from ...models.espri_recharge_resonance import EspriRechargeResonance
from ...models.espri_redraw import EspriRedraw
from ...models.espri_refuse_resonance_recharge import EspriRefuseResonanceRecharge
from ...models.espri_register_character import EspriRegisterCharacter
from ...models.espri_remove_harmony import EspriRemoveHarmony
from ...models.espri_remove_rupture_gem import EspriRemoveRuptureGem
from ...models.espri_retire_character import EspriRetireCharacter
from ...models.espri_save_from_death import EspriSaveFromDeath
from ...models.espri_set_game_option import EspriSetGameOption
from ...models.espri_spend_board_gems import EspriSpendBoardGems
from ...models.espri_spend_harmony import EspriSpendHarmony
from ...models.espri_spend_harmony_for_prayer import EspriSpendHarmonyForPrayer
from ...models.espri_start_scenario import EspriStartScenario
from ...models.espri_take_rupture_temptation import EspriTakeRuptureTemptation
from ...models.locquemare_accept_complication import LocquemareAcceptComplication
from ...models.locquemare_accept_defeat import LocquemareAcceptDefeat
from ...models.locquemare_activate_key import LocquemareActivateKey
from ...models.locquemare_activate_prowess import LocquemareActivateProwess
from ...models.locquemare_adjust_approaches import LocquemareAdjustApproaches
from ...models.locquemare_adjust_resources import LocquemareAdjustResources
from ...models.locquemare_adversity_accepts_defeat import LocquemareAdversityAcceptsDefeat
from ...models.locquemare_apply_npc_stress import LocquemareApplyNpcStress
from ...models.locquemare_apply_stress import LocquemareApplyStress
from ...models.locquemare_award_evolution_points import LocquemareAwardEvolutionPoints
from ...models.locquemare_choose_outcome import LocquemareChooseOutcome
from ...models.locquemare_choose_secret import LocquemareChooseSecret
from ...models.locquemare_create_key import LocquemareCreateKey
from ...models.locquemare_create_npc import LocquemareCreateNpc
from ...models.locquemare_declare_action import LocquemareDeclareAction
from ...models.locquemare_describe_consequence import LocquemareDescribeConsequence
from ...models.locquemare_draw_secrets import LocquemareDrawSecrets
from ...models.locquemare_empty_evolution_track import LocquemareEmptyEvolutionTrack
from ...models.locquemare_end_act import LocquemareEndAct
from ...models.locquemare_end_conflict import LocquemareEndConflict
from ...models.locquemare_end_scenario import LocquemareEndScenario
from ...models.locquemare_end_scene import LocquemareEndScene
from ...models.locquemare_end_session import LocquemareEndSession
from ...models.locquemare_establish_fact import LocquemareEstablishFact
from ...models.locquemare_extend_key import LocquemareExtendKey
from ...models.locquemare_gain_prowess import LocquemareGainProwess
from ...models.locquemare_inflict_consequence import LocquemareInflictConsequence
from ...models.locquemare_join_scene import LocquemareJoinScene
from ...models.locquemare_leave_scene import LocquemareLeaveScene
from ...models.locquemare_modify_character_key import LocquemareModifyCharacterKey
from ...models.locquemare_propose_complication import LocquemareProposeComplication
from ...models.locquemare_redistribute_resources import LocquemareRedistributeResources
from ...models.locquemare_refuse_complication import LocquemareRefuseComplication
from ...models.locquemare_register_character import LocquemareRegisterCharacter
from ...models.locquemare_remove_key import LocquemareRemoveKey
from ...models.locquemare_resolve_action import LocquemareResolveAction
from ...models.locquemare_resolve_harm import LocquemareResolveHarm
from ...models.locquemare_resolve_npc_harm import LocquemareResolveNpcHarm
from ...models.locquemare_restore_npc import LocquemareRestoreNpc
from ...models.locquemare_reveal_key import LocquemareRevealKey
from ...models.locquemare_reveal_npc import LocquemareRevealNpc
from ...models.locquemare_reveal_secret import LocquemareRevealSecret
from ...models.locquemare_reveal_truth import LocquemareRevealTruth
from ...models.locquemare_roll_action import LocquemareRollAction
from ...models.locquemare_set_difficulty import LocquemareSetDifficulty
from ...models.locquemare_set_secret_pool import LocquemareSetSecretPool
from ...models.locquemare_start_act import LocquemareStartAct
from ...models.locquemare_start_conflict import LocquemareStartConflict
from ...models.locquemare_start_scenario import LocquemareStartScenario
from ...models.locquemare_start_scene import LocquemareStartScene
from ...models.locquemare_start_session import LocquemareStartSession
from ...models.platform_close_game import PlatformCloseGame
from ...models.problem import Problem
from ...models.voyages_accept_settlement import VoyagesAcceptSettlement
from ...models.voyages_add_adjective import VoyagesAddAdjective
from ...models.voyages_add_inventory_tint import VoyagesAddInventoryTint
from ...models.voyages_apply_action_cost import VoyagesApplyActionCost
from ...models.voyages_apportion_group_result import VoyagesApportionGroupResult
from ...models.voyages_change_adjective_value import VoyagesChangeAdjectiveValue
from ...models.voyages_change_frame import VoyagesChangeFrame
from ...models.voyages_choose_approach import VoyagesChooseApproach
from ...models.voyages_choose_maybe_option import VoyagesChooseMaybeOption
from ...models.voyages_close_action import VoyagesCloseAction
from ...models.voyages_close_situation import VoyagesCloseSituation
from ...models.voyages_contest_approach import VoyagesContestApproach
from ...models.voyages_declare_blocks import VoyagesDeclareBlocks
from ...models.voyages_declare_spending import VoyagesDeclareSpending
from ...models.voyages_end_adventure import VoyagesEndAdventure
from ...models.voyages_end_conflict import VoyagesEndConflict
from ...models.voyages_end_day import VoyagesEndDay
from ...models.voyages_end_scene import VoyagesEndScene
from ...models.voyages_end_session import VoyagesEndSession
from ...models.voyages_invoke_flaw import VoyagesInvokeFlaw
from ...models.voyages_join_conflict import VoyagesJoinConflict
from ...models.voyages_join_help import VoyagesJoinHelp
from ...models.voyages_leave_conflict import VoyagesLeaveConflict
from ...models.voyages_offer_stake import VoyagesOfferStake
from ...models.voyages_open_conflict import VoyagesOpenConflict
from ...models.voyages_open_situation import VoyagesOpenSituation
from ...models.voyages_price_stake import VoyagesPriceStake
from ...models.voyages_propose_settlement import VoyagesProposeSettlement
from ...models.voyages_propose_stake import VoyagesProposeStake
from ...models.voyages_refuse_stake import VoyagesRefuseStake
from ...models.voyages_register_character import VoyagesRegisterCharacter
from ...models.voyages_register_thing import VoyagesRegisterThing
from ...models.voyages_reject_settlement import VoyagesRejectSettlement
from ...models.voyages_remove_adjective import VoyagesRemoveAdjective
from ...models.voyages_reroll_with_tint import VoyagesRerollWithTint
from ...models.voyages_rest_night import VoyagesRestNight
from ...models.voyages_restore_tattoo_tint import VoyagesRestoreTattooTint
from ...models.voyages_revise_character_sheet import VoyagesReviseCharacterSheet
from ...models.voyages_roll_action import VoyagesRollAction
from ...models.voyages_roll_conflict import VoyagesRollConflict
from ...models.voyages_roll_environment import VoyagesRollEnvironment
from ...models.voyages_roll_situation import VoyagesRollSituation
from ...models.voyages_rule_approach import VoyagesRuleApproach
from ...models.voyages_score_round import VoyagesScoreRound
from ...models.voyages_score_situation import VoyagesScoreSituation
from ...models.voyages_set_action_cost import VoyagesSetActionCost
from ...models.voyages_set_involvement import VoyagesSetInvolvement
from ...models.voyages_spend_situation_points import VoyagesSpendSituationPoints
from ...models.voyages_split_group import VoyagesSplitGroup
from ...models.voyages_start_round import VoyagesStartRound
from ...models.voyages_take_risk import VoyagesTakeRisk
from ...models.voyages_withdraw_settlement import VoyagesWithdrawSettlement
from ...models.voyages_withdraw_stake import VoyagesWithdrawStake
from ...models.xyrop_adjust_element import XyropAdjustElement
from ...models.xyrop_adjust_stress import XyropAdjustStress
from ...models.xyrop_advance_scene import XyropAdvanceScene
from ...models.xyrop_amend_character_sheet import XyropAmendCharacterSheet
from ...models.xyrop_apply_contest_effect import XyropApplyContestEffect
from ...models.xyrop_apply_experience_swap import XyropApplyExperienceSwap
from ...models.xyrop_apply_milestone_advance import XyropApplyMilestoneAdvance
from ...models.xyrop_award_value_destiny import XyropAwardValueDestiny
from ...models.xyrop_cancel_contest import XyropCancelContest
from ...models.xyrop_change_session_roster import XyropChangeSessionRoster
from ...models.xyrop_create_asset import XyropCreateAsset
from ...models.xyrop_create_situation import XyropCreateSituation
from ...models.xyrop_end_adventure import XyropEndAdventure
from ...models.xyrop_end_session import XyropEndSession
from ...models.xyrop_exploit_gm_ones import XyropExploitGmOnes
from ...models.xyrop_exploit_player_one import XyropExploitPlayerOne
from ...models.xyrop_register_character import XyropRegisterCharacter
from ...models.xyrop_remove_asset import XyropRemoveAsset
from ...models.xyrop_roll_action import XyropRollAction
from ...models.xyrop_roll_opposition import XyropRollOpposition
from ...models.xyrop_spend_destiny_on_roll import XyropSpendDestinyOnRoll
from ...models.xyrop_start_session import XyropStartSession
from ...models.xyrop_step_up_asset import XyropStepUpAsset
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    body: ArdriCancelConcurrence | ArdriChangeSessionRoster | ArdriEndSession | ArdriGiveSurplusSuccess | ArdriOfferMurphySupport | ArdriOpenConcurrence | ArdriRegisterCharacter | ArdriRollAction | ArdriRollConcurrence | ArdriStartSession | ArdriStoreMurphySuccess | ArdriUpdateCharacterSheet | ArdriUseMurphySuccess | EspriAddPrayerGem | EspriAdjustSheet | EspriAdvanceDay | EspriApplyGemCaterpillar | EspriAwardHarmony | EspriCancelCall | EspriChooseSetupPrayers | EspriChooseShift | EspriCompleteSetup | EspriConfirmResonanceRecharge | EspriDeclareCall | EspriDrawGems | EspriDrawSetupGems | EspriInflictRupture | EspriKeepPrayerGem | EspriPerformCommunionRitual | EspriPlaceCallGems | EspriPlaceExtraGems | EspriRechargeResonance | EspriRedraw | EspriRefuseResonanceRecharge | EspriRegisterCharacter | EspriRemoveHarmony | EspriRemoveRuptureGem | EspriRetireCharacter | EspriSaveFromDeath | EspriSetGameOption | EspriSpendBoardGems | EspriSpendHarmony | EspriSpendHarmonyForPrayer | EspriStartScenario | EspriTakeRuptureTemptation | LocquemareAcceptComplication | LocquemareAcceptDefeat | LocquemareActivateKey | LocquemareActivateProwess | LocquemareAdjustApproaches | LocquemareAdjustResources | LocquemareAdversityAcceptsDefeat | LocquemareApplyNpcStress | LocquemareApplyStress | LocquemareAwardEvolutionPoints | LocquemareChooseOutcome | LocquemareChooseSecret | LocquemareCreateKey | LocquemareCreateNpc | LocquemareDeclareAction | LocquemareDescribeConsequence | LocquemareDrawSecrets | LocquemareEmptyEvolutionTrack | LocquemareEndAct | LocquemareEndConflict | LocquemareEndScenario | LocquemareEndScene | LocquemareEndSession | LocquemareEstablishFact | LocquemareExtendKey | LocquemareGainProwess | LocquemareInflictConsequence | LocquemareJoinScene | LocquemareLeaveScene | LocquemareModifyCharacterKey | LocquemareProposeComplication | LocquemareRedistributeResources | LocquemareRefuseComplication | LocquemareRegisterCharacter | LocquemareRemoveKey | LocquemareResolveAction | LocquemareResolveHarm | LocquemareResolveNpcHarm | LocquemareRestoreNpc | LocquemareRevealKey | LocquemareRevealNpc | LocquemareRevealSecret | LocquemareRevealTruth | LocquemareRollAction | LocquemareSetDifficulty | LocquemareSetSecretPool | LocquemareStartAct | LocquemareStartConflict | LocquemareStartScenario | LocquemareStartScene | LocquemareStartSession | PlatformCloseGame | VoyagesAcceptSettlement | VoyagesAddAdjective | VoyagesAddInventoryTint | VoyagesApplyActionCost | VoyagesApportionGroupResult | VoyagesChangeAdjectiveValue | VoyagesChangeFrame | VoyagesChooseApproach | VoyagesChooseMaybeOption | VoyagesCloseAction | VoyagesCloseSituation | VoyagesContestApproach | VoyagesDeclareBlocks | VoyagesDeclareSpending | VoyagesEndAdventure | VoyagesEndConflict | VoyagesEndDay | VoyagesEndScene | VoyagesEndSession | VoyagesInvokeFlaw | VoyagesJoinConflict | VoyagesJoinHelp | VoyagesLeaveConflict | VoyagesOfferStake | VoyagesOpenConflict | VoyagesOpenSituation | VoyagesPriceStake | VoyagesProposeSettlement | VoyagesProposeStake | VoyagesRefuseStake | VoyagesRegisterCharacter | VoyagesRegisterThing | VoyagesRejectSettlement | VoyagesRemoveAdjective | VoyagesRerollWithTint | VoyagesRestNight | VoyagesRestoreTattooTint | VoyagesReviseCharacterSheet | VoyagesRollAction | VoyagesRollConflict | VoyagesRollEnvironment | VoyagesRollSituation | VoyagesRuleApproach | VoyagesScoreRound | VoyagesScoreSituation | VoyagesSetActionCost | VoyagesSetInvolvement | VoyagesSpendSituationPoints | VoyagesSplitGroup | VoyagesStartRound | VoyagesTakeRisk | VoyagesWithdrawSettlement | VoyagesWithdrawStake | XyropAdjustElement | XyropAdjustStress | XyropAdvanceScene | XyropAmendCharacterSheet | XyropApplyContestEffect | XyropApplyExperienceSwap | XyropApplyMilestoneAdvance | XyropAwardValueDestiny | XyropCancelContest | XyropChangeSessionRoster | XyropCreateAsset | XyropCreateSituation | XyropEndAdventure | XyropEndSession | XyropExploitGmOnes | XyropExploitPlayerOne | XyropRegisterCharacter | XyropRemoveAsset | XyropRollAction | XyropRollOpposition | XyropSpendDestinyOnRoll | XyropStartSession | XyropStepUpAsset,
    lang: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    params: dict[str, Any] = {}

    json_lang: None | str | Unset
    if isinstance(lang, Unset):
        json_lang = UNSET
    else:
        json_lang = lang
    params["lang"] = json_lang


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/commands/check".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }

    
    if isinstance(body, EspriRegisterCharacter):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ArdriRegisterCharacter):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropRegisterCharacter):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesRegisterCharacter):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareRegisterCharacter):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriDrawSetupGems):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriChooseSetupPrayers):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriCompleteSetup):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriStartScenario):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareStartScenario):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriDeclareCall):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriCancelCall):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriTakeRuptureTemptation):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriDrawGems):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriRedraw):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriAddPrayerGem):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriPlaceCallGems):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriPlaceExtraGems):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriRemoveRuptureGem):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriKeepPrayerGem):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriApplyGemCaterpillar):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriRechargeResonance):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriAdvanceDay):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriAwardHarmony):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriRemoveHarmony):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriInflictRupture):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriSpendHarmonyForPrayer):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriSaveFromDeath):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriPerformCommunionRitual):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriSetGameOption):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriAdjustSheet):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriRetireCharacter):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriSpendBoardGems):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriChooseShift):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriSpendHarmony):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriConfirmResonanceRecharge):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EspriRefuseResonanceRecharge):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ArdriUpdateCharacterSheet):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ArdriStartSession):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropStartSession):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareStartSession):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ArdriChangeSessionRoster):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropChangeSessionRoster):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ArdriRollAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropRollAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesRollAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareRollAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ArdriStoreMurphySuccess):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ArdriUseMurphySuccess):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ArdriGiveSurplusSuccess):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ArdriOfferMurphySupport):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ArdriOpenConcurrence):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ArdriRollConcurrence):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ArdriCancelConcurrence):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ArdriEndSession):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropEndSession):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesEndSession):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareEndSession):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropAmendCharacterSheet):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropAdvanceScene):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropRollOpposition):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropCancelContest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropApplyContestEffect):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropExploitPlayerOne):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropExploitGmOnes):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropCreateAsset):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropStepUpAsset):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropRemoveAsset):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropAwardValueDestiny):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropCreateSituation):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropAdjustElement):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropAdjustStress):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropEndAdventure):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesEndAdventure):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropApplyExperienceSwap):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropApplyMilestoneAdvance):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, XyropSpendDestinyOnRoll):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesReviseCharacterSheet):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesRegisterThing):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesAddAdjective):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesChangeAdjectiveValue):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesRemoveAdjective):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesAddInventoryTint):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesRestoreTattooTint):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesRestNight):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesEndScene):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareEndScene):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesEndDay):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesChooseMaybeOption):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesCloseAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesInvokeFlaw):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesOpenSituation):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesSetInvolvement):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesTakeRisk):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesScoreSituation):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesSplitGroup):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesApportionGroupResult):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesSpendSituationPoints):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesCloseSituation):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesOpenConflict):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesProposeStake):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesOfferStake):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesPriceStake):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesRefuseStake):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesSetActionCost):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesApplyActionCost):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesProposeSettlement):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesAcceptSettlement):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesRejectSettlement):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesWithdrawSettlement):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesStartRound):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesChooseApproach):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesRuleApproach):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesScoreRound):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesDeclareSpending):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesDeclareBlocks):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesChangeFrame):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesLeaveConflict):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesEndConflict):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareEndConflict):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesRerollWithTint):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesRollSituation):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesRollEnvironment):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesContestApproach):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesRollConflict):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesWithdrawStake):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesJoinConflict):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, VoyagesJoinHelp):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareSetSecretPool):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareDrawSecrets):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareChooseSecret):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareCreateNpc):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareEndScenario):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareStartAct):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareEndAct):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareStartScene):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareCreateKey):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareRevealKey):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareExtendKey):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareRemoveKey):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareEstablishFact):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareAwardEvolutionPoints):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareEmptyEvolutionTrack):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareModifyCharacterKey):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareRedistributeResources):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareAdjustApproaches):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareAdjustResources):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareGainProwess):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareRevealTruth):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareRevealSecret):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareDeclareAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareSetDifficulty):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareActivateKey):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareActivateProwess):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareResolveAction):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareChooseOutcome):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareInflictConsequence):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareProposeComplication):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareAcceptComplication):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareRefuseComplication):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareApplyStress):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareResolveHarm):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareDescribeConsequence):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareStartConflict):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareAcceptDefeat):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareAdversityAcceptsDefeat):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareApplyNpcStress):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareResolveNpcHarm):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareLeaveScene):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareJoinScene):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareRestoreNpc):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, LocquemareRevealNpc):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CommandCheckOut | Problem | None:
    if response.status_code == 200:
        response_200 = CommandCheckOut.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())



        return response_412

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CommandCheckOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ArdriCancelConcurrence | ArdriChangeSessionRoster | ArdriEndSession | ArdriGiveSurplusSuccess | ArdriOfferMurphySupport | ArdriOpenConcurrence | ArdriRegisterCharacter | ArdriRollAction | ArdriRollConcurrence | ArdriStartSession | ArdriStoreMurphySuccess | ArdriUpdateCharacterSheet | ArdriUseMurphySuccess | EspriAddPrayerGem | EspriAdjustSheet | EspriAdvanceDay | EspriApplyGemCaterpillar | EspriAwardHarmony | EspriCancelCall | EspriChooseSetupPrayers | EspriChooseShift | EspriCompleteSetup | EspriConfirmResonanceRecharge | EspriDeclareCall | EspriDrawGems | EspriDrawSetupGems | EspriInflictRupture | EspriKeepPrayerGem | EspriPerformCommunionRitual | EspriPlaceCallGems | EspriPlaceExtraGems | EspriRechargeResonance | EspriRedraw | EspriRefuseResonanceRecharge | EspriRegisterCharacter | EspriRemoveHarmony | EspriRemoveRuptureGem | EspriRetireCharacter | EspriSaveFromDeath | EspriSetGameOption | EspriSpendBoardGems | EspriSpendHarmony | EspriSpendHarmonyForPrayer | EspriStartScenario | EspriTakeRuptureTemptation | LocquemareAcceptComplication | LocquemareAcceptDefeat | LocquemareActivateKey | LocquemareActivateProwess | LocquemareAdjustApproaches | LocquemareAdjustResources | LocquemareAdversityAcceptsDefeat | LocquemareApplyNpcStress | LocquemareApplyStress | LocquemareAwardEvolutionPoints | LocquemareChooseOutcome | LocquemareChooseSecret | LocquemareCreateKey | LocquemareCreateNpc | LocquemareDeclareAction | LocquemareDescribeConsequence | LocquemareDrawSecrets | LocquemareEmptyEvolutionTrack | LocquemareEndAct | LocquemareEndConflict | LocquemareEndScenario | LocquemareEndScene | LocquemareEndSession | LocquemareEstablishFact | LocquemareExtendKey | LocquemareGainProwess | LocquemareInflictConsequence | LocquemareJoinScene | LocquemareLeaveScene | LocquemareModifyCharacterKey | LocquemareProposeComplication | LocquemareRedistributeResources | LocquemareRefuseComplication | LocquemareRegisterCharacter | LocquemareRemoveKey | LocquemareResolveAction | LocquemareResolveHarm | LocquemareResolveNpcHarm | LocquemareRestoreNpc | LocquemareRevealKey | LocquemareRevealNpc | LocquemareRevealSecret | LocquemareRevealTruth | LocquemareRollAction | LocquemareSetDifficulty | LocquemareSetSecretPool | LocquemareStartAct | LocquemareStartConflict | LocquemareStartScenario | LocquemareStartScene | LocquemareStartSession | PlatformCloseGame | VoyagesAcceptSettlement | VoyagesAddAdjective | VoyagesAddInventoryTint | VoyagesApplyActionCost | VoyagesApportionGroupResult | VoyagesChangeAdjectiveValue | VoyagesChangeFrame | VoyagesChooseApproach | VoyagesChooseMaybeOption | VoyagesCloseAction | VoyagesCloseSituation | VoyagesContestApproach | VoyagesDeclareBlocks | VoyagesDeclareSpending | VoyagesEndAdventure | VoyagesEndConflict | VoyagesEndDay | VoyagesEndScene | VoyagesEndSession | VoyagesInvokeFlaw | VoyagesJoinConflict | VoyagesJoinHelp | VoyagesLeaveConflict | VoyagesOfferStake | VoyagesOpenConflict | VoyagesOpenSituation | VoyagesPriceStake | VoyagesProposeSettlement | VoyagesProposeStake | VoyagesRefuseStake | VoyagesRegisterCharacter | VoyagesRegisterThing | VoyagesRejectSettlement | VoyagesRemoveAdjective | VoyagesRerollWithTint | VoyagesRestNight | VoyagesRestoreTattooTint | VoyagesReviseCharacterSheet | VoyagesRollAction | VoyagesRollConflict | VoyagesRollEnvironment | VoyagesRollSituation | VoyagesRuleApproach | VoyagesScoreRound | VoyagesScoreSituation | VoyagesSetActionCost | VoyagesSetInvolvement | VoyagesSpendSituationPoints | VoyagesSplitGroup | VoyagesStartRound | VoyagesTakeRisk | VoyagesWithdrawSettlement | VoyagesWithdrawStake | XyropAdjustElement | XyropAdjustStress | XyropAdvanceScene | XyropAmendCharacterSheet | XyropApplyContestEffect | XyropApplyExperienceSwap | XyropApplyMilestoneAdvance | XyropAwardValueDestiny | XyropCancelContest | XyropChangeSessionRoster | XyropCreateAsset | XyropCreateSituation | XyropEndAdventure | XyropEndSession | XyropExploitGmOnes | XyropExploitPlayerOne | XyropRegisterCharacter | XyropRemoveAsset | XyropRollAction | XyropRollOpposition | XyropSpendDestinyOnRoll | XyropStartSession | XyropStepUpAsset,
    lang: None | str | Unset = UNSET,

) -> Response[CommandCheckOut | Problem]:
    """ Check a command without sending it

     Whether the rules would accept this command now, as `sendCommand` would decide
    it; nothing is appended. A refusal is the problem sending it would answer (its
    `field` names the part of the body it concerns), in `lang`, else
    `Accept-Language`, else the game's language: a guided form says it beside the
    field as the person types. Counted apart from the seat's commands.

    Args:
        game_id (str): The game's id (a UUID).
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.
        body (ArdriCancelConcurrence | ArdriChangeSessionRoster | ArdriEndSession |
            ArdriGiveSurplusSuccess | ArdriOfferMurphySupport | ArdriOpenConcurrence |
            ArdriRegisterCharacter | ArdriRollAction | ArdriRollConcurrence | ArdriStartSession |
            ArdriStoreMurphySuccess | ArdriUpdateCharacterSheet | ArdriUseMurphySuccess |
            EspriAddPrayerGem | EspriAdjustSheet | EspriAdvanceDay | EspriApplyGemCaterpillar |
            EspriAwardHarmony | EspriCancelCall | EspriChooseSetupPrayers | EspriChooseShift |
            EspriCompleteSetup | EspriConfirmResonanceRecharge | EspriDeclareCall | EspriDrawGems |
            EspriDrawSetupGems | EspriInflictRupture | EspriKeepPrayerGem |
            EspriPerformCommunionRitual | EspriPlaceCallGems | EspriPlaceExtraGems |
            EspriRechargeResonance | EspriRedraw | EspriRefuseResonanceRecharge |
            EspriRegisterCharacter | EspriRemoveHarmony | EspriRemoveRuptureGem | EspriRetireCharacter
            | EspriSaveFromDeath | EspriSetGameOption | EspriSpendBoardGems | EspriSpendHarmony |
            EspriSpendHarmonyForPrayer | EspriStartScenario | EspriTakeRuptureTemptation |
            LocquemareAcceptComplication | LocquemareAcceptDefeat | LocquemareActivateKey |
            LocquemareActivateProwess | LocquemareAdjustApproaches | LocquemareAdjustResources |
            LocquemareAdversityAcceptsDefeat | LocquemareApplyNpcStress | LocquemareApplyStress |
            LocquemareAwardEvolutionPoints | LocquemareChooseOutcome | LocquemareChooseSecret |
            LocquemareCreateKey | LocquemareCreateNpc | LocquemareDeclareAction |
            LocquemareDescribeConsequence | LocquemareDrawSecrets | LocquemareEmptyEvolutionTrack |
            LocquemareEndAct | LocquemareEndConflict | LocquemareEndScenario | LocquemareEndScene |
            LocquemareEndSession | LocquemareEstablishFact | LocquemareExtendKey |
            LocquemareGainProwess | LocquemareInflictConsequence | LocquemareJoinScene |
            LocquemareLeaveScene | LocquemareModifyCharacterKey | LocquemareProposeComplication |
            LocquemareRedistributeResources | LocquemareRefuseComplication |
            LocquemareRegisterCharacter | LocquemareRemoveKey | LocquemareResolveAction |
            LocquemareResolveHarm | LocquemareResolveNpcHarm | LocquemareRestoreNpc |
            LocquemareRevealKey | LocquemareRevealNpc | LocquemareRevealSecret | LocquemareRevealTruth
            | LocquemareRollAction | LocquemareSetDifficulty | LocquemareSetSecretPool |
            LocquemareStartAct | LocquemareStartConflict | LocquemareStartScenario |
            LocquemareStartScene | LocquemareStartSession | PlatformCloseGame |
            VoyagesAcceptSettlement | VoyagesAddAdjective | VoyagesAddInventoryTint |
            VoyagesApplyActionCost | VoyagesApportionGroupResult | VoyagesChangeAdjectiveValue |
            VoyagesChangeFrame | VoyagesChooseApproach | VoyagesChooseMaybeOption | VoyagesCloseAction
            | VoyagesCloseSituation | VoyagesContestApproach | VoyagesDeclareBlocks |
            VoyagesDeclareSpending | VoyagesEndAdventure | VoyagesEndConflict | VoyagesEndDay |
            VoyagesEndScene | VoyagesEndSession | VoyagesInvokeFlaw | VoyagesJoinConflict |
            VoyagesJoinHelp | VoyagesLeaveConflict | VoyagesOfferStake | VoyagesOpenConflict |
            VoyagesOpenSituation | VoyagesPriceStake | VoyagesProposeSettlement | VoyagesProposeStake
            | VoyagesRefuseStake | VoyagesRegisterCharacter | VoyagesRegisterThing |
            VoyagesRejectSettlement | VoyagesRemoveAdjective | VoyagesRerollWithTint |
            VoyagesRestNight | VoyagesRestoreTattooTint | VoyagesReviseCharacterSheet |
            VoyagesRollAction | VoyagesRollConflict | VoyagesRollEnvironment | VoyagesRollSituation |
            VoyagesRuleApproach | VoyagesScoreRound | VoyagesScoreSituation | VoyagesSetActionCost |
            VoyagesSetInvolvement | VoyagesSpendSituationPoints | VoyagesSplitGroup |
            VoyagesStartRound | VoyagesTakeRisk | VoyagesWithdrawSettlement | VoyagesWithdrawStake |
            XyropAdjustElement | XyropAdjustStress | XyropAdvanceScene | XyropAmendCharacterSheet |
            XyropApplyContestEffect | XyropApplyExperienceSwap | XyropApplyMilestoneAdvance |
            XyropAwardValueDestiny | XyropCancelContest | XyropChangeSessionRoster | XyropCreateAsset
            | XyropCreateSituation | XyropEndAdventure | XyropEndSession | XyropExploitGmOnes |
            XyropExploitPlayerOne | XyropRegisterCharacter | XyropRemoveAsset | XyropRollAction |
            XyropRollOpposition | XyropSpendDestinyOnRoll | XyropStartSession | XyropStepUpAsset): One
            command of the game's rule system, tagged by `type`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandCheckOut | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
lang=lang,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ArdriCancelConcurrence | ArdriChangeSessionRoster | ArdriEndSession | ArdriGiveSurplusSuccess | ArdriOfferMurphySupport | ArdriOpenConcurrence | ArdriRegisterCharacter | ArdriRollAction | ArdriRollConcurrence | ArdriStartSession | ArdriStoreMurphySuccess | ArdriUpdateCharacterSheet | ArdriUseMurphySuccess | EspriAddPrayerGem | EspriAdjustSheet | EspriAdvanceDay | EspriApplyGemCaterpillar | EspriAwardHarmony | EspriCancelCall | EspriChooseSetupPrayers | EspriChooseShift | EspriCompleteSetup | EspriConfirmResonanceRecharge | EspriDeclareCall | EspriDrawGems | EspriDrawSetupGems | EspriInflictRupture | EspriKeepPrayerGem | EspriPerformCommunionRitual | EspriPlaceCallGems | EspriPlaceExtraGems | EspriRechargeResonance | EspriRedraw | EspriRefuseResonanceRecharge | EspriRegisterCharacter | EspriRemoveHarmony | EspriRemoveRuptureGem | EspriRetireCharacter | EspriSaveFromDeath | EspriSetGameOption | EspriSpendBoardGems | EspriSpendHarmony | EspriSpendHarmonyForPrayer | EspriStartScenario | EspriTakeRuptureTemptation | LocquemareAcceptComplication | LocquemareAcceptDefeat | LocquemareActivateKey | LocquemareActivateProwess | LocquemareAdjustApproaches | LocquemareAdjustResources | LocquemareAdversityAcceptsDefeat | LocquemareApplyNpcStress | LocquemareApplyStress | LocquemareAwardEvolutionPoints | LocquemareChooseOutcome | LocquemareChooseSecret | LocquemareCreateKey | LocquemareCreateNpc | LocquemareDeclareAction | LocquemareDescribeConsequence | LocquemareDrawSecrets | LocquemareEmptyEvolutionTrack | LocquemareEndAct | LocquemareEndConflict | LocquemareEndScenario | LocquemareEndScene | LocquemareEndSession | LocquemareEstablishFact | LocquemareExtendKey | LocquemareGainProwess | LocquemareInflictConsequence | LocquemareJoinScene | LocquemareLeaveScene | LocquemareModifyCharacterKey | LocquemareProposeComplication | LocquemareRedistributeResources | LocquemareRefuseComplication | LocquemareRegisterCharacter | LocquemareRemoveKey | LocquemareResolveAction | LocquemareResolveHarm | LocquemareResolveNpcHarm | LocquemareRestoreNpc | LocquemareRevealKey | LocquemareRevealNpc | LocquemareRevealSecret | LocquemareRevealTruth | LocquemareRollAction | LocquemareSetDifficulty | LocquemareSetSecretPool | LocquemareStartAct | LocquemareStartConflict | LocquemareStartScenario | LocquemareStartScene | LocquemareStartSession | PlatformCloseGame | VoyagesAcceptSettlement | VoyagesAddAdjective | VoyagesAddInventoryTint | VoyagesApplyActionCost | VoyagesApportionGroupResult | VoyagesChangeAdjectiveValue | VoyagesChangeFrame | VoyagesChooseApproach | VoyagesChooseMaybeOption | VoyagesCloseAction | VoyagesCloseSituation | VoyagesContestApproach | VoyagesDeclareBlocks | VoyagesDeclareSpending | VoyagesEndAdventure | VoyagesEndConflict | VoyagesEndDay | VoyagesEndScene | VoyagesEndSession | VoyagesInvokeFlaw | VoyagesJoinConflict | VoyagesJoinHelp | VoyagesLeaveConflict | VoyagesOfferStake | VoyagesOpenConflict | VoyagesOpenSituation | VoyagesPriceStake | VoyagesProposeSettlement | VoyagesProposeStake | VoyagesRefuseStake | VoyagesRegisterCharacter | VoyagesRegisterThing | VoyagesRejectSettlement | VoyagesRemoveAdjective | VoyagesRerollWithTint | VoyagesRestNight | VoyagesRestoreTattooTint | VoyagesReviseCharacterSheet | VoyagesRollAction | VoyagesRollConflict | VoyagesRollEnvironment | VoyagesRollSituation | VoyagesRuleApproach | VoyagesScoreRound | VoyagesScoreSituation | VoyagesSetActionCost | VoyagesSetInvolvement | VoyagesSpendSituationPoints | VoyagesSplitGroup | VoyagesStartRound | VoyagesTakeRisk | VoyagesWithdrawSettlement | VoyagesWithdrawStake | XyropAdjustElement | XyropAdjustStress | XyropAdvanceScene | XyropAmendCharacterSheet | XyropApplyContestEffect | XyropApplyExperienceSwap | XyropApplyMilestoneAdvance | XyropAwardValueDestiny | XyropCancelContest | XyropChangeSessionRoster | XyropCreateAsset | XyropCreateSituation | XyropEndAdventure | XyropEndSession | XyropExploitGmOnes | XyropExploitPlayerOne | XyropRegisterCharacter | XyropRemoveAsset | XyropRollAction | XyropRollOpposition | XyropSpendDestinyOnRoll | XyropStartSession | XyropStepUpAsset,
    lang: None | str | Unset = UNSET,

) -> CommandCheckOut | Problem | None:
    """ Check a command without sending it

     Whether the rules would accept this command now, as `sendCommand` would decide
    it; nothing is appended. A refusal is the problem sending it would answer (its
    `field` names the part of the body it concerns), in `lang`, else
    `Accept-Language`, else the game's language: a guided form says it beside the
    field as the person types. Counted apart from the seat's commands.

    Args:
        game_id (str): The game's id (a UUID).
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.
        body (ArdriCancelConcurrence | ArdriChangeSessionRoster | ArdriEndSession |
            ArdriGiveSurplusSuccess | ArdriOfferMurphySupport | ArdriOpenConcurrence |
            ArdriRegisterCharacter | ArdriRollAction | ArdriRollConcurrence | ArdriStartSession |
            ArdriStoreMurphySuccess | ArdriUpdateCharacterSheet | ArdriUseMurphySuccess |
            EspriAddPrayerGem | EspriAdjustSheet | EspriAdvanceDay | EspriApplyGemCaterpillar |
            EspriAwardHarmony | EspriCancelCall | EspriChooseSetupPrayers | EspriChooseShift |
            EspriCompleteSetup | EspriConfirmResonanceRecharge | EspriDeclareCall | EspriDrawGems |
            EspriDrawSetupGems | EspriInflictRupture | EspriKeepPrayerGem |
            EspriPerformCommunionRitual | EspriPlaceCallGems | EspriPlaceExtraGems |
            EspriRechargeResonance | EspriRedraw | EspriRefuseResonanceRecharge |
            EspriRegisterCharacter | EspriRemoveHarmony | EspriRemoveRuptureGem | EspriRetireCharacter
            | EspriSaveFromDeath | EspriSetGameOption | EspriSpendBoardGems | EspriSpendHarmony |
            EspriSpendHarmonyForPrayer | EspriStartScenario | EspriTakeRuptureTemptation |
            LocquemareAcceptComplication | LocquemareAcceptDefeat | LocquemareActivateKey |
            LocquemareActivateProwess | LocquemareAdjustApproaches | LocquemareAdjustResources |
            LocquemareAdversityAcceptsDefeat | LocquemareApplyNpcStress | LocquemareApplyStress |
            LocquemareAwardEvolutionPoints | LocquemareChooseOutcome | LocquemareChooseSecret |
            LocquemareCreateKey | LocquemareCreateNpc | LocquemareDeclareAction |
            LocquemareDescribeConsequence | LocquemareDrawSecrets | LocquemareEmptyEvolutionTrack |
            LocquemareEndAct | LocquemareEndConflict | LocquemareEndScenario | LocquemareEndScene |
            LocquemareEndSession | LocquemareEstablishFact | LocquemareExtendKey |
            LocquemareGainProwess | LocquemareInflictConsequence | LocquemareJoinScene |
            LocquemareLeaveScene | LocquemareModifyCharacterKey | LocquemareProposeComplication |
            LocquemareRedistributeResources | LocquemareRefuseComplication |
            LocquemareRegisterCharacter | LocquemareRemoveKey | LocquemareResolveAction |
            LocquemareResolveHarm | LocquemareResolveNpcHarm | LocquemareRestoreNpc |
            LocquemareRevealKey | LocquemareRevealNpc | LocquemareRevealSecret | LocquemareRevealTruth
            | LocquemareRollAction | LocquemareSetDifficulty | LocquemareSetSecretPool |
            LocquemareStartAct | LocquemareStartConflict | LocquemareStartScenario |
            LocquemareStartScene | LocquemareStartSession | PlatformCloseGame |
            VoyagesAcceptSettlement | VoyagesAddAdjective | VoyagesAddInventoryTint |
            VoyagesApplyActionCost | VoyagesApportionGroupResult | VoyagesChangeAdjectiveValue |
            VoyagesChangeFrame | VoyagesChooseApproach | VoyagesChooseMaybeOption | VoyagesCloseAction
            | VoyagesCloseSituation | VoyagesContestApproach | VoyagesDeclareBlocks |
            VoyagesDeclareSpending | VoyagesEndAdventure | VoyagesEndConflict | VoyagesEndDay |
            VoyagesEndScene | VoyagesEndSession | VoyagesInvokeFlaw | VoyagesJoinConflict |
            VoyagesJoinHelp | VoyagesLeaveConflict | VoyagesOfferStake | VoyagesOpenConflict |
            VoyagesOpenSituation | VoyagesPriceStake | VoyagesProposeSettlement | VoyagesProposeStake
            | VoyagesRefuseStake | VoyagesRegisterCharacter | VoyagesRegisterThing |
            VoyagesRejectSettlement | VoyagesRemoveAdjective | VoyagesRerollWithTint |
            VoyagesRestNight | VoyagesRestoreTattooTint | VoyagesReviseCharacterSheet |
            VoyagesRollAction | VoyagesRollConflict | VoyagesRollEnvironment | VoyagesRollSituation |
            VoyagesRuleApproach | VoyagesScoreRound | VoyagesScoreSituation | VoyagesSetActionCost |
            VoyagesSetInvolvement | VoyagesSpendSituationPoints | VoyagesSplitGroup |
            VoyagesStartRound | VoyagesTakeRisk | VoyagesWithdrawSettlement | VoyagesWithdrawStake |
            XyropAdjustElement | XyropAdjustStress | XyropAdvanceScene | XyropAmendCharacterSheet |
            XyropApplyContestEffect | XyropApplyExperienceSwap | XyropApplyMilestoneAdvance |
            XyropAwardValueDestiny | XyropCancelContest | XyropChangeSessionRoster | XyropCreateAsset
            | XyropCreateSituation | XyropEndAdventure | XyropEndSession | XyropExploitGmOnes |
            XyropExploitPlayerOne | XyropRegisterCharacter | XyropRemoveAsset | XyropRollAction |
            XyropRollOpposition | XyropSpendDestinyOnRoll | XyropStartSession | XyropStepUpAsset): One
            command of the game's rule system, tagged by `type`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandCheckOut | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
body=body,
lang=lang,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ArdriCancelConcurrence | ArdriChangeSessionRoster | ArdriEndSession | ArdriGiveSurplusSuccess | ArdriOfferMurphySupport | ArdriOpenConcurrence | ArdriRegisterCharacter | ArdriRollAction | ArdriRollConcurrence | ArdriStartSession | ArdriStoreMurphySuccess | ArdriUpdateCharacterSheet | ArdriUseMurphySuccess | EspriAddPrayerGem | EspriAdjustSheet | EspriAdvanceDay | EspriApplyGemCaterpillar | EspriAwardHarmony | EspriCancelCall | EspriChooseSetupPrayers | EspriChooseShift | EspriCompleteSetup | EspriConfirmResonanceRecharge | EspriDeclareCall | EspriDrawGems | EspriDrawSetupGems | EspriInflictRupture | EspriKeepPrayerGem | EspriPerformCommunionRitual | EspriPlaceCallGems | EspriPlaceExtraGems | EspriRechargeResonance | EspriRedraw | EspriRefuseResonanceRecharge | EspriRegisterCharacter | EspriRemoveHarmony | EspriRemoveRuptureGem | EspriRetireCharacter | EspriSaveFromDeath | EspriSetGameOption | EspriSpendBoardGems | EspriSpendHarmony | EspriSpendHarmonyForPrayer | EspriStartScenario | EspriTakeRuptureTemptation | LocquemareAcceptComplication | LocquemareAcceptDefeat | LocquemareActivateKey | LocquemareActivateProwess | LocquemareAdjustApproaches | LocquemareAdjustResources | LocquemareAdversityAcceptsDefeat | LocquemareApplyNpcStress | LocquemareApplyStress | LocquemareAwardEvolutionPoints | LocquemareChooseOutcome | LocquemareChooseSecret | LocquemareCreateKey | LocquemareCreateNpc | LocquemareDeclareAction | LocquemareDescribeConsequence | LocquemareDrawSecrets | LocquemareEmptyEvolutionTrack | LocquemareEndAct | LocquemareEndConflict | LocquemareEndScenario | LocquemareEndScene | LocquemareEndSession | LocquemareEstablishFact | LocquemareExtendKey | LocquemareGainProwess | LocquemareInflictConsequence | LocquemareJoinScene | LocquemareLeaveScene | LocquemareModifyCharacterKey | LocquemareProposeComplication | LocquemareRedistributeResources | LocquemareRefuseComplication | LocquemareRegisterCharacter | LocquemareRemoveKey | LocquemareResolveAction | LocquemareResolveHarm | LocquemareResolveNpcHarm | LocquemareRestoreNpc | LocquemareRevealKey | LocquemareRevealNpc | LocquemareRevealSecret | LocquemareRevealTruth | LocquemareRollAction | LocquemareSetDifficulty | LocquemareSetSecretPool | LocquemareStartAct | LocquemareStartConflict | LocquemareStartScenario | LocquemareStartScene | LocquemareStartSession | PlatformCloseGame | VoyagesAcceptSettlement | VoyagesAddAdjective | VoyagesAddInventoryTint | VoyagesApplyActionCost | VoyagesApportionGroupResult | VoyagesChangeAdjectiveValue | VoyagesChangeFrame | VoyagesChooseApproach | VoyagesChooseMaybeOption | VoyagesCloseAction | VoyagesCloseSituation | VoyagesContestApproach | VoyagesDeclareBlocks | VoyagesDeclareSpending | VoyagesEndAdventure | VoyagesEndConflict | VoyagesEndDay | VoyagesEndScene | VoyagesEndSession | VoyagesInvokeFlaw | VoyagesJoinConflict | VoyagesJoinHelp | VoyagesLeaveConflict | VoyagesOfferStake | VoyagesOpenConflict | VoyagesOpenSituation | VoyagesPriceStake | VoyagesProposeSettlement | VoyagesProposeStake | VoyagesRefuseStake | VoyagesRegisterCharacter | VoyagesRegisterThing | VoyagesRejectSettlement | VoyagesRemoveAdjective | VoyagesRerollWithTint | VoyagesRestNight | VoyagesRestoreTattooTint | VoyagesReviseCharacterSheet | VoyagesRollAction | VoyagesRollConflict | VoyagesRollEnvironment | VoyagesRollSituation | VoyagesRuleApproach | VoyagesScoreRound | VoyagesScoreSituation | VoyagesSetActionCost | VoyagesSetInvolvement | VoyagesSpendSituationPoints | VoyagesSplitGroup | VoyagesStartRound | VoyagesTakeRisk | VoyagesWithdrawSettlement | VoyagesWithdrawStake | XyropAdjustElement | XyropAdjustStress | XyropAdvanceScene | XyropAmendCharacterSheet | XyropApplyContestEffect | XyropApplyExperienceSwap | XyropApplyMilestoneAdvance | XyropAwardValueDestiny | XyropCancelContest | XyropChangeSessionRoster | XyropCreateAsset | XyropCreateSituation | XyropEndAdventure | XyropEndSession | XyropExploitGmOnes | XyropExploitPlayerOne | XyropRegisterCharacter | XyropRemoveAsset | XyropRollAction | XyropRollOpposition | XyropSpendDestinyOnRoll | XyropStartSession | XyropStepUpAsset,
    lang: None | str | Unset = UNSET,

) -> Response[CommandCheckOut | Problem]:
    """ Check a command without sending it

     Whether the rules would accept this command now, as `sendCommand` would decide
    it; nothing is appended. A refusal is the problem sending it would answer (its
    `field` names the part of the body it concerns), in `lang`, else
    `Accept-Language`, else the game's language: a guided form says it beside the
    field as the person types. Counted apart from the seat's commands.

    Args:
        game_id (str): The game's id (a UUID).
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.
        body (ArdriCancelConcurrence | ArdriChangeSessionRoster | ArdriEndSession |
            ArdriGiveSurplusSuccess | ArdriOfferMurphySupport | ArdriOpenConcurrence |
            ArdriRegisterCharacter | ArdriRollAction | ArdriRollConcurrence | ArdriStartSession |
            ArdriStoreMurphySuccess | ArdriUpdateCharacterSheet | ArdriUseMurphySuccess |
            EspriAddPrayerGem | EspriAdjustSheet | EspriAdvanceDay | EspriApplyGemCaterpillar |
            EspriAwardHarmony | EspriCancelCall | EspriChooseSetupPrayers | EspriChooseShift |
            EspriCompleteSetup | EspriConfirmResonanceRecharge | EspriDeclareCall | EspriDrawGems |
            EspriDrawSetupGems | EspriInflictRupture | EspriKeepPrayerGem |
            EspriPerformCommunionRitual | EspriPlaceCallGems | EspriPlaceExtraGems |
            EspriRechargeResonance | EspriRedraw | EspriRefuseResonanceRecharge |
            EspriRegisterCharacter | EspriRemoveHarmony | EspriRemoveRuptureGem | EspriRetireCharacter
            | EspriSaveFromDeath | EspriSetGameOption | EspriSpendBoardGems | EspriSpendHarmony |
            EspriSpendHarmonyForPrayer | EspriStartScenario | EspriTakeRuptureTemptation |
            LocquemareAcceptComplication | LocquemareAcceptDefeat | LocquemareActivateKey |
            LocquemareActivateProwess | LocquemareAdjustApproaches | LocquemareAdjustResources |
            LocquemareAdversityAcceptsDefeat | LocquemareApplyNpcStress | LocquemareApplyStress |
            LocquemareAwardEvolutionPoints | LocquemareChooseOutcome | LocquemareChooseSecret |
            LocquemareCreateKey | LocquemareCreateNpc | LocquemareDeclareAction |
            LocquemareDescribeConsequence | LocquemareDrawSecrets | LocquemareEmptyEvolutionTrack |
            LocquemareEndAct | LocquemareEndConflict | LocquemareEndScenario | LocquemareEndScene |
            LocquemareEndSession | LocquemareEstablishFact | LocquemareExtendKey |
            LocquemareGainProwess | LocquemareInflictConsequence | LocquemareJoinScene |
            LocquemareLeaveScene | LocquemareModifyCharacterKey | LocquemareProposeComplication |
            LocquemareRedistributeResources | LocquemareRefuseComplication |
            LocquemareRegisterCharacter | LocquemareRemoveKey | LocquemareResolveAction |
            LocquemareResolveHarm | LocquemareResolveNpcHarm | LocquemareRestoreNpc |
            LocquemareRevealKey | LocquemareRevealNpc | LocquemareRevealSecret | LocquemareRevealTruth
            | LocquemareRollAction | LocquemareSetDifficulty | LocquemareSetSecretPool |
            LocquemareStartAct | LocquemareStartConflict | LocquemareStartScenario |
            LocquemareStartScene | LocquemareStartSession | PlatformCloseGame |
            VoyagesAcceptSettlement | VoyagesAddAdjective | VoyagesAddInventoryTint |
            VoyagesApplyActionCost | VoyagesApportionGroupResult | VoyagesChangeAdjectiveValue |
            VoyagesChangeFrame | VoyagesChooseApproach | VoyagesChooseMaybeOption | VoyagesCloseAction
            | VoyagesCloseSituation | VoyagesContestApproach | VoyagesDeclareBlocks |
            VoyagesDeclareSpending | VoyagesEndAdventure | VoyagesEndConflict | VoyagesEndDay |
            VoyagesEndScene | VoyagesEndSession | VoyagesInvokeFlaw | VoyagesJoinConflict |
            VoyagesJoinHelp | VoyagesLeaveConflict | VoyagesOfferStake | VoyagesOpenConflict |
            VoyagesOpenSituation | VoyagesPriceStake | VoyagesProposeSettlement | VoyagesProposeStake
            | VoyagesRefuseStake | VoyagesRegisterCharacter | VoyagesRegisterThing |
            VoyagesRejectSettlement | VoyagesRemoveAdjective | VoyagesRerollWithTint |
            VoyagesRestNight | VoyagesRestoreTattooTint | VoyagesReviseCharacterSheet |
            VoyagesRollAction | VoyagesRollConflict | VoyagesRollEnvironment | VoyagesRollSituation |
            VoyagesRuleApproach | VoyagesScoreRound | VoyagesScoreSituation | VoyagesSetActionCost |
            VoyagesSetInvolvement | VoyagesSpendSituationPoints | VoyagesSplitGroup |
            VoyagesStartRound | VoyagesTakeRisk | VoyagesWithdrawSettlement | VoyagesWithdrawStake |
            XyropAdjustElement | XyropAdjustStress | XyropAdvanceScene | XyropAmendCharacterSheet |
            XyropApplyContestEffect | XyropApplyExperienceSwap | XyropApplyMilestoneAdvance |
            XyropAwardValueDestiny | XyropCancelContest | XyropChangeSessionRoster | XyropCreateAsset
            | XyropCreateSituation | XyropEndAdventure | XyropEndSession | XyropExploitGmOnes |
            XyropExploitPlayerOne | XyropRegisterCharacter | XyropRemoveAsset | XyropRollAction |
            XyropRollOpposition | XyropSpendDestinyOnRoll | XyropStartSession | XyropStepUpAsset): One
            command of the game's rule system, tagged by `type`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandCheckOut | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
lang=lang,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ArdriCancelConcurrence | ArdriChangeSessionRoster | ArdriEndSession | ArdriGiveSurplusSuccess | ArdriOfferMurphySupport | ArdriOpenConcurrence | ArdriRegisterCharacter | ArdriRollAction | ArdriRollConcurrence | ArdriStartSession | ArdriStoreMurphySuccess | ArdriUpdateCharacterSheet | ArdriUseMurphySuccess | EspriAddPrayerGem | EspriAdjustSheet | EspriAdvanceDay | EspriApplyGemCaterpillar | EspriAwardHarmony | EspriCancelCall | EspriChooseSetupPrayers | EspriChooseShift | EspriCompleteSetup | EspriConfirmResonanceRecharge | EspriDeclareCall | EspriDrawGems | EspriDrawSetupGems | EspriInflictRupture | EspriKeepPrayerGem | EspriPerformCommunionRitual | EspriPlaceCallGems | EspriPlaceExtraGems | EspriRechargeResonance | EspriRedraw | EspriRefuseResonanceRecharge | EspriRegisterCharacter | EspriRemoveHarmony | EspriRemoveRuptureGem | EspriRetireCharacter | EspriSaveFromDeath | EspriSetGameOption | EspriSpendBoardGems | EspriSpendHarmony | EspriSpendHarmonyForPrayer | EspriStartScenario | EspriTakeRuptureTemptation | LocquemareAcceptComplication | LocquemareAcceptDefeat | LocquemareActivateKey | LocquemareActivateProwess | LocquemareAdjustApproaches | LocquemareAdjustResources | LocquemareAdversityAcceptsDefeat | LocquemareApplyNpcStress | LocquemareApplyStress | LocquemareAwardEvolutionPoints | LocquemareChooseOutcome | LocquemareChooseSecret | LocquemareCreateKey | LocquemareCreateNpc | LocquemareDeclareAction | LocquemareDescribeConsequence | LocquemareDrawSecrets | LocquemareEmptyEvolutionTrack | LocquemareEndAct | LocquemareEndConflict | LocquemareEndScenario | LocquemareEndScene | LocquemareEndSession | LocquemareEstablishFact | LocquemareExtendKey | LocquemareGainProwess | LocquemareInflictConsequence | LocquemareJoinScene | LocquemareLeaveScene | LocquemareModifyCharacterKey | LocquemareProposeComplication | LocquemareRedistributeResources | LocquemareRefuseComplication | LocquemareRegisterCharacter | LocquemareRemoveKey | LocquemareResolveAction | LocquemareResolveHarm | LocquemareResolveNpcHarm | LocquemareRestoreNpc | LocquemareRevealKey | LocquemareRevealNpc | LocquemareRevealSecret | LocquemareRevealTruth | LocquemareRollAction | LocquemareSetDifficulty | LocquemareSetSecretPool | LocquemareStartAct | LocquemareStartConflict | LocquemareStartScenario | LocquemareStartScene | LocquemareStartSession | PlatformCloseGame | VoyagesAcceptSettlement | VoyagesAddAdjective | VoyagesAddInventoryTint | VoyagesApplyActionCost | VoyagesApportionGroupResult | VoyagesChangeAdjectiveValue | VoyagesChangeFrame | VoyagesChooseApproach | VoyagesChooseMaybeOption | VoyagesCloseAction | VoyagesCloseSituation | VoyagesContestApproach | VoyagesDeclareBlocks | VoyagesDeclareSpending | VoyagesEndAdventure | VoyagesEndConflict | VoyagesEndDay | VoyagesEndScene | VoyagesEndSession | VoyagesInvokeFlaw | VoyagesJoinConflict | VoyagesJoinHelp | VoyagesLeaveConflict | VoyagesOfferStake | VoyagesOpenConflict | VoyagesOpenSituation | VoyagesPriceStake | VoyagesProposeSettlement | VoyagesProposeStake | VoyagesRefuseStake | VoyagesRegisterCharacter | VoyagesRegisterThing | VoyagesRejectSettlement | VoyagesRemoveAdjective | VoyagesRerollWithTint | VoyagesRestNight | VoyagesRestoreTattooTint | VoyagesReviseCharacterSheet | VoyagesRollAction | VoyagesRollConflict | VoyagesRollEnvironment | VoyagesRollSituation | VoyagesRuleApproach | VoyagesScoreRound | VoyagesScoreSituation | VoyagesSetActionCost | VoyagesSetInvolvement | VoyagesSpendSituationPoints | VoyagesSplitGroup | VoyagesStartRound | VoyagesTakeRisk | VoyagesWithdrawSettlement | VoyagesWithdrawStake | XyropAdjustElement | XyropAdjustStress | XyropAdvanceScene | XyropAmendCharacterSheet | XyropApplyContestEffect | XyropApplyExperienceSwap | XyropApplyMilestoneAdvance | XyropAwardValueDestiny | XyropCancelContest | XyropChangeSessionRoster | XyropCreateAsset | XyropCreateSituation | XyropEndAdventure | XyropEndSession | XyropExploitGmOnes | XyropExploitPlayerOne | XyropRegisterCharacter | XyropRemoveAsset | XyropRollAction | XyropRollOpposition | XyropSpendDestinyOnRoll | XyropStartSession | XyropStepUpAsset,
    lang: None | str | Unset = UNSET,

) -> CommandCheckOut | Problem | None:
    """ Check a command without sending it

     Whether the rules would accept this command now, as `sendCommand` would decide
    it; nothing is appended. A refusal is the problem sending it would answer (its
    `field` names the part of the body it concerns), in `lang`, else
    `Accept-Language`, else the game's language: a guided form says it beside the
    field as the person types. Counted apart from the seat's commands.

    Args:
        game_id (str): The game's id (a UUID).
        lang (None | str | Unset): The language of the text (`en` or `fr`); without it, `Accept-
            Language`, then the game's own `language`.
        body (ArdriCancelConcurrence | ArdriChangeSessionRoster | ArdriEndSession |
            ArdriGiveSurplusSuccess | ArdriOfferMurphySupport | ArdriOpenConcurrence |
            ArdriRegisterCharacter | ArdriRollAction | ArdriRollConcurrence | ArdriStartSession |
            ArdriStoreMurphySuccess | ArdriUpdateCharacterSheet | ArdriUseMurphySuccess |
            EspriAddPrayerGem | EspriAdjustSheet | EspriAdvanceDay | EspriApplyGemCaterpillar |
            EspriAwardHarmony | EspriCancelCall | EspriChooseSetupPrayers | EspriChooseShift |
            EspriCompleteSetup | EspriConfirmResonanceRecharge | EspriDeclareCall | EspriDrawGems |
            EspriDrawSetupGems | EspriInflictRupture | EspriKeepPrayerGem |
            EspriPerformCommunionRitual | EspriPlaceCallGems | EspriPlaceExtraGems |
            EspriRechargeResonance | EspriRedraw | EspriRefuseResonanceRecharge |
            EspriRegisterCharacter | EspriRemoveHarmony | EspriRemoveRuptureGem | EspriRetireCharacter
            | EspriSaveFromDeath | EspriSetGameOption | EspriSpendBoardGems | EspriSpendHarmony |
            EspriSpendHarmonyForPrayer | EspriStartScenario | EspriTakeRuptureTemptation |
            LocquemareAcceptComplication | LocquemareAcceptDefeat | LocquemareActivateKey |
            LocquemareActivateProwess | LocquemareAdjustApproaches | LocquemareAdjustResources |
            LocquemareAdversityAcceptsDefeat | LocquemareApplyNpcStress | LocquemareApplyStress |
            LocquemareAwardEvolutionPoints | LocquemareChooseOutcome | LocquemareChooseSecret |
            LocquemareCreateKey | LocquemareCreateNpc | LocquemareDeclareAction |
            LocquemareDescribeConsequence | LocquemareDrawSecrets | LocquemareEmptyEvolutionTrack |
            LocquemareEndAct | LocquemareEndConflict | LocquemareEndScenario | LocquemareEndScene |
            LocquemareEndSession | LocquemareEstablishFact | LocquemareExtendKey |
            LocquemareGainProwess | LocquemareInflictConsequence | LocquemareJoinScene |
            LocquemareLeaveScene | LocquemareModifyCharacterKey | LocquemareProposeComplication |
            LocquemareRedistributeResources | LocquemareRefuseComplication |
            LocquemareRegisterCharacter | LocquemareRemoveKey | LocquemareResolveAction |
            LocquemareResolveHarm | LocquemareResolveNpcHarm | LocquemareRestoreNpc |
            LocquemareRevealKey | LocquemareRevealNpc | LocquemareRevealSecret | LocquemareRevealTruth
            | LocquemareRollAction | LocquemareSetDifficulty | LocquemareSetSecretPool |
            LocquemareStartAct | LocquemareStartConflict | LocquemareStartScenario |
            LocquemareStartScene | LocquemareStartSession | PlatformCloseGame |
            VoyagesAcceptSettlement | VoyagesAddAdjective | VoyagesAddInventoryTint |
            VoyagesApplyActionCost | VoyagesApportionGroupResult | VoyagesChangeAdjectiveValue |
            VoyagesChangeFrame | VoyagesChooseApproach | VoyagesChooseMaybeOption | VoyagesCloseAction
            | VoyagesCloseSituation | VoyagesContestApproach | VoyagesDeclareBlocks |
            VoyagesDeclareSpending | VoyagesEndAdventure | VoyagesEndConflict | VoyagesEndDay |
            VoyagesEndScene | VoyagesEndSession | VoyagesInvokeFlaw | VoyagesJoinConflict |
            VoyagesJoinHelp | VoyagesLeaveConflict | VoyagesOfferStake | VoyagesOpenConflict |
            VoyagesOpenSituation | VoyagesPriceStake | VoyagesProposeSettlement | VoyagesProposeStake
            | VoyagesRefuseStake | VoyagesRegisterCharacter | VoyagesRegisterThing |
            VoyagesRejectSettlement | VoyagesRemoveAdjective | VoyagesRerollWithTint |
            VoyagesRestNight | VoyagesRestoreTattooTint | VoyagesReviseCharacterSheet |
            VoyagesRollAction | VoyagesRollConflict | VoyagesRollEnvironment | VoyagesRollSituation |
            VoyagesRuleApproach | VoyagesScoreRound | VoyagesScoreSituation | VoyagesSetActionCost |
            VoyagesSetInvolvement | VoyagesSpendSituationPoints | VoyagesSplitGroup |
            VoyagesStartRound | VoyagesTakeRisk | VoyagesWithdrawSettlement | VoyagesWithdrawStake |
            XyropAdjustElement | XyropAdjustStress | XyropAdvanceScene | XyropAmendCharacterSheet |
            XyropApplyContestEffect | XyropApplyExperienceSwap | XyropApplyMilestoneAdvance |
            XyropAwardValueDestiny | XyropCancelContest | XyropChangeSessionRoster | XyropCreateAsset
            | XyropCreateSituation | XyropEndAdventure | XyropEndSession | XyropExploitGmOnes |
            XyropExploitPlayerOne | XyropRegisterCharacter | XyropRemoveAsset | XyropRollAction |
            XyropRollOpposition | XyropSpendDestinyOnRoll | XyropStartSession | XyropStepUpAsset): One
            command of the game's rule system, tagged by `type`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandCheckOut | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,
lang=lang,

    )).parsed
