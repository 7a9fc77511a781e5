from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_participant import XyropParticipant





T = TypeVar("T", bound="XyropAdventureEnded")



@_attrs_define
class XyropAdventureEnded:
    """ An adventure closed; participants may take their experience.

        Attributes:
            participants (list[XyropParticipant]): Each participant's completed adventures and pending experience.
     """

    participants: list[XyropParticipant]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_participant import XyropParticipant # noqa: PLC0415
        participants = []
        for participants_item_data in self.participants:
            participants_item = participants_item_data.to_dict()
            participants.append(participants_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "participants": participants,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_participant import XyropParticipant # noqa: PLC0415
        d = dict(src_dict)
        participants = []
        _participants = d.pop("participants")
        for participants_item_data in (_participants):
            participants_item = XyropParticipant.from_dict(participants_item_data)



            participants.append(participants_item)


        xyrop_adventure_ended = cls(
            participants=participants,
        )


        xyrop_adventure_ended.additional_properties = d
        return xyrop_adventure_ended

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
