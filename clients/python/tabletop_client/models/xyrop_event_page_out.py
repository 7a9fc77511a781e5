from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_event_page_out_ruleset import XyropEventPageOutRuleset
from typing import cast

if TYPE_CHECKING:
  from ..models.platform_game_closed_event import PlatformGameClosedEvent
  from ..models.platform_game_created_event import PlatformGameCreatedEvent
  from ..models.platform_game_forked_event import PlatformGameForkedEvent
  from ..models.platform_game_imported_event import PlatformGameImportedEvent
  from ..models.platform_redacted_event import PlatformRedactedEvent
  from ..models.platform_seat_joined_event import PlatformSeatJoinedEvent
  from ..models.platform_seat_revoked_event import PlatformSeatRevokedEvent
  from ..models.platform_seat_token_rotated_event import PlatformSeatTokenRotatedEvent
  from ..models.xyrop_action_rolled_event import XyropActionRolledEvent
  from ..models.xyrop_adventure_ended_event import XyropAdventureEndedEvent
  from ..models.xyrop_asset_created_event import XyropAssetCreatedEvent
  from ..models.xyrop_asset_stepped_event import XyropAssetSteppedEvent
  from ..models.xyrop_character_registered_event import XyropCharacterRegisteredEvent
  from ..models.xyrop_character_sheet_amended_event import XyropCharacterSheetAmendedEvent
  from ..models.xyrop_complication_created_event import XyropComplicationCreatedEvent
  from ..models.xyrop_contest_cancelled_event import XyropContestCancelledEvent
  from ..models.xyrop_contest_effect_applied_event import XyropContestEffectAppliedEvent
  from ..models.xyrop_contest_rescored_event import XyropContestRescoredEvent
  from ..models.xyrop_destiny_changed_event import XyropDestinyChangedEvent
  from ..models.xyrop_element_stepped_event import XyropElementSteppedEvent
  from ..models.xyrop_experience_swap_applied_event import XyropExperienceSwapAppliedEvent
  from ..models.xyrop_extra_dice_kept_event import XyropExtraDiceKeptEvent
  from ..models.xyrop_game_initialized_event import XyropGameInitializedEvent
  from ..models.xyrop_gm_ones_exploited_event import XyropGmOnesExploitedEvent
  from ..models.xyrop_milestone_advance_applied_event import XyropMilestoneAdvanceAppliedEvent
  from ..models.xyrop_opportunity_triggered_event import XyropOpportunityTriggeredEvent
  from ..models.xyrop_opposition_rolled_event import XyropOppositionRolledEvent
  from ..models.xyrop_player_one_exploited_event import XyropPlayerOneExploitedEvent
  from ..models.xyrop_scene_advanced_event import XyropSceneAdvancedEvent
  from ..models.xyrop_session_ended_event import XyropSessionEndedEvent
  from ..models.xyrop_session_roster_changed_event import XyropSessionRosterChangedEvent
  from ..models.xyrop_session_started_event import XyropSessionStartedEvent
  from ..models.xyrop_situation_created_event import XyropSituationCreatedEvent
  from ..models.xyrop_stress_stepped_event import XyropStressSteppedEvent
  from ..models.xyrop_treasure_stepped_event import XyropTreasureSteppedEvent





T = TypeVar("T", bound="XyropEventPageOut")



