from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_open_situation_group_mode import VoyagesOpenSituationGroupMode
from ..models.voyages_open_situation_result_mode import VoyagesOpenSituationResultMode
from ..models.voyages_open_situation_type import VoyagesOpenSituationType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_participant_spec_in import VoyagesParticipantSpecIn





T = TypeVar("T", bound="VoyagesOpenSituation")



@_attrs_define
class VoyagesOpenSituation:
    """ GM: open a situation resolution.

        Attributes:
            participants (list[VoyagesParticipantSpecIn]): The characters taking part, with their involvement.
            situation_id (str): The situation concerned (an id from the table's `situations`).
            type_ (VoyagesOpenSituationType): The message's tag: `OpenSituation`.
            description (str | Unset): What it is, in the table's words. Default: ''.
            group_mode (VoyagesOpenSituationGroupMode | Unset): How a group rolls: `solo`, `sum` or `average`. Default:
                VoyagesOpenSituationGroupMode.SOLO.
            opportunity_shift (int | Unset): The shift of the opportunities list (-2 to 2). Default: 0.
            result_mode (VoyagesOpenSituationResultMode | Unset): `adjectives` (points buy adjectives) or `value` (a score).
                Default: VoyagesOpenSituationResultMode.ADJECTIVES.
            risk_shift (int | Unset): The shift of the risks list (-2 to 2). Default: 0.
            terrain_environment (int | Unset): The environment's terrain bonus or malus. Default: 0.
            terrain_player (int | Unset): The players' terrain bonus or malus. Default: 0.
     """

    participants: list[VoyagesParticipantSpecIn]
    situation_id: str
    type_: VoyagesOpenSituationType
    description: str | Unset = ''
    group_mode: VoyagesOpenSituationGroupMode | Unset = VoyagesOpenSituationGroupMode.SOLO
    opportunity_shift: int | Unset = 0
    result_mode: VoyagesOpenSituationResultMode | Unset = VoyagesOpenSituationResultMode.ADJECTIVES
    risk_shift: int | Unset = 0
    terrain_environment: int | Unset = 0
    terrain_player: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_participant_spec_in import VoyagesParticipantSpecIn # noqa: PLC0415
        participants = []
        for participants_item_data in self.participants:
            participants_item = participants_item_data.to_dict()
            participants.append(participants_item)



        situation_id = self.situation_id

        type_ = self.type_.value

        description = self.description

        group_mode: str | Unset = UNSET
        if not isinstance(self.group_mode, Unset):
            group_mode = self.group_mode.value


        opportunity_shift = self.opportunity_shift

        result_mode: str | Unset = UNSET
        if not isinstance(self.result_mode, Unset):
            result_mode = self.result_mode.value


        risk_shift = self.risk_shift

        terrain_environment = self.terrain_environment

        terrain_player = self.terrain_player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "participants": participants,
            "situation_id": situation_id,
            "type": type_,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if group_mode is not UNSET:
            field_dict["group_mode"] = group_mode
        if opportunity_shift is not UNSET:
            field_dict["opportunity_shift"] = opportunity_shift
        if result_mode is not UNSET:
            field_dict["result_mode"] = result_mode
        if risk_shift is not UNSET:
            field_dict["risk_shift"] = risk_shift
        if terrain_environment is not UNSET:
            field_dict["terrain_environment"] = terrain_environment
        if terrain_player is not UNSET:
            field_dict["terrain_player"] = terrain_player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_participant_spec_in import VoyagesParticipantSpecIn # noqa: PLC0415
        d = dict(src_dict)
        participants = []
        _participants = d.pop("participants")
        for participants_item_data in (_participants):
            participants_item = VoyagesParticipantSpecIn.from_dict(participants_item_data)



            participants.append(participants_item)


        situation_id = d.pop("situation_id")

        type_ = VoyagesOpenSituationType(d.pop("type"))




        description = d.pop("description", UNSET)

        _group_mode = d.pop("group_mode", UNSET)
        group_mode: VoyagesOpenSituationGroupMode | Unset
        if isinstance(_group_mode,  Unset):
            group_mode = UNSET
        else:
            group_mode = VoyagesOpenSituationGroupMode(_group_mode)




        opportunity_shift = d.pop("opportunity_shift", UNSET)

        _result_mode = d.pop("result_mode", UNSET)
        result_mode: VoyagesOpenSituationResultMode | Unset
        if isinstance(_result_mode,  Unset):
            result_mode = UNSET
        else:
            result_mode = VoyagesOpenSituationResultMode(_result_mode)




        risk_shift = d.pop("risk_shift", UNSET)

        terrain_environment = d.pop("terrain_environment", UNSET)

        terrain_player = d.pop("terrain_player", UNSET)

        voyages_open_situation = cls(
            participants=participants,
            situation_id=situation_id,
            type_=type_,
            description=description,
            group_mode=group_mode,
            opportunity_shift=opportunity_shift,
            result_mode=result_mode,
            risk_shift=risk_shift,
            terrain_environment=terrain_environment,
            terrain_player=terrain_player,
        )

        return voyages_open_situation

