from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_state_out_ruleset import XyropStateOutRuleset
from typing import cast

if TYPE_CHECKING:
  from ..models.platform_close_game_affordance import PlatformCloseGameAffordance
  from ..models.waiting import Waiting
  from ..models.xyrop_adjust_element_affordance import XyropAdjustElementAffordance
  from ..models.xyrop_adjust_stress_affordance import XyropAdjustStressAffordance
  from ..models.xyrop_advance_scene_affordance import XyropAdvanceSceneAffordance
  from ..models.xyrop_amend_character_sheet_affordance import XyropAmendCharacterSheetAffordance
  from ..models.xyrop_apply_contest_effect_affordance import XyropApplyContestEffectAffordance
  from ..models.xyrop_apply_experience_swap_affordance import XyropApplyExperienceSwapAffordance
  from ..models.xyrop_apply_milestone_advance_affordance import XyropApplyMilestoneAdvanceAffordance
  from ..models.xyrop_award_value_destiny_affordance import XyropAwardValueDestinyAffordance
  from ..models.xyrop_cancel_contest_affordance import XyropCancelContestAffordance
  from ..models.xyrop_change_session_roster_affordance import XyropChangeSessionRosterAffordance
  from ..models.xyrop_create_asset_affordance import XyropCreateAssetAffordance
  from ..models.xyrop_create_situation_affordance import XyropCreateSituationAffordance
  from ..models.xyrop_end_adventure_affordance import XyropEndAdventureAffordance
  from ..models.xyrop_end_session_affordance import XyropEndSessionAffordance
  from ..models.xyrop_exploit_gm_ones_affordance import XyropExploitGmOnesAffordance
  from ..models.xyrop_exploit_player_one_affordance import XyropExploitPlayerOneAffordance
  from ..models.xyrop_register_character_affordance import XyropRegisterCharacterAffordance
  from ..models.xyrop_remove_asset_affordance import XyropRemoveAssetAffordance
  from ..models.xyrop_roll_action_affordance import XyropRollActionAffordance
  from ..models.xyrop_roll_opposition_affordance import XyropRollOppositionAffordance
  from ..models.xyrop_spend_destiny_on_roll_affordance import XyropSpendDestinyOnRollAffordance
  from ..models.xyrop_start_session_affordance import XyropStartSessionAffordance
  from ..models.xyrop_step_up_asset_affordance import XyropStepUpAssetAffordance
  from ..models.xyrop_view import XyropView





T = TypeVar("T", bound="XyropStateOut")



