from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_event_page_out_ruleset import EspriEventPageOutRuleset
from typing import cast

if TYPE_CHECKING:
  from ..models.espri_call_awaiting_event import EspriCallAwaitingEvent
  from ..models.espri_call_cancelled_event import EspriCallCancelledEvent
  from ..models.espri_call_closed_event import EspriCallClosedEvent
  from ..models.espri_call_declared_event import EspriCallDeclaredEvent
  from ..models.espri_call_gems_chosen_event import EspriCallGemsChosenEvent
  from ..models.espri_call_result_determined_event import EspriCallResultDeterminedEvent
  from ..models.espri_character_registered_event import EspriCharacterRegisteredEvent
  from ..models.espri_character_retired_event import EspriCharacterRetiredEvent
  from ..models.espri_character_saved_from_death_event import EspriCharacterSavedFromDeathEvent
  from ..models.espri_communion_ritual_performed_event import EspriCommunionRitualPerformedEvent
  from ..models.espri_day_advanced_event import EspriDayAdvancedEvent
  from ..models.espri_game_option_set_event import EspriGameOptionSetEvent
  from ..models.espri_gem_moved_event import EspriGemMovedEvent
  from ..models.espri_gem_overflowed_event import EspriGemOverflowedEvent
  from ..models.espri_gem_placed_event import EspriGemPlacedEvent
  from ..models.espri_gems_drawn_event import EspriGemsDrawnEvent
  from ..models.espri_gems_removed_event import EspriGemsRemovedEvent
  from ..models.espri_gems_returned_to_pool_event import EspriGemsReturnedToPoolEvent
  from ..models.espri_harmony_gained_event import EspriHarmonyGainedEvent
  from ..models.espri_harmony_lost_event import EspriHarmonyLostEvent
  from ..models.espri_harmony_spent_event import EspriHarmonySpentEvent
  from ..models.espri_medium_shattered_event import EspriMediumShatteredEvent
  from ..models.espri_nymph_moved_event import EspriNymphMovedEvent
  from ..models.espri_nymph_reached_world_event import EspriNymphReachedWorldEvent
  from ..models.espri_prayer_gem_added_to_call_event import EspriPrayerGemAddedToCallEvent
  from ..models.espri_prayer_gem_kept_event import EspriPrayerGemKeptEvent
  from ..models.espri_prayer_gem_received_event import EspriPrayerGemReceivedEvent
  from ..models.espri_prayer_gem_returned_event import EspriPrayerGemReturnedEvent
  from ..models.espri_prayer_gem_spent_event import EspriPrayerGemSpentEvent
  from ..models.espri_resonance_recharge_refused_event import EspriResonanceRechargeRefusedEvent
  from ..models.espri_resonance_recharge_requested_event import EspriResonanceRechargeRequestedEvent
  from ..models.espri_resonance_recharged_event import EspriResonanceRechargedEvent
  from ..models.espri_resonance_spent_event import EspriResonanceSpentEvent
  from ..models.espri_rupture_gem_removed_event import EspriRuptureGemRemovedEvent
  from ..models.espri_rupture_point_gained_event import EspriRupturePointGainedEvent
  from ..models.espri_rupture_temptation_taken_event import EspriRuptureTemptationTakenEvent
  from ..models.espri_scenario_started_event import EspriScenarioStartedEvent
  from ..models.espri_setup_completed_event import EspriSetupCompletedEvent
  from ..models.espri_setup_gems_drawn_event import EspriSetupGemsDrawnEvent
  from ..models.espri_setup_prayers_chosen_event import EspriSetupPrayersChosenEvent
  from ..models.espri_sheet_adjusted_event import EspriSheetAdjustedEvent
  from ..models.platform_game_closed_event import PlatformGameClosedEvent
  from ..models.platform_game_created_event import PlatformGameCreatedEvent
  from ..models.platform_game_forked_event import PlatformGameForkedEvent
  from ..models.platform_game_imported_event import PlatformGameImportedEvent
  from ..models.platform_redacted_event import PlatformRedactedEvent
  from ..models.platform_seat_joined_event import PlatformSeatJoinedEvent
  from ..models.platform_seat_revoked_event import PlatformSeatRevokedEvent
  from ..models.platform_seat_token_rotated_event import PlatformSeatTokenRotatedEvent





T = TypeVar("T", bound="EspriEventPageOut")



