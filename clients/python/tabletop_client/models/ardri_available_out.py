from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_available_out_ruleset import ArdriAvailableOutRuleset
from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_cancel_concurrence_affordance import ArdriCancelConcurrenceAffordance
  from ..models.ardri_change_session_roster_affordance import ArdriChangeSessionRosterAffordance
  from ..models.ardri_end_session_affordance import ArdriEndSessionAffordance
  from ..models.ardri_give_surplus_success_affordance import ArdriGiveSurplusSuccessAffordance
  from ..models.ardri_offer_murphy_support_affordance import ArdriOfferMurphySupportAffordance
  from ..models.ardri_open_concurrence_affordance import ArdriOpenConcurrenceAffordance
  from ..models.ardri_register_character_affordance import ArdriRegisterCharacterAffordance
  from ..models.ardri_roll_action_affordance import ArdriRollActionAffordance
  from ..models.ardri_roll_concurrence_affordance import ArdriRollConcurrenceAffordance
  from ..models.ardri_start_session_affordance import ArdriStartSessionAffordance
  from ..models.ardri_store_murphy_success_affordance import ArdriStoreMurphySuccessAffordance
  from ..models.ardri_update_character_sheet_affordance import ArdriUpdateCharacterSheetAffordance
  from ..models.ardri_use_murphy_success_affordance import ArdriUseMurphySuccessAffordance
  from ..models.platform_close_game_affordance import PlatformCloseGameAffordance
  from ..models.waiting import Waiting





T = TypeVar("T", bound="ArdriAvailableOut")



