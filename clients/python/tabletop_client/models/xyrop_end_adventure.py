from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_end_adventure_type import XyropEndAdventureType
from typing import cast






T = TypeVar("T", bound="XyropEndAdventure")



@_attrs_define
class XyropEndAdventure:
    """ Close an adventure: participants gain a swap, every third a milestone.

        Attributes:
            participant_ids (list[str]): The characters who took part in the adventure.
            type_ (XyropEndAdventureType): The message's tag: `EndAdventure`.
     """

    participant_ids: list[str]
    type_: XyropEndAdventureType





    def to_dict(self) -> dict[str, Any]:
        participant_ids = self.participant_ids



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "participant_ids": participant_ids,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        participant_ids = cast(list[str], d.pop("participant_ids"))


        type_ = XyropEndAdventureType(d.pop("type"))




        xyrop_end_adventure = cls(
            participant_ids=participant_ids,
            type_=type_,
        )

        return xyrop_end_adventure

