from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_state_out_ruleset import LocquemareStateOutRuleset
from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_accept_complication_affordance import LocquemareAcceptComplicationAffordance
  from ..models.locquemare_accept_defeat_affordance import LocquemareAcceptDefeatAffordance
  from ..models.locquemare_activate_key_affordance import LocquemareActivateKeyAffordance
  from ..models.locquemare_activate_prowess_affordance import LocquemareActivateProwessAffordance
  from ..models.locquemare_adjust_approaches_affordance import LocquemareAdjustApproachesAffordance
  from ..models.locquemare_adjust_resources_affordance import LocquemareAdjustResourcesAffordance
  from ..models.locquemare_adversity_accepts_defeat_affordance import LocquemareAdversityAcceptsDefeatAffordance
  from ..models.locquemare_apply_npc_stress_affordance import LocquemareApplyNpcStressAffordance
  from ..models.locquemare_apply_stress_affordance import LocquemareApplyStressAffordance
  from ..models.locquemare_award_evolution_points_affordance import LocquemareAwardEvolutionPointsAffordance
  from ..models.locquemare_choose_outcome_affordance import LocquemareChooseOutcomeAffordance
  from ..models.locquemare_choose_secret_affordance import LocquemareChooseSecretAffordance
  from ..models.locquemare_create_key_affordance import LocquemareCreateKeyAffordance
  from ..models.locquemare_create_npc_affordance import LocquemareCreateNpcAffordance
  from ..models.locquemare_declare_action_affordance import LocquemareDeclareActionAffordance
  from ..models.locquemare_describe_consequence_affordance import LocquemareDescribeConsequenceAffordance
  from ..models.locquemare_draw_secrets_affordance import LocquemareDrawSecretsAffordance
  from ..models.locquemare_empty_evolution_track_affordance import LocquemareEmptyEvolutionTrackAffordance
  from ..models.locquemare_end_act_affordance import LocquemareEndActAffordance
  from ..models.locquemare_end_conflict_affordance import LocquemareEndConflictAffordance
  from ..models.locquemare_end_scenario_affordance import LocquemareEndScenarioAffordance
  from ..models.locquemare_end_scene_affordance import LocquemareEndSceneAffordance
  from ..models.locquemare_end_session_affordance import LocquemareEndSessionAffordance
  from ..models.locquemare_establish_fact_affordance import LocquemareEstablishFactAffordance
  from ..models.locquemare_extend_key_affordance import LocquemareExtendKeyAffordance
  from ..models.locquemare_gain_prowess_affordance import LocquemareGainProwessAffordance
  from ..models.locquemare_inflict_consequence_affordance import LocquemareInflictConsequenceAffordance
  from ..models.locquemare_join_scene_affordance import LocquemareJoinSceneAffordance
  from ..models.locquemare_leave_scene_affordance import LocquemareLeaveSceneAffordance
  from ..models.locquemare_modify_character_key_affordance import LocquemareModifyCharacterKeyAffordance
  from ..models.locquemare_propose_complication_affordance import LocquemareProposeComplicationAffordance
  from ..models.locquemare_redistribute_resources_affordance import LocquemareRedistributeResourcesAffordance
  from ..models.locquemare_refuse_complication_affordance import LocquemareRefuseComplicationAffordance
  from ..models.locquemare_register_character_affordance import LocquemareRegisterCharacterAffordance
  from ..models.locquemare_remove_key_affordance import LocquemareRemoveKeyAffordance
  from ..models.locquemare_resolve_action_affordance import LocquemareResolveActionAffordance
  from ..models.locquemare_resolve_harm_affordance import LocquemareResolveHarmAffordance
  from ..models.locquemare_resolve_npc_harm_affordance import LocquemareResolveNpcHarmAffordance
  from ..models.locquemare_restore_npc_affordance import LocquemareRestoreNpcAffordance
  from ..models.locquemare_reveal_key_affordance import LocquemareRevealKeyAffordance
  from ..models.locquemare_reveal_npc_affordance import LocquemareRevealNpcAffordance
  from ..models.locquemare_reveal_secret_affordance import LocquemareRevealSecretAffordance
  from ..models.locquemare_reveal_truth_affordance import LocquemareRevealTruthAffordance
  from ..models.locquemare_roll_action_affordance import LocquemareRollActionAffordance
  from ..models.locquemare_set_difficulty_affordance import LocquemareSetDifficultyAffordance
  from ..models.locquemare_set_secret_pool_affordance import LocquemareSetSecretPoolAffordance
  from ..models.locquemare_start_act_affordance import LocquemareStartActAffordance
  from ..models.locquemare_start_conflict_affordance import LocquemareStartConflictAffordance
  from ..models.locquemare_start_scenario_affordance import LocquemareStartScenarioAffordance
  from ..models.locquemare_start_scene_affordance import LocquemareStartSceneAffordance
  from ..models.locquemare_start_session_affordance import LocquemareStartSessionAffordance
  from ..models.locquemare_view import LocquemareView
  from ..models.platform_close_game_affordance import PlatformCloseGameAffordance
  from ..models.waiting import Waiting