@_attrs_define
class EspriEventPageOut:
    """ A page of the log; pass `next` as `after` for the next page (null: the end).

        Attributes:
            events (list[EspriCallAwaitingEvent | EspriCallCancelledEvent | EspriCallClosedEvent | EspriCallDeclaredEvent |
                EspriCallGemsChosenEvent | EspriCallResultDeterminedEvent | EspriCharacterRegisteredEvent |
                EspriCharacterRetiredEvent | EspriCharacterSavedFromDeathEvent | EspriCommunionRitualPerformedEvent |
                EspriDayAdvancedEvent | EspriGameOptionSetEvent | EspriGemMovedEvent | EspriGemOverflowedEvent |
                EspriGemPlacedEvent | EspriGemsDrawnEvent | EspriGemsRemovedEvent | EspriGemsReturnedToPoolEvent |
                EspriHarmonyGainedEvent | EspriHarmonyLostEvent | EspriHarmonySpentEvent | EspriMediumShatteredEvent |
                EspriNymphMovedEvent | EspriNymphReachedWorldEvent | EspriPrayerGemAddedToCallEvent | EspriPrayerGemKeptEvent |
                EspriPrayerGemReceivedEvent | EspriPrayerGemReturnedEvent | EspriPrayerGemSpentEvent |
                EspriResonanceRechargedEvent | EspriResonanceRechargeRefusedEvent | EspriResonanceRechargeRequestedEvent |
                EspriResonanceSpentEvent | EspriRuptureGemRemovedEvent | EspriRupturePointGainedEvent |
                EspriRuptureTemptationTakenEvent | EspriScenarioStartedEvent | EspriSetupCompletedEvent |
                EspriSetupGemsDrawnEvent | EspriSetupPrayersChosenEvent | EspriSheetAdjustedEvent | PlatformGameClosedEvent |
                PlatformGameCreatedEvent | PlatformGameForkedEvent | PlatformGameImportedEvent | PlatformRedactedEvent |
                PlatformSeatJoinedEvent | PlatformSeatRevokedEvent | PlatformSeatTokenRotatedEvent]): The events of the page,
                oldest first, as this seat may read them.
            next_ (int | None): The `after` to ask for the next page; null at the end.
            ruleset (EspriEventPageOutRuleset): The game's rule system.
            version (int): The game's current version.
     """

    events: list[EspriCallAwaitingEvent | EspriCallCancelledEvent | EspriCallClosedEvent | EspriCallDeclaredEvent | EspriCallGemsChosenEvent | EspriCallResultDeterminedEvent | EspriCharacterRegisteredEvent | EspriCharacterRetiredEvent | EspriCharacterSavedFromDeathEvent | EspriCommunionRitualPerformedEvent | EspriDayAdvancedEvent | EspriGameOptionSetEvent | EspriGemMovedEvent | EspriGemOverflowedEvent | EspriGemPlacedEvent | EspriGemsDrawnEvent | EspriGemsRemovedEvent | EspriGemsReturnedToPoolEvent | EspriHarmonyGainedEvent | EspriHarmonyLostEvent | EspriHarmonySpentEvent | EspriMediumShatteredEvent | EspriNymphMovedEvent | EspriNymphReachedWorldEvent | EspriPrayerGemAddedToCallEvent | EspriPrayerGemKeptEvent | EspriPrayerGemReceivedEvent | EspriPrayerGemReturnedEvent | EspriPrayerGemSpentEvent | EspriResonanceRechargedEvent | EspriResonanceRechargeRefusedEvent | EspriResonanceRechargeRequestedEvent | EspriResonanceSpentEvent | EspriRuptureGemRemovedEvent | EspriRupturePointGainedEvent | EspriRuptureTemptationTakenEvent | EspriScenarioStartedEvent | EspriSetupCompletedEvent | EspriSetupGemsDrawnEvent | EspriSetupPrayersChosenEvent | EspriSheetAdjustedEvent | PlatformGameClosedEvent | PlatformGameCreatedEvent | PlatformGameForkedEvent | PlatformGameImportedEvent | PlatformRedactedEvent | PlatformSeatJoinedEvent | PlatformSeatRevokedEvent | PlatformSeatTokenRotatedEvent]
    next_: int | None
    ruleset: EspriEventPageOutRuleset
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_call_awaiting_event import EspriCallAwaitingEvent # noqa: PLC0415
        from ..models.espri_call_cancelled_event import EspriCallCancelledEvent # noqa: PLC0415
        from ..models.espri_call_closed_event import EspriCallClosedEvent # noqa: PLC0415
        from ..models.espri_call_declared_event import EspriCallDeclaredEvent # noqa: PLC0415
        from ..models.espri_call_gems_chosen_event import EspriCallGemsChosenEvent # noqa: PLC0415
        from ..models.espri_call_result_determined_event import EspriCallResultDeterminedEvent # noqa: PLC0415
        from ..models.espri_character_registered_event import EspriCharacterRegisteredEvent # noqa: PLC0415
        from ..models.espri_character_retired_event import EspriCharacterRetiredEvent # noqa: PLC0415
        from ..models.espri_character_saved_from_death_event import EspriCharacterSavedFromDeathEvent # noqa: PLC0415
        from ..models.espri_communion_ritual_performed_event import EspriCommunionRitualPerformedEvent # noqa: PLC0415
        from ..models.espri_day_advanced_event import EspriDayAdvancedEvent # noqa: PLC0415
        from ..models.espri_game_option_set_event import EspriGameOptionSetEvent # noqa: PLC0415
        from ..models.espri_gem_moved_event import EspriGemMovedEvent # noqa: PLC0415
        from ..models.espri_gem_overflowed_event import EspriGemOverflowedEvent # noqa: PLC0415
        from ..models.espri_gem_placed_event import EspriGemPlacedEvent # noqa: PLC0415
        from ..models.espri_gems_drawn_event import EspriGemsDrawnEvent # noqa: PLC0415
        from ..models.espri_gems_removed_event import EspriGemsRemovedEvent # noqa: PLC0415
        from ..models.espri_gems_returned_to_pool_event import EspriGemsReturnedToPoolEvent # noqa: PLC0415
        from ..models.espri_harmony_gained_event import EspriHarmonyGainedEvent # noqa: PLC0415
        from ..models.espri_harmony_lost_event import EspriHarmonyLostEvent # noqa: PLC0415
        from ..models.espri_harmony_spent_event import EspriHarmonySpentEvent # noqa: PLC0415
        from ..models.espri_medium_shattered_event import EspriMediumShatteredEvent # noqa: PLC0415
        from ..models.espri_nymph_moved_event import EspriNymphMovedEvent # noqa: PLC0415
        from ..models.espri_nymph_reached_world_event import EspriNymphReachedWorldEvent # noqa: PLC0415
        from ..models.espri_prayer_gem_added_to_call_event import EspriPrayerGemAddedToCallEvent # noqa: PLC0415
        from ..models.espri_prayer_gem_kept_event import EspriPrayerGemKeptEvent # noqa: PLC0415
        from ..models.espri_prayer_gem_received_event import EspriPrayerGemReceivedEvent # noqa: PLC0415
        from ..models.espri_prayer_gem_returned_event import EspriPrayerGemReturnedEvent # noqa: PLC0415
        from ..models.espri_prayer_gem_spent_event import EspriPrayerGemSpentEvent # noqa: PLC0415
        from ..models.espri_resonance_recharge_refused_event import EspriResonanceRechargeRefusedEvent # noqa: PLC0415
        from ..models.espri_resonance_recharge_requested_event import EspriResonanceRechargeRequestedEvent # noqa: PLC0415
        from ..models.espri_resonance_recharged_event import EspriResonanceRechargedEvent # noqa: PLC0415
        from ..models.espri_resonance_spent_event import EspriResonanceSpentEvent # noqa: PLC0415
        from ..models.espri_rupture_gem_removed_event import EspriRuptureGemRemovedEvent # noqa: PLC0415
        from ..models.espri_rupture_point_gained_event import EspriRupturePointGainedEvent # noqa: PLC0415
        from ..models.espri_rupture_temptation_taken_event import EspriRuptureTemptationTakenEvent # noqa: PLC0415
        from ..models.espri_scenario_started_event import EspriScenarioStartedEvent # noqa: PLC0415
        from ..models.espri_setup_completed_event import EspriSetupCompletedEvent # noqa: PLC0415
        from ..models.espri_setup_gems_drawn_event import EspriSetupGemsDrawnEvent # noqa: PLC0415
        from ..models.espri_setup_prayers_chosen_event import EspriSetupPrayersChosenEvent # noqa: PLC0415
        from ..models.espri_sheet_adjusted_event import EspriSheetAdjustedEvent # noqa: PLC0415
        from ..models.platform_game_closed_event import PlatformGameClosedEvent # noqa: PLC0415
        from ..models.platform_game_created_event import PlatformGameCreatedEvent # noqa: PLC0415
        from ..models.platform_game_forked_event import PlatformGameForkedEvent # noqa: PLC0415
        from ..models.platform_game_imported_event import PlatformGameImportedEvent # noqa: PLC0415
        from ..models.platform_redacted_event import PlatformRedactedEvent # noqa: PLC0415
        from ..models.platform_seat_joined_event import PlatformSeatJoinedEvent # noqa: PLC0415
        from ..models.platform_seat_revoked_event import PlatformSeatRevokedEvent # noqa: PLC0415
        from ..models.platform_seat_token_rotated_event import PlatformSeatTokenRotatedEvent # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, EspriCharacterRegisteredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriSetupGemsDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriSetupPrayersChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriGemPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriGemOverflowedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriSetupCompletedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriScenarioStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriCallDeclaredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriResonanceSpentEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriCallCancelledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriRuptureTemptationTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriGemsDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriGemsReturnedToPoolEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriPrayerGemAddedToCallEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriCallResultDeterminedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriGemsRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriNymphMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriNymphReachedWorldEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriCallAwaitingEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriPrayerGemKeptEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriRuptureGemRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriGemMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriCallClosedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriResonanceRechargedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriDayAdvancedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriHarmonyGainedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriHarmonyLostEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriHarmonySpentEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriRupturePointGainedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriPrayerGemReceivedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriMediumShatteredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriPrayerGemSpentEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriCharacterSavedFromDeathEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriCommunionRitualPerformedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriGameOptionSetEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriSheetAdjustedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriCharacterRetiredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriCallGemsChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriPrayerGemReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriResonanceRechargeRequestedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EspriResonanceRechargeRefusedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlatformGameCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlatformSeatJoinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlatformGameClosedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlatformGameImportedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlatformGameForkedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlatformSeatRevokedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlatformSeatTokenRotatedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        next_: int | None
        next_ = self.next_

        ruleset = self.ruleset.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "events": events,
            "next": next_,
            "ruleset": ruleset,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_call_awaiting_event import EspriCallAwaitingEvent # noqa: PLC0415
        from ..models.espri_call_cancelled_event import EspriCallCancelledEvent # noqa: PLC0415
        from ..models.espri_call_closed_event import EspriCallClosedEvent # noqa: PLC0415
        from ..models.espri_call_declared_event import EspriCallDeclaredEvent # noqa: PLC0415
        from ..models.espri_call_gems_chosen_event import EspriCallGemsChosenEvent # noqa: PLC0415
        from ..models.espri_call_result_determined_event import EspriCallResultDeterminedEvent # noqa: PLC0415
        from ..models.espri_character_registered_event import EspriCharacterRegisteredEvent # noqa: PLC0415
        from ..models.espri_character_retired_event import EspriCharacterRetiredEvent # noqa: PLC0415
        from ..models.espri_character_saved_from_death_event import EspriCharacterSavedFromDeathEvent # noqa: PLC0415
        from ..models.espri_communion_ritual_performed_event import EspriCommunionRitualPerformedEvent # noqa: PLC0415
        from ..models.espri_day_advanced_event import EspriDayAdvancedEvent # noqa: PLC0415
        from ..models.espri_game_option_set_event import EspriGameOptionSetEvent # noqa: PLC0415
        from ..models.espri_gem_moved_event import EspriGemMovedEvent # noqa: PLC0415
        from ..models.espri_gem_overflowed_event import EspriGemOverflowedEvent # noqa: PLC0415
        from ..models.espri_gem_placed_event import EspriGemPlacedEvent # noqa: PLC0415
        from ..models.espri_gems_drawn_event import EspriGemsDrawnEvent # noqa: PLC0415
        from ..models.espri_gems_removed_event import EspriGemsRemovedEvent # noqa: PLC0415
        from ..models.espri_gems_returned_to_pool_event import EspriGemsReturnedToPoolEvent # noqa: PLC0415
        from ..models.espri_harmony_gained_event import EspriHarmonyGainedEvent # noqa: PLC0415
        from ..models.espri_harmony_lost_event import EspriHarmonyLostEvent # noqa: PLC0415
        from ..models.espri_harmony_spent_event import EspriHarmonySpentEvent # noqa: PLC0415
        from ..models.espri_medium_shattered_event import EspriMediumShatteredEvent # noqa: PLC0415
        from ..models.espri_nymph_moved_event import EspriNymphMovedEvent # noqa: PLC0415
        from ..models.espri_nymph_reached_world_event import EspriNymphReachedWorldEvent # noqa: PLC0415
        from ..models.espri_prayer_gem_added_to_call_event import EspriPrayerGemAddedToCallEvent # noqa: PLC0415
        from ..models.espri_prayer_gem_kept_event import EspriPrayerGemKeptEvent # noqa: PLC0415
        from ..models.espri_prayer_gem_received_event import EspriPrayerGemReceivedEvent # noqa: PLC0415
        from ..models.espri_prayer_gem_returned_event import EspriPrayerGemReturnedEvent # noqa: PLC0415
        from ..models.espri_prayer_gem_spent_event import EspriPrayerGemSpentEvent # noqa: PLC0415
        from ..models.espri_resonance_recharge_refused_event import EspriResonanceRechargeRefusedEvent # noqa: PLC0415
        from ..models.espri_resonance_recharge_requested_event import EspriResonanceRechargeRequestedEvent # noqa: PLC0415
        from ..models.espri_resonance_recharged_event import EspriResonanceRechargedEvent # noqa: PLC0415
        from ..models.espri_resonance_spent_event import EspriResonanceSpentEvent # noqa: PLC0415
        from ..models.espri_rupture_gem_removed_event import EspriRuptureGemRemovedEvent # noqa: PLC0415
        from ..models.espri_rupture_point_gained_event import EspriRupturePointGainedEvent # noqa: PLC0415
        from ..models.espri_rupture_temptation_taken_event import EspriRuptureTemptationTakenEvent # noqa: PLC0415
        from ..models.espri_scenario_started_event import EspriScenarioStartedEvent # noqa: PLC0415
        from ..models.espri_setup_completed_event import EspriSetupCompletedEvent # noqa: PLC0415
        from ..models.espri_setup_gems_drawn_event import EspriSetupGemsDrawnEvent # noqa: PLC0415
        from ..models.espri_setup_prayers_chosen_event import EspriSetupPrayersChosenEvent # noqa: PLC0415
        from ..models.espri_sheet_adjusted_event import EspriSheetAdjustedEvent # noqa: PLC0415
        from ..models.platform_game_closed_event import PlatformGameClosedEvent # noqa: PLC0415
        from ..models.platform_game_created_event import PlatformGameCreatedEvent # noqa: PLC0415
        from ..models.platform_game_forked_event import PlatformGameForkedEvent # noqa: PLC0415
        from ..models.platform_game_imported_event import PlatformGameImportedEvent # noqa: PLC0415
        from ..models.platform_redacted_event import PlatformRedactedEvent # noqa: PLC0415
        from ..models.platform_seat_joined_event import PlatformSeatJoinedEvent # noqa: PLC0415
        from ..models.platform_seat_revoked_event import PlatformSeatRevokedEvent # noqa: PLC0415
        from ..models.platform_seat_token_rotated_event import PlatformSeatTokenRotatedEvent # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> EspriCallAwaitingEvent | EspriCallCancelledEvent | EspriCallClosedEvent | EspriCallDeclaredEvent | EspriCallGemsChosenEvent | EspriCallResultDeterminedEvent | EspriCharacterRegisteredEvent | EspriCharacterRetiredEvent | EspriCharacterSavedFromDeathEvent | EspriCommunionRitualPerformedEvent | EspriDayAdvancedEvent | EspriGameOptionSetEvent | EspriGemMovedEvent | EspriGemOverflowedEvent | EspriGemPlacedEvent | EspriGemsDrawnEvent | EspriGemsRemovedEvent | EspriGemsReturnedToPoolEvent | EspriHarmonyGainedEvent | EspriHarmonyLostEvent | EspriHarmonySpentEvent | EspriMediumShatteredEvent | EspriNymphMovedEvent | EspriNymphReachedWorldEvent | EspriPrayerGemAddedToCallEvent | EspriPrayerGemKeptEvent | EspriPrayerGemReceivedEvent | EspriPrayerGemReturnedEvent | EspriPrayerGemSpentEvent | EspriResonanceRechargedEvent | EspriResonanceRechargeRefusedEvent | EspriResonanceRechargeRequestedEvent | EspriResonanceSpentEvent | EspriRuptureGemRemovedEvent | EspriRupturePointGainedEvent | EspriRuptureTemptationTakenEvent | EspriScenarioStartedEvent | EspriSetupCompletedEvent | EspriSetupGemsDrawnEvent | EspriSetupPrayersChosenEvent | EspriSheetAdjustedEvent | PlatformGameClosedEvent | PlatformGameCreatedEvent | PlatformGameForkedEvent | PlatformGameImportedEvent | PlatformRedactedEvent | PlatformSeatJoinedEvent | PlatformSeatRevokedEvent | PlatformSeatTokenRotatedEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_0 = EspriCharacterRegisteredEvent.from_dict(data)



                    return componentsschemas_espri_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_1 = EspriSetupGemsDrawnEvent.from_dict(data)



                    return componentsschemas_espri_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_2 = EspriSetupPrayersChosenEvent.from_dict(data)



                    return componentsschemas_espri_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_3 = EspriGemPlacedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_4 = EspriGemOverflowedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_5 = EspriSetupCompletedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_6 = EspriScenarioStartedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_7 = EspriCallDeclaredEvent.from_dict(data)



                    return componentsschemas_espri_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_8 = EspriResonanceSpentEvent.from_dict(data)



                    return componentsschemas_espri_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_9 = EspriCallCancelledEvent.from_dict(data)



                    return componentsschemas_espri_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_10 = EspriRuptureTemptationTakenEvent.from_dict(data)



                    return componentsschemas_espri_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_11 = EspriGemsDrawnEvent.from_dict(data)



                    return componentsschemas_espri_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_12 = EspriGemsReturnedToPoolEvent.from_dict(data)



                    return componentsschemas_espri_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_13 = EspriPrayerGemAddedToCallEvent.from_dict(data)



                    return componentsschemas_espri_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_14 = EspriCallResultDeterminedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_15 = EspriGemsRemovedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_16 = EspriNymphMovedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_17 = EspriNymphReachedWorldEvent.from_dict(data)



                    return componentsschemas_espri_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_18 = EspriCallAwaitingEvent.from_dict(data)



                    return componentsschemas_espri_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_19 = EspriPrayerGemKeptEvent.from_dict(data)



                    return componentsschemas_espri_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_20 = EspriRuptureGemRemovedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_21 = EspriGemMovedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_22 = EspriCallClosedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_23 = EspriResonanceRechargedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_24 = EspriDayAdvancedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_25 = EspriHarmonyGainedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_26 = EspriHarmonyLostEvent.from_dict(data)



                    return componentsschemas_espri_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_27 = EspriHarmonySpentEvent.from_dict(data)



                    return componentsschemas_espri_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_28 = EspriRupturePointGainedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_29 = EspriPrayerGemReceivedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_30 = EspriMediumShatteredEvent.from_dict(data)



                    return componentsschemas_espri_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_31 = EspriPrayerGemSpentEvent.from_dict(data)



                    return componentsschemas_espri_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_32 = EspriCharacterSavedFromDeathEvent.from_dict(data)



                    return componentsschemas_espri_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_33 = EspriCommunionRitualPerformedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_34 = EspriGameOptionSetEvent.from_dict(data)



                    return componentsschemas_espri_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_35 = EspriSheetAdjustedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_36 = EspriCharacterRetiredEvent.from_dict(data)



                    return componentsschemas_espri_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_37 = EspriCallGemsChosenEvent.from_dict(data)



                    return componentsschemas_espri_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_38 = EspriPrayerGemReturnedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_39 = EspriResonanceRechargeRequestedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_40 = EspriResonanceRechargeRefusedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_41 = PlatformGameCreatedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_42 = PlatformSeatJoinedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_43 = PlatformGameClosedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_44 = PlatformGameImportedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_45 = PlatformGameForkedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_46 = PlatformSeatRevokedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_espri_event_type_47 = PlatformSeatTokenRotatedEvent.from_dict(data)



                    return componentsschemas_espri_event_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_espri_event_type_48 = PlatformRedactedEvent.from_dict(data)



                return componentsschemas_espri_event_type_48

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        def _parse_next_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_ = _parse_next_(d.pop("next"))


        ruleset = EspriEventPageOutRuleset(d.pop("ruleset"))




        version = d.pop("version")

        espri_event_page_out = cls(
            events=events,
            next_=next_,
            ruleset=ruleset,
            version=version,
        )


        espri_event_page_out.additional_properties = d
        return espri_event_page_out

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