@_attrs_define
class XyropEventPageOut:
    """ A page of the log; pass `next` as `after` for the next page (null: the end).

        Attributes:
            events (list[PlatformGameClosedEvent | PlatformGameCreatedEvent | PlatformGameForkedEvent |
                PlatformGameImportedEvent | PlatformRedactedEvent | PlatformSeatJoinedEvent | PlatformSeatRevokedEvent |
                PlatformSeatTokenRotatedEvent | XyropActionRolledEvent | XyropAdventureEndedEvent | XyropAssetCreatedEvent |
                XyropAssetSteppedEvent | XyropCharacterRegisteredEvent | XyropCharacterSheetAmendedEvent |
                XyropComplicationCreatedEvent | XyropContestCancelledEvent | XyropContestEffectAppliedEvent |
                XyropContestRescoredEvent | XyropDestinyChangedEvent | XyropElementSteppedEvent |
                XyropExperienceSwapAppliedEvent | XyropExtraDiceKeptEvent | XyropGameInitializedEvent |
                XyropGmOnesExploitedEvent | XyropMilestoneAdvanceAppliedEvent | XyropOpportunityTriggeredEvent |
                XyropOppositionRolledEvent | XyropPlayerOneExploitedEvent | XyropSceneAdvancedEvent | XyropSessionEndedEvent |
                XyropSessionRosterChangedEvent | XyropSessionStartedEvent | XyropSituationCreatedEvent | XyropStressSteppedEvent
                | XyropTreasureSteppedEvent]): The events of the page, oldest first, as this seat may read them.
            next_ (int | None): The `after` to ask for the next page; null at the end.
            ruleset (XyropEventPageOutRuleset): The game's rule system.
            version (int): The game's current version.
     """

    events: list[PlatformGameClosedEvent | PlatformGameCreatedEvent | PlatformGameForkedEvent | PlatformGameImportedEvent | PlatformRedactedEvent | PlatformSeatJoinedEvent | PlatformSeatRevokedEvent | PlatformSeatTokenRotatedEvent | XyropActionRolledEvent | XyropAdventureEndedEvent | XyropAssetCreatedEvent | XyropAssetSteppedEvent | XyropCharacterRegisteredEvent | XyropCharacterSheetAmendedEvent | XyropComplicationCreatedEvent | XyropContestCancelledEvent | XyropContestEffectAppliedEvent | XyropContestRescoredEvent | XyropDestinyChangedEvent | XyropElementSteppedEvent | XyropExperienceSwapAppliedEvent | XyropExtraDiceKeptEvent | XyropGameInitializedEvent | XyropGmOnesExploitedEvent | XyropMilestoneAdvanceAppliedEvent | XyropOpportunityTriggeredEvent | XyropOppositionRolledEvent | XyropPlayerOneExploitedEvent | XyropSceneAdvancedEvent | XyropSessionEndedEvent | XyropSessionRosterChangedEvent | XyropSessionStartedEvent | XyropSituationCreatedEvent | XyropStressSteppedEvent | XyropTreasureSteppedEvent]
    next_: int | None
    ruleset: XyropEventPageOutRuleset
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.platform_game_closed_event import PlatformGameClosedEvent # noqa: PLC0415
        from ..models.platform_game_created_event import PlatformGameCreatedEvent # noqa: PLC0415
        from ..models.platform_game_forked_event import PlatformGameForkedEvent # noqa: PLC0415
        from ..models.platform_game_imported_event import PlatformGameImportedEvent # noqa: PLC0415
        from ..models.platform_redacted_event import PlatformRedactedEvent # noqa: PLC0415
        from ..models.platform_seat_joined_event import PlatformSeatJoinedEvent # noqa: PLC0415
        from ..models.platform_seat_revoked_event import PlatformSeatRevokedEvent # noqa: PLC0415
        from ..models.platform_seat_token_rotated_event import PlatformSeatTokenRotatedEvent # noqa: PLC0415
        from ..models.xyrop_action_rolled_event import XyropActionRolledEvent # noqa: PLC0415
        from ..models.xyrop_adventure_ended_event import XyropAdventureEndedEvent # noqa: PLC0415
        from ..models.xyrop_asset_created_event import XyropAssetCreatedEvent # noqa: PLC0415
        from ..models.xyrop_asset_stepped_event import XyropAssetSteppedEvent # noqa: PLC0415
        from ..models.xyrop_character_registered_event import XyropCharacterRegisteredEvent # noqa: PLC0415
        from ..models.xyrop_character_sheet_amended_event import XyropCharacterSheetAmendedEvent # noqa: PLC0415
        from ..models.xyrop_complication_created_event import XyropComplicationCreatedEvent # noqa: PLC0415
        from ..models.xyrop_contest_cancelled_event import XyropContestCancelledEvent # noqa: PLC0415
        from ..models.xyrop_contest_effect_applied_event import XyropContestEffectAppliedEvent # noqa: PLC0415
        from ..models.xyrop_contest_rescored_event import XyropContestRescoredEvent # noqa: PLC0415
        from ..models.xyrop_destiny_changed_event import XyropDestinyChangedEvent # noqa: PLC0415
        from ..models.xyrop_element_stepped_event import XyropElementSteppedEvent # noqa: PLC0415
        from ..models.xyrop_experience_swap_applied_event import XyropExperienceSwapAppliedEvent # noqa: PLC0415
        from ..models.xyrop_extra_dice_kept_event import XyropExtraDiceKeptEvent # noqa: PLC0415
        from ..models.xyrop_game_initialized_event import XyropGameInitializedEvent # noqa: PLC0415
        from ..models.xyrop_gm_ones_exploited_event import XyropGmOnesExploitedEvent # noqa: PLC0415
        from ..models.xyrop_milestone_advance_applied_event import XyropMilestoneAdvanceAppliedEvent # noqa: PLC0415
        from ..models.xyrop_opportunity_triggered_event import XyropOpportunityTriggeredEvent # noqa: PLC0415
        from ..models.xyrop_opposition_rolled_event import XyropOppositionRolledEvent # noqa: PLC0415
        from ..models.xyrop_player_one_exploited_event import XyropPlayerOneExploitedEvent # noqa: PLC0415
        from ..models.xyrop_scene_advanced_event import XyropSceneAdvancedEvent # noqa: PLC0415
        from ..models.xyrop_session_ended_event import XyropSessionEndedEvent # noqa: PLC0415
        from ..models.xyrop_session_roster_changed_event import XyropSessionRosterChangedEvent # noqa: PLC0415
        from ..models.xyrop_session_started_event import XyropSessionStartedEvent # noqa: PLC0415
        from ..models.xyrop_situation_created_event import XyropSituationCreatedEvent # noqa: PLC0415
        from ..models.xyrop_stress_stepped_event import XyropStressSteppedEvent # noqa: PLC0415
        from ..models.xyrop_treasure_stepped_event import XyropTreasureSteppedEvent # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, XyropGameInitializedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropCharacterRegisteredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropCharacterSheetAmendedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropSessionStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropSessionRosterChangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropSceneAdvancedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropActionRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropOppositionRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropContestCancelledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropContestEffectAppliedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropStressSteppedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropElementSteppedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropSituationCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropComplicationCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropOpportunityTriggeredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropPlayerOneExploitedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropGmOnesExploitedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropDestinyChangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropAssetCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropAssetSteppedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropSessionEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropAdventureEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropExperienceSwapAppliedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropMilestoneAdvanceAppliedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropExtraDiceKeptEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropContestRescoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, XyropTreasureSteppedEvent):
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
        from ..models.platform_game_closed_event import PlatformGameClosedEvent # noqa: PLC0415
        from ..models.platform_game_created_event import PlatformGameCreatedEvent # noqa: PLC0415
        from ..models.platform_game_forked_event import PlatformGameForkedEvent # noqa: PLC0415
        from ..models.platform_game_imported_event import PlatformGameImportedEvent # noqa: PLC0415
        from ..models.platform_redacted_event import PlatformRedactedEvent # noqa: PLC0415
        from ..models.platform_seat_joined_event import PlatformSeatJoinedEvent # noqa: PLC0415
        from ..models.platform_seat_revoked_event import PlatformSeatRevokedEvent # noqa: PLC0415
        from ..models.platform_seat_token_rotated_event import PlatformSeatTokenRotatedEvent # noqa: PLC0415
        from ..models.xyrop_action_rolled_event import XyropActionRolledEvent # noqa: PLC0415
        from ..models.xyrop_adventure_ended_event import XyropAdventureEndedEvent # noqa: PLC0415
        from ..models.xyrop_asset_created_event import XyropAssetCreatedEvent # noqa: PLC0415
        from ..models.xyrop_asset_stepped_event import XyropAssetSteppedEvent # noqa: PLC0415
        from ..models.xyrop_character_registered_event import XyropCharacterRegisteredEvent # noqa: PLC0415
        from ..models.xyrop_character_sheet_amended_event import XyropCharacterSheetAmendedEvent # noqa: PLC0415
        from ..models.xyrop_complication_created_event import XyropComplicationCreatedEvent # noqa: PLC0415
        from ..models.xyrop_contest_cancelled_event import XyropContestCancelledEvent # noqa: PLC0415
        from ..models.xyrop_contest_effect_applied_event import XyropContestEffectAppliedEvent # noqa: PLC0415
        from ..models.xyrop_contest_rescored_event import XyropContestRescoredEvent # noqa: PLC0415
        from ..models.xyrop_destiny_changed_event import XyropDestinyChangedEvent # noqa: PLC0415
        from ..models.xyrop_element_stepped_event import XyropElementSteppedEvent # noqa: PLC0415
        from ..models.xyrop_experience_swap_applied_event import XyropExperienceSwapAppliedEvent # noqa: PLC0415
        from ..models.xyrop_extra_dice_kept_event import XyropExtraDiceKeptEvent # noqa: PLC0415
        from ..models.xyrop_game_initialized_event import XyropGameInitializedEvent # noqa: PLC0415
        from ..models.xyrop_gm_ones_exploited_event import XyropGmOnesExploitedEvent # noqa: PLC0415
        from ..models.xyrop_milestone_advance_applied_event import XyropMilestoneAdvanceAppliedEvent # noqa: PLC0415
        from ..models.xyrop_opportunity_triggered_event import XyropOpportunityTriggeredEvent # noqa: PLC0415
        from ..models.xyrop_opposition_rolled_event import XyropOppositionRolledEvent # noqa: PLC0415
        from ..models.xyrop_player_one_exploited_event import XyropPlayerOneExploitedEvent # noqa: PLC0415
        from ..models.xyrop_scene_advanced_event import XyropSceneAdvancedEvent # noqa: PLC0415
        from ..models.xyrop_session_ended_event import XyropSessionEndedEvent # noqa: PLC0415
        from ..models.xyrop_session_roster_changed_event import XyropSessionRosterChangedEvent # noqa: PLC0415
        from ..models.xyrop_session_started_event import XyropSessionStartedEvent # noqa: PLC0415
        from ..models.xyrop_situation_created_event import XyropSituationCreatedEvent # noqa: PLC0415
        from ..models.xyrop_stress_stepped_event import XyropStressSteppedEvent # noqa: PLC0415
        from ..models.xyrop_treasure_stepped_event import XyropTreasureSteppedEvent # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> PlatformGameClosedEvent | PlatformGameCreatedEvent | PlatformGameForkedEvent | PlatformGameImportedEvent | PlatformRedactedEvent | PlatformSeatJoinedEvent | PlatformSeatRevokedEvent | PlatformSeatTokenRotatedEvent | XyropActionRolledEvent | XyropAdventureEndedEvent | XyropAssetCreatedEvent | XyropAssetSteppedEvent | XyropCharacterRegisteredEvent | XyropCharacterSheetAmendedEvent | XyropComplicationCreatedEvent | XyropContestCancelledEvent | XyropContestEffectAppliedEvent | XyropContestRescoredEvent | XyropDestinyChangedEvent | XyropElementSteppedEvent | XyropExperienceSwapAppliedEvent | XyropExtraDiceKeptEvent | XyropGameInitializedEvent | XyropGmOnesExploitedEvent | XyropMilestoneAdvanceAppliedEvent | XyropOpportunityTriggeredEvent | XyropOppositionRolledEvent | XyropPlayerOneExploitedEvent | XyropSceneAdvancedEvent | XyropSessionEndedEvent | XyropSessionRosterChangedEvent | XyropSessionStartedEvent | XyropSituationCreatedEvent | XyropStressSteppedEvent | XyropTreasureSteppedEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_0 = XyropGameInitializedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_1 = XyropCharacterRegisteredEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_2 = XyropCharacterSheetAmendedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_3 = XyropSessionStartedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_4 = XyropSessionRosterChangedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_5 = XyropSceneAdvancedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_6 = XyropActionRolledEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_7 = XyropOppositionRolledEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_8 = XyropContestCancelledEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_9 = XyropContestEffectAppliedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_10 = XyropStressSteppedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_11 = XyropElementSteppedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_12 = XyropSituationCreatedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_13 = XyropComplicationCreatedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_14 = XyropOpportunityTriggeredEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_15 = XyropPlayerOneExploitedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_16 = XyropGmOnesExploitedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_17 = XyropDestinyChangedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_18 = XyropAssetCreatedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_19 = XyropAssetSteppedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_20 = XyropSessionEndedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_21 = XyropAdventureEndedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_22 = XyropExperienceSwapAppliedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_23 = XyropMilestoneAdvanceAppliedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_24 = XyropExtraDiceKeptEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_25 = XyropContestRescoredEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_26 = XyropTreasureSteppedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_27 = PlatformGameCreatedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_28 = PlatformSeatJoinedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_29 = PlatformGameClosedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_30 = PlatformGameImportedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_31 = PlatformGameForkedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_32 = PlatformSeatRevokedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_xyrop_event_type_33 = PlatformSeatTokenRotatedEvent.from_dict(data)



                    return componentsschemas_xyrop_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_xyrop_event_type_34 = PlatformRedactedEvent.from_dict(data)



                return componentsschemas_xyrop_event_type_34

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        def _parse_next_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_ = _parse_next_(d.pop("next"))


        ruleset = XyropEventPageOutRuleset(d.pop("ruleset"))




        version = d.pop("version")

        xyrop_event_page_out = cls(
            events=events,
            next_=next_,
            ruleset=ruleset,
            version=version,
        )


        xyrop_event_page_out.additional_properties = d
        return xyrop_event_page_out

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