@_attrs_define
class ArdriAvailableOut:
    """ What this seat may send now in a game of Ardri, and whom the table waits for.

        Attributes:
            available (list[ArdriCancelConcurrenceAffordance | ArdriChangeSessionRosterAffordance |
                ArdriEndSessionAffordance | ArdriGiveSurplusSuccessAffordance | ArdriOfferMurphySupportAffordance |
                ArdriOpenConcurrenceAffordance | ArdriRegisterCharacterAffordance | ArdriRollActionAffordance |
                ArdriRollConcurrenceAffordance | ArdriStartSessionAffordance | ArdriStoreMurphySuccessAffordance |
                ArdriUpdateCharacterSheetAffordance | ArdriUseMurphySuccessAffordance | PlatformCloseGameAffordance]): The
                commands this seat may send now (the awaited ones first); empty for an observer.
            game_id (str): The game the answer is about (its `game_id` in paths).
            ruleset (ArdriAvailableOutRuleset): The game's rule system.
            version (int): The game's version the offers were computed at.
            waiting_for (list[Waiting]): The seats (and characters) the table is waiting on, with the command types.
     """

    available: list[ArdriCancelConcurrenceAffordance | ArdriChangeSessionRosterAffordance | ArdriEndSessionAffordance | ArdriGiveSurplusSuccessAffordance | ArdriOfferMurphySupportAffordance | ArdriOpenConcurrenceAffordance | ArdriRegisterCharacterAffordance | ArdriRollActionAffordance | ArdriRollConcurrenceAffordance | ArdriStartSessionAffordance | ArdriStoreMurphySuccessAffordance | ArdriUpdateCharacterSheetAffordance | ArdriUseMurphySuccessAffordance | PlatformCloseGameAffordance]
    game_id: str
    ruleset: ArdriAvailableOutRuleset
    version: int
    waiting_for: list[Waiting]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_cancel_concurrence_affordance import ArdriCancelConcurrenceAffordance # noqa: PLC0415
        from ..models.ardri_change_session_roster_affordance import ArdriChangeSessionRosterAffordance # noqa: PLC0415
        from ..models.ardri_end_session_affordance import ArdriEndSessionAffordance # noqa: PLC0415
        from ..models.ardri_give_surplus_success_affordance import ArdriGiveSurplusSuccessAffordance # noqa: PLC0415
        from ..models.ardri_offer_murphy_support_affordance import ArdriOfferMurphySupportAffordance # noqa: PLC0415
        from ..models.ardri_open_concurrence_affordance import ArdriOpenConcurrenceAffordance # noqa: PLC0415
        from ..models.ardri_register_character_affordance import ArdriRegisterCharacterAffordance # noqa: PLC0415
        from ..models.ardri_roll_action_affordance import ArdriRollActionAffordance # noqa: PLC0415
        from ..models.ardri_roll_concurrence_affordance import ArdriRollConcurrenceAffordance # noqa: PLC0415
        from ..models.ardri_start_session_affordance import ArdriStartSessionAffordance # noqa: PLC0415
        from ..models.ardri_store_murphy_success_affordance import ArdriStoreMurphySuccessAffordance # noqa: PLC0415
        from ..models.ardri_update_character_sheet_affordance import ArdriUpdateCharacterSheetAffordance # noqa: PLC0415
        from ..models.ardri_use_murphy_success_affordance import ArdriUseMurphySuccessAffordance # noqa: PLC0415
        from ..models.platform_close_game_affordance import PlatformCloseGameAffordance # noqa: PLC0415
        from ..models.waiting import Waiting # noqa: PLC0415
        available = []
        for available_item_data in self.available:
            available_item: dict[str, Any]
            if isinstance(available_item_data, ArdriRegisterCharacterAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, ArdriUpdateCharacterSheetAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, ArdriStartSessionAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, ArdriChangeSessionRosterAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, ArdriRollActionAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, ArdriStoreMurphySuccessAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, ArdriUseMurphySuccessAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, ArdriGiveSurplusSuccessAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, ArdriOfferMurphySupportAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, ArdriOpenConcurrenceAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, ArdriRollConcurrenceAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, ArdriCancelConcurrenceAffordance):
                available_item = available_item_data.to_dict()
            elif isinstance(available_item_data, ArdriEndSessionAffordance):
                available_item = available_item_data.to_dict()
            else:
                available_item = available_item_data.to_dict()

            available.append(available_item)



        game_id = self.game_id

        ruleset = self.ruleset.value

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
            "version": version,
            "waiting_for": waiting_for,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_cancel_concurrence_affordance import ArdriCancelConcurrenceAffordance # noqa: PLC0415
        from ..models.ardri_change_session_roster_affordance import ArdriChangeSessionRosterAffordance # noqa: PLC0415
        from ..models.ardri_end_session_affordance import ArdriEndSessionAffordance # noqa: PLC0415
        from ..models.ardri_give_surplus_success_affordance import ArdriGiveSurplusSuccessAffordance # noqa: PLC0415
        from ..models.ardri_offer_murphy_support_affordance import ArdriOfferMurphySupportAffordance # noqa: PLC0415
        from ..models.ardri_open_concurrence_affordance import ArdriOpenConcurrenceAffordance # noqa: PLC0415
        from ..models.ardri_register_character_affordance import ArdriRegisterCharacterAffordance # noqa: PLC0415
        from ..models.ardri_roll_action_affordance import ArdriRollActionAffordance # noqa: PLC0415
        from ..models.ardri_roll_concurrence_affordance import ArdriRollConcurrenceAffordance # noqa: PLC0415
        from ..models.ardri_start_session_affordance import ArdriStartSessionAffordance # noqa: PLC0415
        from ..models.ardri_store_murphy_success_affordance import ArdriStoreMurphySuccessAffordance # noqa: PLC0415
        from ..models.ardri_update_character_sheet_affordance import ArdriUpdateCharacterSheetAffordance # noqa: PLC0415
        from ..models.ardri_use_murphy_success_affordance import ArdriUseMurphySuccessAffordance # noqa: PLC0415
        from ..models.platform_close_game_affordance import PlatformCloseGameAffordance # noqa: PLC0415
        from ..models.waiting import Waiting # noqa: PLC0415
        d = dict(src_dict)
        available = []
        _available = d.pop("available")
        for available_item_data in (_available):
            def _parse_available_item(data: object) -> ArdriCancelConcurrenceAffordance | ArdriChangeSessionRosterAffordance | ArdriEndSessionAffordance | ArdriGiveSurplusSuccessAffordance | ArdriOfferMurphySupportAffordance | ArdriOpenConcurrenceAffordance | ArdriRegisterCharacterAffordance | ArdriRollActionAffordance | ArdriRollConcurrenceAffordance | ArdriStartSessionAffordance | ArdriStoreMurphySuccessAffordance | ArdriUpdateCharacterSheetAffordance | ArdriUseMurphySuccessAffordance | PlatformCloseGameAffordance:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_affordance_type_0 = ArdriRegisterCharacterAffordance.from_dict(data)



                    return componentsschemas_ardri_affordance_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_affordance_type_1 = ArdriUpdateCharacterSheetAffordance.from_dict(data)



                    return componentsschemas_ardri_affordance_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_affordance_type_2 = ArdriStartSessionAffordance.from_dict(data)



                    return componentsschemas_ardri_affordance_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_affordance_type_3 = ArdriChangeSessionRosterAffordance.from_dict(data)



                    return componentsschemas_ardri_affordance_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_affordance_type_4 = ArdriRollActionAffordance.from_dict(data)



                    return componentsschemas_ardri_affordance_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_affordance_type_5 = ArdriStoreMurphySuccessAffordance.from_dict(data)



                    return componentsschemas_ardri_affordance_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_affordance_type_6 = ArdriUseMurphySuccessAffordance.from_dict(data)



                    return componentsschemas_ardri_affordance_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_affordance_type_7 = ArdriGiveSurplusSuccessAffordance.from_dict(data)



                    return componentsschemas_ardri_affordance_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_affordance_type_8 = ArdriOfferMurphySupportAffordance.from_dict(data)



                    return componentsschemas_ardri_affordance_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_affordance_type_9 = ArdriOpenConcurrenceAffordance.from_dict(data)



                    return componentsschemas_ardri_affordance_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_affordance_type_10 = ArdriRollConcurrenceAffordance.from_dict(data)



                    return componentsschemas_ardri_affordance_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_affordance_type_11 = ArdriCancelConcurrenceAffordance.from_dict(data)



                    return componentsschemas_ardri_affordance_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ardri_affordance_type_12 = ArdriEndSessionAffordance.from_dict(data)



                    return componentsschemas_ardri_affordance_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ardri_affordance_type_13 = PlatformCloseGameAffordance.from_dict(data)



                return componentsschemas_ardri_affordance_type_13

            available_item = _parse_available_item(available_item_data)

            available.append(available_item)


        game_id = d.pop("game_id")

        ruleset = ArdriAvailableOutRuleset(d.pop("ruleset"))




        version = d.pop("version")

        waiting_for = []
        _waiting_for = d.pop("waiting_for")
        for waiting_for_item_data in (_waiting_for):
            waiting_for_item = Waiting.from_dict(waiting_for_item_data)



            waiting_for.append(waiting_for_item)


        ardri_available_out = cls(
            available=available,
            game_id=game_id,
            ruleset=ruleset,
            version=version,
            waiting_for=waiting_for,
        )


        ardri_available_out.additional_properties = d
        return ardri_available_out

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
