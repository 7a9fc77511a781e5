from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_state_out_ruleset import EspriStateOutRuleset
from typing import cast

if TYPE_CHECKING:
  from ..models.espri_add_prayer_gem_affordance import EspriAddPrayerGemAffordance
  from ..models.espri_adjust_sheet_affordance import EspriAdjustSheetAffordance
  from ..models.espri_advance_day_affordance import EspriAdvanceDayAffordance
  from ..models.espri_apply_gem_caterpillar_affordance import EspriApplyGemCaterpillarAffordance
  from ..models.espri_award_harmony_affordance import EspriAwardHarmonyAffordance
  from ..models.espri_cancel_call_affordance import EspriCancelCallAffordance
  from ..models.espri_choose_setup_prayers_affordance import EspriChooseSetupPrayersAffordance
  from ..models.espri_choose_shift_affordance import EspriChooseShiftAffordance
  from ..models.espri_complete_setup_affordance import EspriCompleteSetupAffordance
  from ..models.espri_confirm_resonance_recharge_affordance import EspriConfirmResonanceRechargeAffordance
  from ..models.espri_declare_call_affordance import EspriDeclareCallAffordance
  from ..models.espri_draw_gems_affordance import EspriDrawGemsAffordance
  from ..models.espri_draw_setup_gems_affordance import EspriDrawSetupGemsAffordance
  from ..models.espri_inflict_rupture_affordance import EspriInflictRuptureAffordance
  from ..models.espri_keep_prayer_gem_affordance import EspriKeepPrayerGemAffordance
  from ..models.espri_perform_communion_ritual_affordance import EspriPerformCommunionRitualAffordance
  from ..models.espri_place_call_gems_affordance import EspriPlaceCallGemsAffordance
  from ..models.espri_place_extra_gems_affordance import EspriPlaceExtraGemsAffordance
  from ..models.espri_recharge_resonance_affordance import EspriRechargeResonanceAffordance
  from ..models.espri_redraw_affordance import EspriRedrawAffordance
  from ..models.espri_refuse_resonance_recharge_affordance import EspriRefuseResonanceRechargeAffordance
  from ..models.espri_register_character_affordance import EspriRegisterCharacterAffordance
  from ..models.espri_remove_harmony_affordance import EspriRemoveHarmonyAffordance
  from ..models.espri_remove_rupture_gem_affordance import EspriRemoveRuptureGemAffordance
  from ..models.espri_retire_character_affordance import EspriRetireCharacterAffordance
  from ..models.espri_save_from_death_affordance import EspriSaveFromDeathAffordance
  from ..models.espri_set_game_option_affordance import EspriSetGameOptionAffordance
  from ..models.espri_spend_board_gems_affordance import EspriSpendBoardGemsAffordance
  from ..models.espri_spend_harmony_affordance import EspriSpendHarmonyAffordance
  from ..models.espri_spend_harmony_for_prayer_affordance import EspriSpendHarmonyForPrayerAffordance
  from ..models.espri_start_scenario_affordance import EspriStartScenarioAffordance
  from ..models.espri_take_rupture_temptation_affordance import EspriTakeRuptureTemptationAffordance
  from ..models.espri_view import EspriView
  from ..models.platform_close_game_affordance import PlatformCloseGameAffordance
  from ..models.waiting import Waiting





T = TypeVar("T", bound="EspriStateOut")