T = TypeVar("T", bound="LocquemareStateOut")



@_attrs_define
class LocquemareStateOut:
    """ The read model of a game of Locquemare, as this seat sees it, with what it may send now.

        Attributes:
            available (list[LocquemareAcceptComplicationAffordance | LocquemareAcceptDefeatAffordance |
                LocquemareActivateKeyAffordance | LocquemareActivateProwessAffordance | LocquemareAdjustApproachesAffordance |
                LocquemareAdjustResourcesAffordance | LocquemareAdversityAcceptsDefeatAffordance |
                LocquemareApplyNpcStressAffordance | LocquemareApplyStressAffordance | LocquemareAwardEvolutionPointsAffordance
                | LocquemareChooseOutcomeAffordance | LocquemareChooseSecretAffordance | LocquemareCreateKeyAffordance |
                LocquemareCreateNpcAffordance | LocquemareDeclareActionAffordance | LocquemareDescribeConsequenceAffordance |
                LocquemareDrawSecretsAffordance | LocquemareEmptyEvolutionTrackAffordance | LocquemareEndActAffordance |
                LocquemareEndConflictAffordance | LocquemareEndScenarioAffordance | LocquemareEndSceneAffordance |
                LocquemareEndSessionAffordance | LocquemareEstablishFactAffordance | LocquemareExtendKeyAffordance |
                LocquemareGainProwessAffordance | LocquemareInflictConsequenceAffordance | LocquemareJoinSceneAffordance |
                LocquemareLeaveSceneAffordance | LocquemareModifyCharacterKeyAffordance |
                LocquemareProposeComplicationAffordance | LocquemareRedistributeResourcesAffordance |
                LocquemareRefuseComplicationAffordance | LocquemareRegisterCharacterAffordance | LocquemareRemoveKeyAffordance |
                LocquemareResolveActionAffordance | LocquemareResolveHarmAffordance | LocquemareResolveNpcHarmAffordance |
                LocquemareRestoreNpcAffordance | LocquemareRevealKeyAffordance | LocquemareRevealNpcAffordance |
                LocquemareRevealSecretAffordance | LocquemareRevealTruthAffordance | LocquemareRollActionAffordance |
                LocquemareSetDifficultyAffordance | LocquemareSetSecretPoolAffordance | LocquemareStartActAffordance |
                LocquemareStartConflictAffordance | LocquemareStartScenarioAffordance | LocquemareStartSceneAffordance |
                LocquemareStartSessionAffordance | PlatformCloseGameAffordance]): The commands this seat may send now (the
                awaited ones first); empty for an observer.
            game_id (str): The game the answer is about (its `game_id` in paths).
            ruleset (LocquemareStateOutRuleset): The game's rule system.
            state (LocquemareView): The whole table (spec section 4) as one seat may see it.

                `keys` lists only known keys for heroes and observers; the open action's hidden key
                ids are null for them. `complications` lists the pending ones: an answered one is in
                the log and the events (C4: the read does not grow with the game).
            version (int): The version the state is at (the game's, or `?at=`).
            waiting_for (list[Waiting]): The seats (and characters) the table is waiting on, with the command types.
     """

    available: list[LocquemareAcceptComplicationAffordance | LocquemareAcceptDefeatAffordance | LocquemareActivateKeyAffordance | LocquemareActivateProwessAffordance | LocquemareAdjustApproachesAffordance | LocquemareAdjustResourcesAffordance | LocquemareAdversityAcceptsDefeatAffordance | LocquemareApplyNpcStressAffordance | LocquemareApplyStressAffordance | LocquemareAwardEvolutionPointsAffordance | LocquemareChooseOutcomeAffordance | LocquemareChooseSecretAffordance | LocquemareCreateKeyAffordance | LocquemareCreateNpcAffordance | LocquemareDeclareActionAffordance | LocquemareDescribeConsequenceAffordance | LocquemareDrawSecretsAffordance | LocquemareEmptyEvolutionTrackAffordance | LocquemareEndActAffordance | LocquemareEndConflictAffordance | LocquemareEndScenarioAffordance | LocquemareEndSceneAffordance | LocquemareEndSessionAffordance | LocquemareEstablishFactAffordance | LocquemareExtendKeyAffordance | LocquemareGainProwessAffordance | LocquemareInflictConsequenceAffordance | LocquemareJoinSceneAffordance | LocquemareLeaveSceneAffordance | LocquemareModifyCharacterKeyAffordance | LocquemareProposeComplicationAffordance | LocquemareRedistributeResourcesAffordance | LocquemareRefuseComplicationAffordance | LocquemareRegisterCharacterAffordance | LocquemareRemoveKeyAffordance | LocquemareResolveActionAffordance | LocquemareResolveHarmAffordance | LocquemareResolveNpcHarmAffordance | LocquemareRestoreNpcAffordance | LocquemareRevealKeyAffordance | LocquemareRevealNpcAffordance | LocquemareRevealSecretAffordance | LocquemareRevealTruthAffordance | LocquemareRollActionAffordance | LocquemareSetDifficultyAffordance | LocquemareSetSecretPoolAffordance | LocquemareStartActAffordance | LocquemareStartConflictAffordance | LocquemareStartScenarioAffordance | LocquemareStartSceneAffordance | LocquemareStartSessionAffordance | PlatformCloseGameAffordance]
    game_id: str
    ruleset: LocquemareStateOutRuleset
    state: LocquemareView
    version: int
    waiting_for: list[Waiting]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_accept_complication_affordance import LocquemareAcceptComplicationAffordance # noqa: PLC0415
        from ..models.locquemare_accept_defeat_affordance import LocquemareAcceptDefeatAffordance # noqa: PLC0415
        from ..models.locquemare_activate_key_affordance import LocquemareActivateKeyAffordance # noqa: PLC0415
        from ..models.locquemare_activate_prowess_affordance import LocquemareActivateProwessAffordance # noqa: PLC0415
        from ..models.locquemare_adjust_approaches_affordance import LocquemareAdjustApproachesAffordance # noqa: PLC0415
        from ..models.locquemare_adjust_resources_affordance import LocquemareAdjustResourcesAffordance # noqa: PLC0415
        from ..models.locquemare_adversity_accepts_defeat_affordance import LocquemareAdversityAcceptsDefeatAffordance # noqa: PLC0415
        from ..models.locquemare_apply_npc_stress_affordance import LocquemareApplyNpcStressAffordance # noqa: PLC0415
        from ..models.locquemare_apply_stress_affordance import LocquemareApplyStressAffordance # noqa: PLC0415
        from ..models.locquemare_award_evolution_points_affordance import LocquemareAwardEvolutionPointsAffordance # noqa: PLC0415
        from ..models.locquemare_choose_outcome_affordance import LocquemareChooseOutcomeAffordance # noqa: PLC0415
        from ..models.locquemare_choose_secret_affordance import LocquemareChooseSecretAffordance # noqa: PLC0415
        from ..models.locquemare_create_key_affordance import LocquemareCreateKeyAffordance # noqa: PLC0415
        from ..models.locquemare_create_npc_affordance import LocquemareCreateNpcAffordance # noqa: PLC0415
        from ..models.locquemare_declare_action_affordance import LocquemareDeclareActionAffordance # noqa: PLC0415
        from ..models.locquemare_describe_consequence_affordance import LocquemareDescribeConsequenceAffordance # noqa: PLC0415
        from ..models.locquemare_draw_secrets_affordance import LocquemareDrawSecretsAffordance # noqa: PLC0415
        from ..models.locquemare_empty_evolution_track_affordance import LocquemareEmptyEvolutionTrackAffordance # noqa: PLC0415
        from ..models.locquemare_end_act_affordance import LocquemareEndActAffordance # noqa: PLC0415
        from ..models.locquemare_end_conflict_affordance import LocquemareEndConflictAffordance # noqa: PLC0415
        from ..models.locquemare_end_scenario_affordance import LocquemareEndScenarioAffordance # noqa: PLC0415
        from ..models.locquemare_end_scene_affordance import LocquemareEndSceneAffordance # noqa: PLC0415
        from ..models.locquemare_end_session_affordance import LocquemareEndSessionAffordance # noqa: PLC0415
        from ..models.locquemare_establish_fact_affordance import LocquemareEstablishFactAffordance # noqa: PLC0415
        from ..models.locquemare_extend_key_affordance import LocquemareExtendKeyAffordance # noqa: PLC0415
        from ..models.locquemare_gain_prowess_affordance import LocquemareGainProwessAffordance # noqa: PLC0415
        from ..models.locquemare_inflict_consequence_affordance import LocquemareInflictConsequenceAffordance # noqa: PLC0415
        from ..models.locquemare_join_scene_affordance import LocquemareJoinSceneAffordance # noqa: PLC0415
        from ..models.locquemare_leave_scene_affordance import LocquemareLeaveSceneAffordance # noqa: PLC0415
        from ..models.locquemare_modify_character_key_affordance import LocquemareModifyCharacterKeyAffordance # noqa: PLC0415
        from ..models.locquemare_propose_complication_affordance import LocquemareProposeComplicationAffordance # noqa: PLC0415
        from ..models.locquemare_redistribute_resources_affordance import LocquemareRedistributeResourcesAffordance # noqa: PLC0415
        from ..models.locquemare_refuse_complication_affordance import LocquemareRefuseComplicationAffordance # noqa: PLC0415
        from ..models.locquemare_register_character_affordance import LocquemareRegisterCharacterAffordance # noqa: PLC0415
        from ..models.locquemare_remove_key_affordance import LocquemareRemoveKeyAffordance # noqa: PLC0415
        from ..models.locquemare_resolve_action_affordance import LocquemareResolveActionAffordance # noqa: PLC0415
        from ..models.locquemare_resolve_harm_affordance import LocquemareResolveHarmAffordance # noqa: PLC0415
        from ..models.locquemare_resolve_npc_harm_affordance import LocquemareResolveNpcHarmAffordance # noqa: PLC0415
        from ..models.locquemare_restore_npc_affordance import LocquemareRestoreNpcAffordance # noqa: PLC0415
        from ..models.locquemare_reveal_key_affordance import LocquemareRevealKeyAffordance # noqa: PLC0415
        from ..models.locquemare_reveal_npc_affordance import LocquemareRevealNpcAffordance # noqa: PLC0415
        from ..models.locquemare_reveal_secret_affordance import LocquemareRevealSecretAffordance # noqa: PLC0415
        from ..models.locquemare_reveal_truth_affordance import LocquemareRevealTruthAffordance # noqa: PLC0415
        from ..models.locquemare_roll_action_affordance import LocquemareRollActionAffordance # noqa: PLC0415
        from ..models.locquemare_set_difficulty_affordance import LocquemareSetDifficultyAffordance # noqa: PLC0415
        from ..models.locquemare_set_secret_pool_affordance import LocquemareSetSecretPoolAffordance # noqa: PLC0415
        from ..models.locquemare_start_act_affordance import LocquemareStartActAffordance # noqa: PLC0415
        from ..models.locquemare_start_conflict_affordance import LocquemareStartConflictAffordance # noqa: PLC0415
        from ..models.locquemare_start_scenario_affordance import LocquemareStartScenarioAffordance # noqa: PLC0415
        from ..models.locquemare_start_scene_affordance import LocquemareStartSceneAffordance # noqa: PLC0415
        from ..models.locquemare_start_session_affordance import LocquemareStartSessionAffordance # noqa: PLC0415
        from ..models.locquemare_view import LocquemareView # noqa: PLC0415
        from ..models.platform_close_game_affordance import PlatformCloseGameAffordance # noqa: PLC0415
        from ..models.waiting import Waiting # noqa: PLC0415
        available = []
        for available_item_data in self.available:
            available_item: dict[str, Any]
            if isinstance(available_item_data, LocquemareSetSecretPoolAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareRegisterCharacterAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareDrawSecretsAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareChooseSecretAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareCreateNpcAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareStartScenarioAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareEndScenarioAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareStartActAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareEndActAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareStartSceneAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareEndSceneAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareStartSessionAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareEndSessionAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareCreateKeyAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareRevealKeyAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareExtendKeyAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareRemoveKeyAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareEstablishFactAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareAwardEvolutionPointsAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareEmptyEvolutionTrackAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareModifyCharacterKeyAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareRedistributeResourcesAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareAdjustApproachesAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareAdjustResourcesAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareGainProwessAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareRevealTruthAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareRevealSecretAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareDeclareActionAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareSetDifficultyAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareRollActionAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareActivateKeyAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareActivateProwessAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareResolveActionAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareChooseOutcomeAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareInflictConsequenceAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareProposeComplicationAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareAcceptComplicationAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareRefuseComplicationAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareApplyStressAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareResolveHarmAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareDescribeConsequenceAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareStartConflictAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareEndConflictAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareAcceptDefeatAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareAdversityAcceptsDefeatAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareApplyNpcStressAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareResolveNpcHarmAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareLeaveSceneAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareJoinSceneAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareRestoreNpcAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, LocquemareRevealNpcAffordance):
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
        from ..models.locquemare_accept_complication_affordance import LocquemareAcceptComplicationAffordance # noqa: PLC0415
        from ..models.locquemare_accept_defeat_affordance import LocquemareAcceptDefeatAffordance # noqa: PLC0415
        from ..models.locquemare_activate_key_affordance import LocquemareActivateKeyAffordance # noqa: PLC0415
        from ..models.locquemare_activate_prowess_affordance import LocquemareActivateProwessAffordance # noqa: PLC0415
        from ..models.locquemare_adjust_approaches_affordance import LocquemareAdjustApproachesAffordance # noqa: PLC0415
        from ..models.locquemare_adjust_resources_affordance import LocquemareAdjustResourcesAffordance # noqa: PLC0415
        from ..models.locquemare_adversity_accepts_defeat_affordance import LocquemareAdversityAcceptsDefeatAffordance # noqa: PLC0415
        from ..models.locquemare_apply_npc_stress_affordance import LocquemareApplyNpcStressAffordance # noqa: PLC0415
        from ..models.locquemare_apply_stress_affordance import LocquemareApplyStressAffordance # noqa: PLC0415
        from ..models.locquemare_award_evolution_points_affordance import LocquemareAwardEvolutionPointsAffordance # noqa: PLC0415
        from ..models.locquemare_choose_outcome_affordance import LocquemareChooseOutcomeAffordance # noqa: PLC0415
        from ..models.locquemare_choose_secret_affordance import LocquemareChooseSecretAffordance # noqa: PLC0415
        from ..models.locquemare_create_key_affordance import LocquemareCreateKeyAffordance # noqa: PLC0415
        from ..models.locquemare_create_npc_affordance import LocquemareCreateNpcAffordance # noqa: PLC0415
        from ..models.locquemare_declare_action_affordance import LocquemareDeclareActionAffordance # noqa: PLC0415
        from ..models.locquemare_describe_consequence_affordance import LocquemareDescribeConsequenceAffordance # noqa: PLC0415
        from ..models.locquemare_draw_secrets_affordance import LocquemareDrawSecretsAffordance # noqa: PLC0415
        from ..models.locquemare_empty_evolution_track_affordance import LocquemareEmptyEvolutionTrackAffordance # noqa: PLC0415
        from ..models.locquemare_end_act_affordance import LocquemareEndActAffordance # noqa: PLC0415
        from ..models.locquemare_end_conflict_affordance import LocquemareEndConflictAffordance # noqa: PLC0415
        from ..models.locquemare_end_scenario_affordance import LocquemareEndScenarioAffordance # noqa: PLC0415
        from ..models.locquemare_end_scene_affordance import LocquemareEndSceneAffordance # noqa: PLC0415
        from ..models.locquemare_end_session_affordance import LocquemareEndSessionAffordance # noqa: PLC0415
        from ..models.locquemare_establish_fact_affordance import LocquemareEstablishFactAffordance # noqa: PLC0415
        from ..models.locquemare_extend_key_affordance import LocquemareExtendKeyAffordance # noqa: PLC0415
        from ..models.locquemare_gain_prowess_affordance import LocquemareGainProwessAffordance # noqa: PLC0415
        from ..models.locquemare_inflict_consequence_affordance import LocquemareInflictConsequenceAffordance # noqa: PLC0415
        from ..models.locquemare_join_scene_affordance import LocquemareJoinSceneAffordance # noqa: PLC0415
        from ..models.locquemare_leave_scene_affordance import LocquemareLeaveSceneAffordance # noqa: PLC0415
        from ..models.locquemare_modify_character_key_affordance import LocquemareModifyCharacterKeyAffordance # noqa: PLC0415
        from ..models.locquemare_propose_complication_affordance import LocquemareProposeComplicationAffordance # noqa: PLC0415
        from ..models.locquemare_redistribute_resources_affordance import LocquemareRedistributeResourcesAffordance # noqa: PLC0415
        from ..models.locquemare_refuse_complication_affordance import LocquemareRefuseComplicationAffordance # noqa: PLC0415
        from ..models.locquemare_register_character_affordance import LocquemareRegisterCharacterAffordance # noqa: PLC0415
        from ..models.locquemare_remove_key_affordance import LocquemareRemoveKeyAffordance # noqa: PLC0415
        from ..models.locquemare_resolve_action_affordance import LocquemareResolveActionAffordance # noqa: PLC0415
        from ..models.locquemare_resolve_harm_affordance import LocquemareResolveHarmAffordance # noqa: PLC0415
        from ..models.locquemare_resolve_npc_harm_affordance import LocquemareResolveNpcHarmAffordance # noqa: PLC0415
        from ..models.locquemare_restore_npc_affordance import LocquemareRestoreNpcAffordance # noqa: PLC0415
        from ..models.locquemare_reveal_key_affordance import LocquemareRevealKeyAffordance # noqa: PLC0415
        from ..models.locquemare_reveal_npc_affordance import LocquemareRevealNpcAffordance # noqa: PLC0415
        from ..models.locquemare_reveal_secret_affordance import LocquemareRevealSecretAffordance # noqa: PLC0415
        from ..models.locquemare_reveal_truth_affordance import LocquemareRevealTruthAffordance # noqa: PLC0415
        from ..models.locquemare_roll_action_affordance import LocquemareRollActionAffordance # noqa: PLC0415
        from ..models.locquemare_set_difficulty_affordance import LocquemareSetDifficultyAffordance # noqa: PLC0415
        from ..models.locquemare_set_secret_pool_affordance import LocquemareSetSecretPoolAffordance # noqa: PLC0415
        from ..models.locquemare_start_act_affordance import LocquemareStartActAffordance # noqa: PLC0415
        from ..models.locquemare_start_conflict_affordance import LocquemareStartConflictAffordance # noqa: PLC0415
        from ..models.locquemare_start_scenario_affordance import LocquemareStartScenarioAffordance # noqa: PLC0415
        from ..models.locquemare_start_scene_affordance import LocquemareStartSceneAffordance # noqa: PLC0415
        from ..models.locquemare_start_session_affordance import LocquemareStartSessionAffordance # noqa: PLC0415
        from ..models.locquemare_view import LocquemareView # noqa: PLC0415
        from ..models.platform_close_game_affordance import PlatformCloseGameAffordance # noqa: PLC0415
        from ..models.waiting import Waiting # noqa: PLC0415
        d = dict(src_dict)
        available = []
        _available = d.pop("available")
        for available_item_data in (_available):
            def _parse_available_item(data: object) -> LocquemareAcceptComplicationAffordance | LocquemareAcceptDefeatAffordance | LocquemareActivateKeyAffordance | LocquemareActivateProwessAffordance | LocquemareAdjustApproachesAffordance | LocquemareAdjustResourcesAffordance | LocquemareAdversityAcceptsDefeatAffordance | LocquemareApplyNpcStressAffordance | LocquemareApplyStressAffordance | LocquemareAwardEvolutionPointsAffordance | LocquemareChooseOutcomeAffordance | LocquemareChooseSecretAffordance | LocquemareCreateKeyAffordance | LocquemareCreateNpcAffordance | LocquemareDeclareActionAffordance | LocquemareDescribeConsequenceAffordance | LocquemareDrawSecretsAffordance | LocquemareEmptyEvolutionTrackAffordance | LocquemareEndActAffordance | LocquemareEndConflictAffordance | LocquemareEndScenarioAffordance | LocquemareEndSceneAffordance | LocquemareEndSessionAffordance | LocquemareEstablishFactAffordance | LocquemareExtendKeyAffordance | LocquemareGainProwessAffordance | LocquemareInflictConsequenceAffordance | LocquemareJoinSceneAffordance | LocquemareLeaveSceneAffordance | LocquemareModifyCharacterKeyAffordance | LocquemareProposeComplicationAffordance | LocquemareRedistributeResourcesAffordance | LocquemareRefuseComplicationAffordance | LocquemareRegisterCharacterAffordance | LocquemareRemoveKeyAffordance | LocquemareResolveActionAffordance | LocquemareResolveHarmAffordance | LocquemareResolveNpcHarmAffordance | LocquemareRestoreNpcAffordance | LocquemareRevealKeyAffordance | LocquemareRevealNpcAffordance | LocquemareRevealSecretAffordance | LocquemareRevealTruthAffordance | LocquemareRollActionAffordance | LocquemareSetDifficultyAffordance | LocquemareSetSecretPoolAffordance | LocquemareStartActAffordance | LocquemareStartConflictAffordance | LocquemareStartScenarioAffordance | LocquemareStartSceneAffordance | LocquemareStartSessionAffordance | PlatformCloseGameAffordance:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_0 = LocquemareSetSecretPoolAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_1 = LocquemareRegisterCharacterAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_2 = LocquemareDrawSecretsAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_3 = LocquemareChooseSecretAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_4 = LocquemareCreateNpcAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_5 = LocquemareStartScenarioAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_6 = LocquemareEndScenarioAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_7 = LocquemareStartActAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_8 = LocquemareEndActAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_9 = LocquemareStartSceneAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_10 = LocquemareEndSceneAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_11 = LocquemareStartSessionAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_12 = LocquemareEndSessionAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_13 = LocquemareCreateKeyAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_14 = LocquemareRevealKeyAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_15 = LocquemareExtendKeyAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_16 = LocquemareRemoveKeyAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_17 = LocquemareEstablishFactAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_18 = LocquemareAwardEvolutionPointsAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_19 = LocquemareEmptyEvolutionTrackAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_20 = LocquemareModifyCharacterKeyAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_21 = LocquemareRedistributeResourcesAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_22 = LocquemareAdjustApproachesAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_23 = LocquemareAdjustResourcesAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_24 = LocquemareGainProwessAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_25 = LocquemareRevealTruthAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_26 = LocquemareRevealSecretAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_27 = LocquemareDeclareActionAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_28 = LocquemareSetDifficultyAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_29 = LocquemareRollActionAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_30 = LocquemareActivateKeyAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_31 = LocquemareActivateProwessAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_32 = LocquemareResolveActionAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_33 = LocquemareChooseOutcomeAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_34 = LocquemareInflictConsequenceAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_35 = LocquemareProposeComplicationAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_36 = LocquemareAcceptComplicationAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_37 = LocquemareRefuseComplicationAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_38 = LocquemareApplyStressAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_39 = LocquemareResolveHarmAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_40 = LocquemareDescribeConsequenceAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_41 = LocquemareStartConflictAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_42 = LocquemareEndConflictAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_43 = LocquemareAcceptDefeatAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_44 = LocquemareAdversityAcceptsDefeatAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_45 = LocquemareApplyNpcStressAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_46 = LocquemareResolveNpcHarmAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_47 = LocquemareLeaveSceneAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_48 = LocquemareJoinSceneAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_48
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_49 = LocquemareRestoreNpcAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_49
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_locquemare_affordance_type_50 = LocquemareRevealNpcAffordance.from_dict(data)



                    return componentsschemas_locquemare_affordance_type_50
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_locquemare_affordance_type_51 = PlatformCloseGameAffordance.from_dict(data)



                return componentsschemas_locquemare_affordance_type_51

            available_item = _parse_available_item(available_item_data)

            available.append(available_item)


        game_id = d.pop("game_id")

        ruleset = LocquemareStateOutRuleset(d.pop("ruleset"))




        state = LocquemareView.from_dict(d.pop("state"))




        version = d.pop("version")

        waiting_for = []
        _waiting_for = d.pop("waiting_for")
        for waiting_for_item_data in (_waiting_for):
            waiting_for_item = Waiting.from_dict(waiting_for_item_data)



            waiting_for.append(waiting_for_item)


        locquemare_state_out = cls(
            available=available,
            game_id=game_id,
            ruleset=ruleset,
            state=state,
            version=version,
            waiting_for=waiting_for,
        )


        locquemare_state_out.additional_properties = d
        return locquemare_state_out

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
