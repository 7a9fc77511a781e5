from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_command_out_ruleset import ArdriCommandOutRuleset
from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_action_rolled_event import ArdriActionRolledEvent
  from ..models.ardri_character_registered_event import ArdriCharacterRegisteredEvent
  from ..models.ardri_character_sheet_updated_event import ArdriCharacterSheetUpdatedEvent
  from ..models.ardri_concurrence_cancelled_event import ArdriConcurrenceCancelledEvent
  from ..models.ardri_concurrence_opened_event import ArdriConcurrenceOpenedEvent
  from ..models.ardri_concurrence_resolved_event import ArdriConcurrenceResolvedEvent
  from ..models.ardri_concurrence_rolled_event import ArdriConcurrenceRolledEvent
  from ..models.ardri_game_initialized_event import ArdriGameInitializedEvent
  from ..models.ardri_murphy_success_stored_event import ArdriMurphySuccessStoredEvent
  from ..models.ardri_murphy_success_used_event import ArdriMurphySuccessUsedEvent
  from ..models.ardri_murphy_support_given_event import ArdriMurphySupportGivenEvent
  from ..models.ardri_session_ended_event import ArdriSessionEndedEvent
  from ..models.ardri_session_roster_changed_event import ArdriSessionRosterChangedEvent
  from ..models.ardri_session_started_event import ArdriSessionStartedEvent
  from ..models.ardri_surplus_success_given_event import ArdriSurplusSuccessGivenEvent
  from ..models.platform_game_closed_event import PlatformGameClosedEvent
  from ..models.platform_game_created_event import PlatformGameCreatedEvent
  from ..models.platform_game_forked_event import PlatformGameForkedEvent
  from ..models.platform_game_imported_event import PlatformGameImportedEvent
  from ..models.platform_redacted_event import PlatformRedactedEvent
  from ..models.platform_seat_joined_event import PlatformSeatJoinedEvent
  from ..models.platform_seat_revoked_event import PlatformSeatRevokedEvent
  from ..models.platform_seat_token_rotated_event import PlatformSeatTokenRotatedEvent





T = TypeVar("T", bound="ArdriCommandOut")