@_attrs_define
class EspriStateOut:
    """ The read model of a game of ESPRI, as this seat sees it, with what it may send now.

        Attributes:
            available (list[EspriAddPrayerGemAffordance | EspriAdjustSheetAffordance | EspriAdvanceDayAffordance |
                EspriApplyGemCaterpillarAffordance | EspriAwardHarmonyAffordance | EspriCancelCallAffordance |
                EspriChooseSetupPrayersAffordance | EspriChooseShiftAffordance | EspriCompleteSetupAffordance |
                EspriConfirmResonanceRechargeAffordance | EspriDeclareCallAffordance | EspriDrawGemsAffordance |
                EspriDrawSetupGemsAffordance | EspriInflictRuptureAffordance | EspriKeepPrayerGemAffordance |
                EspriPerformCommunionRitualAffordance | EspriPlaceCallGemsAffordance | EspriPlaceExtraGemsAffordance |
                EspriRechargeResonanceAffordance | EspriRedrawAffordance | EspriRefuseResonanceRechargeAffordance |
                EspriRegisterCharacterAffordance | EspriRemoveHarmonyAffordance | EspriRemoveRuptureGemAffordance |
                EspriRetireCharacterAffordance | EspriSaveFromDeathAffordance | EspriSetGameOptionAffordance |
                EspriSpendBoardGemsAffordance | EspriSpendHarmonyAffordance | EspriSpendHarmonyForPrayerAffordance |
                EspriStartScenarioAffordance | EspriTakeRuptureTemptationAffordance | PlatformCloseGameAffordance]): The
                commands this seat may send now (the awaited ones first); empty for an observer.
            game_id (str): The game the answer is about (its `game_id` in paths).
            ruleset (EspriStateOutRuleset): The game's rule system.
            state (EspriView): The whole game as any seat sees it (ESPRI has no hidden information).
            version (int): The version the state is at (the game's, or `?at=`).
            waiting_for (list[Waiting]): The seats (and characters) the table is waiting on, with the command types.
     """

    available: list[EspriAddPrayerGemAffordance | EspriAdjustSheetAffordance | EspriAdvanceDayAffordance | EspriApplyGemCaterpillarAffordance | EspriAwardHarmonyAffordance | EspriCancelCallAffordance | EspriChooseSetupPrayersAffordance | EspriChooseShiftAffordance | EspriCompleteSetupAffordance | EspriConfirmResonanceRechargeAffordance | EspriDeclareCallAffordance | EspriDrawGemsAffordance | EspriDrawSetupGemsAffordance | EspriInflictRuptureAffordance | EspriKeepPrayerGemAffordance | EspriPerformCommunionRitualAffordance | EspriPlaceCallGemsAffordance | EspriPlaceExtraGemsAffordance | EspriRechargeResonanceAffordance | EspriRedrawAffordance | EspriRefuseResonanceRechargeAffordance | EspriRegisterCharacterAffordance | EspriRemoveHarmonyAffordance | EspriRemoveRuptureGemAffordance | EspriRetireCharacterAffordance | EspriSaveFromDeathAffordance | EspriSetGameOptionAffordance | EspriSpendBoardGemsAffordance | EspriSpendHarmonyAffordance | EspriSpendHarmonyForPrayerAffordance | EspriStartScenarioAffordance | EspriTakeRuptureTemptationAffordance | PlatformCloseGameAffordance]
    game_id: str
    ruleset: EspriStateOutRuleset
    state: EspriView
    version: int
    waiting_for: list[Waiting]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_add_prayer_gem_affordance import EspriAddPrayerGemAffordance # noqa: PLC0415
        from ..models.espri_adjust_sheet_affordance import EspriAdjustSheetAffordance # noqa: PLC0415
        from ..models.espri_advance_day_affordance import EspriAdvanceDayAffordance # noqa: PLC0415
        from ..models.espri_apply_gem_caterpillar_affordance import EspriApplyGemCaterpillarAffordance # noqa: PLC0415
        from ..models.espri_award_harmony_affordance import EspriAwardHarmonyAffordance # noqa: PLC0415
        from ..models.espri_cancel_call_affordance import EspriCancelCallAffordance # noqa: PLC0415
        from ..models.espri_choose_setup_prayers_affordance import EspriChooseSetupPrayersAffordance # noqa: PLC0415
        from ..models.espri_choose_shift_affordance import EspriChooseShiftAffordance # noqa: PLC0415
        from ..models.espri_complete_setup_affordance import EspriCompleteSetupAffordance # noqa: PLC0415
        from ..models.espri_confirm_resonance_recharge_affordance import EspriConfirmResonanceRechargeAffordance # noqa: PLC0415
        from ..models.espri_declare_call_affordance import EspriDeclareCallAffordance # noqa: PLC0415
        from ..models.espri_draw_gems_affordance import EspriDrawGemsAffordance # noqa: PLC0415
        from ..models.espri_draw_setup_gems_affordance import EspriDrawSetupGemsAffordance # noqa: PLC0415
        from ..models.espri_inflict_rupture_affordance import EspriInflictRuptureAffordance # noqa: PLC0415
        from ..models.espri_keep_prayer_gem_affordance import EspriKeepPrayerGemAffordance # noqa: PLC0415
        from ..models.espri_perform_communion_ritual_affordance import EspriPerformCommunionRitualAffordance # noqa: PLC0415
        from ..models.espri_place_call_gems_affordance import EspriPlaceCallGemsAffordance # noqa: PLC0415
        from ..models.espri_place_extra_gems_affordance import EspriPlaceExtraGemsAffordance # noqa: PLC0415
        from ..models.espri_recharge_resonance_affordance import EspriRechargeResonanceAffordance # noqa: PLC0415
        from ..models.espri_redraw_affordance import EspriRedrawAffordance # noqa: PLC0415
        from ..models.espri_refuse_resonance_recharge_affordance import EspriRefuseResonanceRechargeAffordance # noqa: PLC0415
        from ..models.espri_register_character_affordance import EspriRegisterCharacterAffordance # noqa: PLC0415
        from ..models.espri_remove_harmony_affordance import EspriRemoveHarmonyAffordance # noqa: PLC0415
        from ..models.espri_remove_rupture_gem_affordance import EspriRemoveRuptureGemAffordance # noqa: PLC0415
        from ..models.espri_retire_character_affordance import EspriRetireCharacterAffordance # noqa: PLC0415
        from ..models.espri_save_from_death_affordance import EspriSaveFromDeathAffordance # noqa: PLC0415
        from ..models.espri_set_game_option_affordance import EspriSetGameOptionAffordance # noqa: PLC0415
        from ..models.espri_spend_board_gems_affordance import EspriSpendBoardGemsAffordance # noqa: PLC0415
        from ..models.espri_spend_harmony_affordance import EspriSpendHarmonyAffordance # noqa: PLC0415
        from ..models.espri_spend_harmony_for_prayer_affordance import EspriSpendHarmonyForPrayerAffordance # noqa: PLC0415
        from ..models.espri_start_scenario_affordance import EspriStartScenarioAffordance # noqa: PLC0415
        from ..models.espri_take_rupture_temptation_affordance import EspriTakeRuptureTemptationAffordance # noqa: PLC0415
        from ..models.espri_view import EspriView # noqa: PLC0415
        from ..models.platform_close_game_affordance import PlatformCloseGameAffordance # noqa: PLC0415
        from ..models.waiting import Waiting # noqa: PLC0415
        available = []
        for available_item_data in self.available:
            available_item: dict[str, Any]
            if isinstance(available_item_data, EspriRegisterCharacterAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriDrawSetupGemsAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriChooseSetupPrayersAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriCompleteSetupAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriStartScenarioAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriDeclareCallAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriCancelCallAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriTakeRuptureTemptationAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriDrawGemsAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriRedrawAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriAddPrayerGemAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriPlaceCallGemsAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriPlaceExtraGemsAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriRemoveRuptureGemAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriKeepPrayerGemAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriApplyGemCaterpillarAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriRechargeResonanceAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriAdvanceDayAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriAwardHarmonyAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriRemoveHarmonyAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriInflictRuptureAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriSpendHarmonyForPrayerAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriSaveFromDeathAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriPerformCommunionRitualAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriSetGameOptionAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriAdjustSheetAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriRetireCharacterAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriSpendBoardGemsAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriChooseShiftAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriSpendHarmonyAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriConfirmResonanceRechargeAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, EspriRefuseResonanceRechargeAffordance):
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
        from ..models.espri_add_prayer_gem_affordance import EspriAddPrayerGemAffordance # noqa: PLC0415
        from ..models.espri_adjust_sheet_affordance import EspriAdjustSheetAffordance # noqa: PLC0415
        from ..models.espri_advance_day_affordance import EspriAdvanceDayAffordance # noqa: PLC0415
        from ..models.espri_apply_gem_caterpillar_affordance import EspriApplyGemCaterpillarAffordance # noqa: PLC0415
        from ..models.espri_award_harmony_affordance import EspriAwardHarmonyAffordance # noqa: PLC0415
        from ..models.espri_cancel_call_affordance import EspriCancelCallAffordance # noqa: PLC0415
        from ..models.espri_choose_setup_prayers_affordance import EspriChooseSetupPrayersAffordance # noqa: PLC0415
        from ..models.espri_choose_shift_affordance import EspriChooseShiftAffordance # noqa: PLC0415
        from ..models.espri_complete_setup_affordance import EspriCompleteSetupAffordance # noqa: PLC0415
        from ..models.espri_confirm_resonance_recharge_affordance import EspriConfirmResonanceRechargeAffordance # noqa: PLC0415
        from ..models.espri_declare_call_affordance import EspriDeclareCallAffordance # noqa: PLC0415
        from ..models.espri_draw_gems_affordance import EspriDrawGemsAffordance # noqa: PLC0415
        from ..models.espri_draw_setup_gems_affordance import EspriDrawSetupGemsAffordance # noqa: PLC0415
        from ..models.espri_inflict_rupture_affordance import EspriInflictRuptureAffordance # noqa: PLC0415
        from ..models.espri_keep_prayer_gem_affordance import EspriKeepPrayerGemAffordance # noqa: PLC0415
        from ..models.espri_perform_communion_ritual_affordance import EspriPerformCommunionRitualAffordance # noqa: PLC0415
        from ..models.espri_place_call_gems_affordance import EspriPlaceCallGemsAffordance # noqa: PLC0415
        from ..models.espri_place_extra_gems_affordance import EspriPlaceExtraGemsAffordance # noqa: PLC0415
        from ..models.espri_recharge_resonance_affordance import EspriRechargeResonanceAffordance # noqa: PLC0415
        from ..models.espri_redraw_affordance import EspriRedrawAffordance # noqa: PLC0415
        from ..models.espri_refuse_resonance_recharge_affordance import EspriRefuseResonanceRechargeAffordance # noqa: PLC0415
        from ..models.espri_register_character_affordance import EspriRegisterCharacterAffordance # noqa: PLC0415
        from ..models.espri_remove_harmony_affordance import EspriRemoveHarmonyAffordance # noqa: PLC0415
        from ..models.espri_remove_rupture_gem_affordance import EspriRemoveRuptureGemAffordance # noqa: PLC0415
        from ..models.espri_retire_character_affordance import EspriRetireCharacterAffordance # noqa: PLC0415
        from ..models.espri_save_from_death_affordance import EspriSaveFromDeathAffordance # noqa: PLC0415
        from ..models.espri_set_game_option_affordance import EspriSetGameOptionAffordance # noqa: PLC0415
        from ..models.espri_spend_board_gems_affordance import EspriSpendBoardGemsAffordance # noqa: PLC0415
        from ..models.espri_spend_harmony_affordance import EspriSpendHarmonyAffordance # noqa: PLC0415
        from ..models.espri_spend_harmony_for_prayer_affordance import EspriSpendHarmonyForPrayerAffordance # noqa: PLC0415
        from ..models.espri_start_scenario_affordance import EspriStartScenarioAffordance # noqa: PLC0415
        from ..models.espri_take_rupture_temptation_affordance import EspriTakeRuptureTemptationAffordance # noqa: PLC0415
        from ..models.espri_view import EspriView # noqa: PLC0415
        from ..models.platform_close_game_affordance import PlatformCloseGameAffordance # noqa: PLC0415
        from ..models.waiting import Waiting # noqa: PLC0415
        d = dict(src_dict)
        available = []
        _available = d.pop("available")
        for available_item_data in (_available):
            def _parse_available_item(data: object) -> EspriAddPrayerGemAffordance | EspriAdjustSheetAffordance | EspriAdvanceDayAffordance | EspriApplyGemCaterpillarAffordance | EspriAwardHarmonyAffordance | EspriCancelCallAffordance | EspriChooseSetupPrayersAffordance | EspriChooseShiftAffordance | EspriCompleteSetupAffordance | EspriConfirmResonanceRechargeAffordance | EspriDeclareCallAffordance | EspriDrawGemsAffordance | EspriDrawSetupGemsAffordance | EspriInflictRuptureAffordance | EspriKeepPrayerGemAffordance | EspriPerformCommunionRitualAffordance | EspriPlaceCallGemsAffordance | EspriPlaceExtraGemsAffordance | EspriRechargeResonanceAffordance | EspriRedrawAffordance | EspriRefuseResonanceRechargeAffordance | EspriRegisterCharacterAffordance | EspriRemoveHarmonyAffordance | EspriRemoveRuptureGemAffordance | EspriRetireCharacterAffordance | EspriSaveFromDeathAffordance | EspriSetGameOptionAffordance | EspriSpendBoardGemsAffordance | EspriSpendHarmonyAffordance | EspriSpendHarmonyForPrayerAffordance | EspriStartScenarioAffordance | EspriTakeRuptureTemptationAffordance | PlatformCloseGameAffordance:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_0 = EspriRegisterCharacterAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_1 = EspriDrawSetupGemsAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_2 = EspriChooseSetupPrayersAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_3 = EspriCompleteSetupAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_4 = EspriStartScenarioAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_5 = EspriDeclareCallAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_6 = EspriCancelCallAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_7 = EspriTakeRuptureTemptationAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_8 = EspriDrawGemsAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_9 = EspriRedrawAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_10 = EspriAddPrayerGemAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_11 = EspriPlaceCallGemsAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_12 = EspriPlaceExtraGemsAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_13 = EspriRemoveRuptureGemAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_14 = EspriKeepPrayerGemAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_15 = EspriApplyGemCaterpillarAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_16 = EspriRechargeResonanceAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_17 = EspriAdvanceDayAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_18 = EspriAwardHarmonyAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_19 = EspriRemoveHarmonyAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_20 = EspriInflictRuptureAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_21 = EspriSpendHarmonyForPrayerAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_22 = EspriSaveFromDeathAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_23 = EspriPerformCommunionRitualAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_24 = EspriSetGameOptionAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_25 = EspriAdjustSheetAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_26 = EspriRetireCharacterAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_27 = EspriSpendBoardGemsAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_28 = EspriChooseShiftAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_29 = EspriSpendHarmonyAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_30 = EspriConfirmResonanceRechargeAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_affordance_type_31 = EspriRefuseResonanceRechargeAffordance.from_dict(data)



                    return componentsschemas_espri_affordance_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_espri_affordance_type_32 = PlatformCloseGameAffordance.from_dict(data)



                return componentsschemas_espri_affordance_type_32

            available_item = _parse_available_item(available_item_data)

            available.append(available_item)


        game_id = d.pop("game_id")

        ruleset = EspriStateOutRuleset(d.pop("ruleset"))




        state = EspriView.from_dict(d.pop("state"))




        version = d.pop("version")

        waiting_for = []
        _waiting_for = d.pop("waiting_for")
        for waiting_for_item_data in (_waiting_for):
            waiting_for_item = Waiting.from_dict(waiting_for_item_data)



            waiting_for.append(waiting_for_item)


        espri_state_out = cls(
            available=available,
            game_id=game_id,
            ruleset=ruleset,
            state=state,
            version=version,
            waiting_for=waiting_for,
        )


        espri_state_out.additional_properties = d
        return espri_state_out

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