@_attrs_define
class XyropStateOut:
    """ The read model of a game of Xyrop, as this seat sees it, with what it may send now.

        Attributes:
            available (list[PlatformCloseGameAffordance | XyropAdjustElementAffordance | XyropAdjustStressAffordance |
                XyropAdvanceSceneAffordance | XyropAmendCharacterSheetAffordance | XyropApplyContestEffectAffordance |
                XyropApplyExperienceSwapAffordance | XyropApplyMilestoneAdvanceAffordance | XyropAwardValueDestinyAffordance |
                XyropCancelContestAffordance | XyropChangeSessionRosterAffordance | XyropCreateAssetAffordance |
                XyropCreateSituationAffordance | XyropEndAdventureAffordance | XyropEndSessionAffordance |
                XyropExploitGmOnesAffordance | XyropExploitPlayerOneAffordance | XyropRegisterCharacterAffordance |
                XyropRemoveAssetAffordance | XyropRollActionAffordance | XyropRollOppositionAffordance |
                XyropSpendDestinyOnRollAffordance | XyropStartSessionAffordance | XyropStepUpAssetAffordance]): The commands
                this seat may send now (the awaited ones first); empty for an observer.
            game_id (str): The game the answer is about (its `game_id` in paths).
            ruleset (XyropStateOutRuleset): The game's rule system.
            state (XyropView): The table as every seat sees it: nothing in Xyrop is hidden.
            version (int): The version the state is at (the game's, or `?at=`).
            waiting_for (list[Waiting]): The seats (and characters) the table is waiting on, with the command types.
     """

    available: list[PlatformCloseGameAffordance | XyropAdjustElementAffordance | XyropAdjustStressAffordance | XyropAdvanceSceneAffordance | XyropAmendCharacterSheetAffordance | XyropApplyContestEffectAffordance | XyropApplyExperienceSwapAffordance | XyropApplyMilestoneAdvanceAffordance | XyropAwardValueDestinyAffordance | XyropCancelContestAffordance | XyropChangeSessionRosterAffordance | XyropCreateAssetAffordance | XyropCreateSituationAffordance | XyropEndAdventureAffordance | XyropEndSessionAffordance | XyropExploitGmOnesAffordance | XyropExploitPlayerOneAffordance | XyropRegisterCharacterAffordance | XyropRemoveAssetAffordance | XyropRollActionAffordance | XyropRollOppositionAffordance | XyropSpendDestinyOnRollAffordance | XyropStartSessionAffordance | XyropStepUpAssetAffordance]
    game_id: str
    ruleset: XyropStateOutRuleset
    state: XyropView
    version: int
    waiting_for: list[Waiting]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.platform_close_game_affordance import PlatformCloseGameAffordance # noqa: PLC0415
        from ..models.waiting import Waiting # noqa: PLC0415
        from ..models.xyrop_adjust_element_affordance import XyropAdjustElementAffordance # noqa: PLC0415
        from ..models.xyrop_adjust_stress_affordance import XyropAdjustStressAffordance # noqa: PLC0415
        from ..models.xyrop_advance_scene_affordance import XyropAdvanceSceneAffordance # noqa: PLC0415
        from ..models.xyrop_amend_character_sheet_affordance import XyropAmendCharacterSheetAffordance # noqa: PLC0415
        from ..models.xyrop_apply_contest_effect_affordance import XyropApplyContestEffectAffordance # noqa: PLC0415
        from ..models.xyrop_apply_experience_swap_affordance import XyropApplyExperienceSwapAffordance # noqa: PLC0415
        from ..models.xyrop_apply_milestone_advance_affordance import XyropApplyMilestoneAdvanceAffordance # noqa: PLC0415
        from ..models.xyrop_award_value_destiny_affordance import XyropAwardValueDestinyAffordance # noqa: PLC0415
        from ..models.xyrop_cancel_contest_affordance import XyropCancelContestAffordance # noqa: PLC0415
        from ..models.xyrop_change_session_roster_affordance import XyropChangeSessionRosterAffordance # noqa: PLC0415
        from ..models.xyrop_create_asset_affordance import XyropCreateAssetAffordance # noqa: PLC0415
        from ..models.xyrop_create_situation_affordance import XyropCreateSituationAffordance # noqa: PLC0415
        from ..models.xyrop_end_adventure_affordance import XyropEndAdventureAffordance # noqa: PLC0415
        from ..models.xyrop_end_session_affordance import XyropEndSessionAffordance # noqa: PLC0415
        from ..models.xyrop_exploit_gm_ones_affordance import XyropExploitGmOnesAffordance # noqa: PLC0415
        from ..models.xyrop_exploit_player_one_affordance import XyropExploitPlayerOneAffordance # noqa: PLC0415
        from ..models.xyrop_register_character_affordance import XyropRegisterCharacterAffordance # noqa: PLC0415
        from ..models.xyrop_remove_asset_affordance import XyropRemoveAssetAffordance # noqa: PLC0415
        from ..models.xyrop_roll_action_affordance import XyropRollActionAffordance # noqa: PLC0415
        from ..models.xyrop_roll_opposition_affordance import XyropRollOppositionAffordance # noqa: PLC0415
        from ..models.xyrop_spend_destiny_on_roll_affordance import XyropSpendDestinyOnRollAffordance # noqa: PLC0415
        from ..models.xyrop_start_session_affordance import XyropStartSessionAffordance # noqa: PLC0415
        from ..models.xyrop_step_up_asset_affordance import XyropStepUpAssetAffordance # noqa: PLC0415
        from ..models.xyrop_view import XyropView # noqa: PLC0415
        available = []
        for available_item_data in self.available:
            available_item: dict[str, Any]
            if isinstance(available_item_data, XyropRegisterCharacterAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropAmendCharacterSheetAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropStartSessionAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropChangeSessionRosterAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropAdvanceSceneAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropRollActionAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropRollOppositionAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropCancelContestAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropApplyContestEffectAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropExploitPlayerOneAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropExploitGmOnesAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropCreateAssetAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropStepUpAssetAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropRemoveAssetAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropAwardValueDestinyAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropCreateSituationAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropAdjustElementAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropAdjustStressAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropEndSessionAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropEndAdventureAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropApplyExperienceSwapAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropApplyMilestoneAdvanceAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, XyropSpendDestinyOnRollAffordance):
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
        from ..models.waiting import Waiting # noqa: PLC0415
        from ..models.xyrop_adjust_element_affordance import XyropAdjustElementAffordance # noqa: PLC0415
        from ..models.xyrop_adjust_stress_affordance import XyropAdjustStressAffordance # noqa: PLC0415
        from ..models.xyrop_advance_scene_affordance import XyropAdvanceSceneAffordance # noqa: PLC0415
        from ..models.xyrop_amend_character_sheet_affordance import XyropAmendCharacterSheetAffordance # noqa: PLC0415
        from ..models.xyrop_apply_contest_effect_affordance import XyropApplyContestEffectAffordance # noqa: PLC0415
        from ..models.xyrop_apply_experience_swap_affordance import XyropApplyExperienceSwapAffordance # noqa: PLC0415
        from ..models.xyrop_apply_milestone_advance_affordance import XyropApplyMilestoneAdvanceAffordance # noqa: PLC0415
        from ..models.xyrop_award_value_destiny_affordance import XyropAwardValueDestinyAffordance # noqa: PLC0415
        from ..models.xyrop_cancel_contest_affordance import XyropCancelContestAffordance # noqa: PLC0415
        from ..models.xyrop_change_session_roster_affordance import XyropChangeSessionRosterAffordance # noqa: PLC0415
        from ..models.xyrop_create_asset_affordance import XyropCreateAssetAffordance # noqa: PLC0415
        from ..models.xyrop_create_situation_affordance import XyropCreateSituationAffordance # noqa: PLC0415
        from ..models.xyrop_end_adventure_affordance import XyropEndAdventureAffordance # noqa: PLC0415
        from ..models.xyrop_end_session_affordance import XyropEndSessionAffordance # noqa: PLC0415
        from ..models.xyrop_exploit_gm_ones_affordance import XyropExploitGmOnesAffordance # noqa: PLC0415
        from ..models.xyrop_exploit_player_one_affordance import XyropExploitPlayerOneAffordance # noqa: PLC0415
        from ..models.xyrop_register_character_affordance import XyropRegisterCharacterAffordance # noqa: PLC0415
        from ..models.xyrop_remove_asset_affordance import XyropRemoveAssetAffordance # noqa: PLC0415
        from ..models.xyrop_roll_action_affordance import XyropRollActionAffordance # noqa: PLC0415
        from ..models.xyrop_roll_opposition_affordance import XyropRollOppositionAffordance # noqa: PLC0415
        from ..models.xyrop_spend_destiny_on_roll_affordance import XyropSpendDestinyOnRollAffordance # noqa: PLC0415
        from ..models.xyrop_start_session_affordance import XyropStartSessionAffordance # noqa: PLC0415
        from ..models.xyrop_step_up_asset_affordance import XyropStepUpAssetAffordance # noqa: PLC0415
        from ..models.xyrop_view import XyropView # noqa: PLC0415
        d = dict(src_dict)
        available = []
        _available = d.pop("available")
        for available_item_data in (_available):
            def _parse_available_item(data: object) -> PlatformCloseGameAffordance | XyropAdjustElementAffordance | XyropAdjustStressAffordance | XyropAdvanceSceneAffordance | XyropAmendCharacterSheetAffordance | XyropApplyContestEffectAffordance | XyropApplyExperienceSwapAffordance | XyropApplyMilestoneAdvanceAffordance | XyropAwardValueDestinyAffordance | XyropCancelContestAffordance | XyropChangeSessionRosterAffordance | XyropCreateAssetAffordance | XyropCreateSituationAffordance | XyropEndAdventureAffordance | XyropEndSessionAffordance | XyropExploitGmOnesAffordance | XyropExploitPlayerOneAffordance | XyropRegisterCharacterAffordance | XyropRemoveAssetAffordance | XyropRollActionAffordance | XyropRollOppositionAffordance | XyropSpendDestinyOnRollAffordance | XyropStartSessionAffordance | XyropStepUpAssetAffordance:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_0 = XyropRegisterCharacterAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_1 = XyropAmendCharacterSheetAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_2 = XyropStartSessionAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_3 = XyropChangeSessionRosterAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_4 = XyropAdvanceSceneAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_5 = XyropRollActionAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_6 = XyropRollOppositionAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_7 = XyropCancelContestAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_8 = XyropApplyContestEffectAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_9 = XyropExploitPlayerOneAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_10 = XyropExploitGmOnesAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_11 = XyropCreateAssetAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_12 = XyropStepUpAssetAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_13 = XyropRemoveAssetAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_14 = XyropAwardValueDestinyAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_15 = XyropCreateSituationAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_16 = XyropAdjustElementAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_17 = XyropAdjustStressAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_18 = XyropEndSessionAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_19 = XyropEndAdventureAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_20 = XyropApplyExperienceSwapAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_21 = XyropApplyMilestoneAdvanceAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_affordance_type_22 = XyropSpendDestinyOnRollAffordance.from_dict(data)



                    return componentsschemas_xyrop_affordance_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_xyrop_affordance_type_23 = PlatformCloseGameAffordance.from_dict(data)



                return componentsschemas_xyrop_affordance_type_23

            available_item = _parse_available_item(available_item_data)

            available.append(available_item)


        game_id = d.pop("game_id")

        ruleset = XyropStateOutRuleset(d.pop("ruleset"))




        state = XyropView.from_dict(d.pop("state"))




        version = d.pop("version")

        waiting_for = []
        _waiting_for = d.pop("waiting_for")
        for waiting_for_item_data in (_waiting_for):
            waiting_for_item = Waiting.from_dict(waiting_for_item_data)



            waiting_for.append(waiting_for_item)


        xyrop_state_out = cls(
            available=available,
            game_id=game_id,
            ruleset=ruleset,
            state=state,
            version=version,
            waiting_for=waiting_for,
        )


        xyrop_state_out.additional_properties = d
        return xyrop_state_out

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