@_attrs_define
class ArdriCommandOut:
    """ A command's outcome: the new version and its events.

        Attributes:
            events (list[ArdriActionRolledEvent | ArdriCharacterRegisteredEvent | ArdriCharacterSheetUpdatedEvent |
                ArdriConcurrenceCancelledEvent | ArdriConcurrenceOpenedEvent | ArdriConcurrenceResolvedEvent |
                ArdriConcurrenceRolledEvent | ArdriGameInitializedEvent | ArdriMurphySuccessStoredEvent |
                ArdriMurphySuccessUsedEvent | ArdriMurphySupportGivenEvent | ArdriSessionEndedEvent |
                ArdriSessionRosterChangedEvent | ArdriSessionStartedEvent | ArdriSurplusSuccessGivenEvent |
                PlatformGameClosedEvent | PlatformGameCreatedEvent | PlatformGameForkedEvent | PlatformGameImportedEvent |
                PlatformRedactedEvent | PlatformSeatJoinedEvent | PlatformSeatRevokedEvent | PlatformSeatTokenRotatedEvent]):
                The events the command caused, in order, as this seat may read them.
            game_id (str): The game the answer is about (its `game_id` in paths).
            narration (list[str]): The log lines of these events for this seat, in the request's language.
            ruleset (ArdriCommandOutRuleset): The game's rule system.
            version (int): The game's version after the command (its last event's).
     """

    events: list[ArdriActionRolledEvent | ArdriCharacterRegisteredEvent | ArdriCharacterSheetUpdatedEvent | ArdriConcurrenceCancelledEvent | ArdriConcurrenceOpenedEvent | ArdriConcurrenceResolvedEvent | ArdriConcurrenceRolledEvent | ArdriGameInitializedEvent | ArdriMurphySuccessStoredEvent | ArdriMurphySuccessUsedEvent | ArdriMurphySupportGivenEvent | ArdriSessionEndedEvent | ArdriSessionRosterChangedEvent | ArdriSessionStartedEvent | ArdriSurplusSuccessGivenEvent | PlatformGameClosedEvent | PlatformGameCreatedEvent | PlatformGameForkedEvent | PlatformGameImportedEvent | PlatformRedactedEvent | PlatformSeatJoinedEvent | PlatformSeatRevokedEvent | PlatformSeatTokenRotatedEvent]
    game_id: str
    narration: list[str]
    ruleset: ArdriCommandOutRuleset
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_action_rolled_event import ArdriActionRolledEvent # noqa: PLC0415
        from ..models.ardri_character_registered_event import ArdriCharacterRegisteredEvent # noqa: PLC0415
        from ..models.ardri_character_sheet_updated_event import ArdriCharacterSheetUpdatedEvent # noqa: PLC0415
        from ..models.ardri_concurrence_cancelled_event import ArdriConcurrenceCancelledEvent # noqa: PLC0415
        from ..models.ardri_concurrence_opened_event import ArdriConcurrenceOpenedEvent # noqa: PLC0415
        from ..models.ardri_concurrence_resolved_event import ArdriConcurrenceResolvedEvent # noqa: PLC0415
        from ..models.ardri_concurrence_rolled_event import ArdriConcurrenceRolledEvent # noqa: PLC0415
        from ..models.ardri_game_initialized_event import ArdriGameInitializedEvent # noqa: PLC0415
        from ..models.ardri_murphy_success_stored_event import ArdriMurphySuccessStoredEvent # noqa: PLC0415
        from ..models.ardri_murphy_success_used_event import ArdriMurphySuccessUsedEvent # noqa: PLC0415
        from ..models.ardri_murphy_support_given_event import ArdriMurphySupportGivenEvent # noqa: PLC0415
        from ..models.ardri_session_ended_event import ArdriSessionEndedEvent # noqa: PLC0415
        from ..models.ardri_session_roster_changed_event import ArdriSessionRosterChangedEvent # noqa: PLC0415
        from ..models.ardri_session_started_event import ArdriSessionStartedEvent # noqa: PLC0415
        from ..models.ardri_surplus_success_given_event import ArdriSurplusSuccessGivenEvent # noqa: PLC0415
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
            if isinstance(events_item_data, ArdriGameInitializedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ArdriCharacterRegisteredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ArdriCharacterSheetUpdatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ArdriSessionStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ArdriSessionRosterChangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ArdriActionRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ArdriMurphySuccessStoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ArdriMurphySuccessUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ArdriSurplusSuccessGivenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ArdriMurphySupportGivenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ArdriConcurrenceOpenedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ArdriConcurrenceRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ArdriConcurrenceResolvedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ArdriConcurrenceCancelledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ArdriSessionEndedEvent):
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



        game_id = self.game_id

        narration = self.narration



        ruleset = self.ruleset.value

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "events": events,
            "game_id": game_id,
            "narration": narration,
            "ruleset": ruleset,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_action_rolled_event import ArdriActionRolledEvent # noqa: PLC0415
        from ..models.ardri_character_registered_event import ArdriCharacterRegisteredEvent # noqa: PLC0415
        from ..models.ardri_character_sheet_updated_event import ArdriCharacterSheetUpdatedEvent # noqa: PLC0415
        from ..models.ardri_concurrence_cancelled_event import ArdriConcurrenceCancelledEvent # noqa: PLC0415
        from ..models.ardri_concurrence_opened_event import ArdriConcurrenceOpenedEvent # noqa: PLC0415
        from ..models.ardri_concurrence_resolved_event import ArdriConcurrenceResolvedEvent # noqa: PLC0415
        from ..models.ardri_concurrence_rolled_event import ArdriConcurrenceRolledEvent # noqa: PLC0415
        from ..models.ardri_game_initialized_event import ArdriGameInitializedEvent # noqa: PLC0415
        from ..models.ardri_murphy_success_stored_event import ArdriMurphySuccessStoredEvent # noqa: PLC0415
        from ..models.ardri_murphy_success_used_event import ArdriMurphySuccessUsedEvent # noqa: PLC0415
        from ..models.ardri_murphy_support_given_event import ArdriMurphySupportGivenEvent # noqa: PLC0415
        from ..models.ardri_session_ended_event import ArdriSessionEndedEvent # noqa: PLC0415
        from ..models.ardri_session_roster_changed_event import ArdriSessionRosterChangedEvent # noqa: PLC0415
        from ..models.ardri_session_started_event import ArdriSessionStartedEvent # noqa: PLC0415
        from ..models.ardri_surplus_success_given_event import ArdriSurplusSuccessGivenEvent # noqa: PLC0415
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
            def _parse_events_item(data: object) -> ArdriActionRolledEvent | ArdriCharacterRegisteredEvent | ArdriCharacterSheetUpdatedEvent | ArdriConcurrenceCancelledEvent | ArdriConcurrenceOpenedEvent | ArdriConcurrenceResolvedEvent | ArdriConcurrenceRolledEvent | ArdriGameInitializedEvent | ArdriMurphySuccessStoredEvent | ArdriMurphySuccessUsedEvent | ArdriMurphySupportGivenEvent | ArdriSessionEndedEvent | ArdriSessionRosterChangedEvent | ArdriSessionStartedEvent | ArdriSurplusSuccessGivenEvent | PlatformGameClosedEvent | PlatformGameCreatedEvent | PlatformGameForkedEvent | PlatformGameImportedEvent | PlatformRedactedEvent | PlatformSeatJoinedEvent | PlatformSeatRevokedEvent | PlatformSeatTokenRotatedEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_0 = ArdriGameInitializedEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_1 = ArdriCharacterRegisteredEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_2 = ArdriCharacterSheetUpdatedEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_3 = ArdriSessionStartedEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_4 = ArdriSessionRosterChangedEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_5 = ArdriActionRolledEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_6 = ArdriMurphySuccessStoredEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_7 = ArdriMurphySuccessUsedEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_8 = ArdriSurplusSuccessGivenEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_9 = ArdriMurphySupportGivenEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_10 = ArdriConcurrenceOpenedEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_11 = ArdriConcurrenceRolledEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_12 = ArdriConcurrenceResolvedEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_13 = ArdriConcurrenceCancelledEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_14 = ArdriSessionEndedEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_15 = PlatformGameCreatedEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_16 = PlatformSeatJoinedEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_17 = PlatformGameClosedEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_18 = PlatformGameImportedEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_19 = PlatformGameForkedEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_20 = PlatformSeatRevokedEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_event_type_21 = PlatformSeatTokenRotatedEvent.from_dict(data)



                    return componentsschemas_ardri_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ardri_event_type_22 = PlatformRedactedEvent.from_dict(data)



                return componentsschemas_ardri_event_type_22

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        game_id = d.pop("game_id")

        narration = cast(list[str], d.pop("narration"))


        ruleset = ArdriCommandOutRuleset(d.pop("ruleset"))




        version = d.pop("version")

        ardri_command_out = cls(
            events=events,
            game_id=game_id,
            narration=narration,
            ruleset=ruleset,
            version=version,
        )


        ardri_command_out.additional_properties = d
        return ardri_command_out

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
