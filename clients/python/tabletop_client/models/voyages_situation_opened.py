from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_situation_opened_group_mode import VoyagesSituationOpenedGroupMode
from ..models.voyages_situation_opened_result_mode import VoyagesSituationOpenedResultMode
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_participant_spec import VoyagesParticipantSpec





T = TypeVar("T", bound="VoyagesSituationOpened")



@_attrs_define
class VoyagesSituationOpened:
    """ A situation resolution opened.

        Attributes:
            description (str): What it is, in the table's words.
            group_mode (VoyagesSituationOpenedGroupMode): How a group rolls: `solo`, `sum` or `average`.
            opportunity_shift (int): The shift of the opportunities list (-2 to 2).
            participants (list[VoyagesParticipantSpec]): The characters taking part, with their involvement.
            result_mode (VoyagesSituationOpenedResultMode): `adjectives` (points buy adjectives) or `value` (a score).
            risk_shift (int): The shift of the risks list (-2 to 2).
            situation_id (str): The situation concerned (an id from the table's `situations`).
            terrain_environment (int): The environment's terrain bonus or malus.
            terrain_player (int): The players' terrain bonus or malus.
     """

    description: str
    group_mode: VoyagesSituationOpenedGroupMode
    opportunity_shift: int
    participants: list[VoyagesParticipantSpec]
    result_mode: VoyagesSituationOpenedResultMode
    risk_shift: int
    situation_id: str
    terrain_environment: int
    terrain_player: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_participant_spec import VoyagesParticipantSpec # noqa: PLC0415
        description = self.description

        group_mode = self.group_mode.value

        opportunity_shift = self.opportunity_shift

        participants = []
        for participants_item_data in self.participants:
            participants_item = participants_item_data.to_dict()
            participants.append(participants_item)



        result_mode = self.result_mode.value

        risk_shift = self.risk_shift

        situation_id = self.situation_id

        terrain_environment = self.terrain_environment

        terrain_player = self.terrain_player


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "description": description,
            "group_mode": group_mode,
            "opportunity_shift": opportunity_shift,
            "participants": participants,
            "result_mode": result_mode,
            "risk_shift": risk_shift,
            "situation_id": situation_id,
            "terrain_environment": terrain_environment,
            "terrain_player": terrain_player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_participant_spec import VoyagesParticipantSpec # noqa: PLC0415
        d = dict(src_dict)
        description = d.pop("description")

        group_mode = VoyagesSituationOpenedGroupMode(d.pop("group_mode"))




        opportunity_shift = d.pop("opportunity_shift")

        participants = []
        _participants = d.pop("participants")
        for participants_item_data in (_participants):
            participants_item = VoyagesParticipantSpec.from_dict(participants_item_data)



            participants.append(participants_item)


        result_mode = VoyagesSituationOpenedResultMode(d.pop("result_mode"))




        risk_shift = d.pop("risk_shift")

        situation_id = d.pop("situation_id")

        terrain_environment = d.pop("terrain_environment")

        terrain_player = d.pop("terrain_player")

        voyages_situation_opened = cls(
            description=description,
            group_mode=group_mode,
            opportunity_shift=opportunity_shift,
            participants=participants,
            result_mode=result_mode,
            risk_shift=risk_shift,
            situation_id=situation_id,
            terrain_environment=terrain_environment,
            terrain_player=terrain_player,
        )


        voyages_situation_opened.additional_properties = d
        return voyages_situation_opened

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
