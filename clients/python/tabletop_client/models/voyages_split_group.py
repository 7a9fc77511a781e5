from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_split_group_type import VoyagesSplitGroupType
from typing import cast






T = TypeVar("T", bound="VoyagesSplitGroup")



@_attrs_define
class VoyagesSplitGroup:
    """ Split a group after the rolls: gm any way, an owner splitting its own off (R2).

        Attributes:
            situation_id (str): The situation concerned (an id from the table's `situations`).
            subgroups (list[list[str]]): The group's subgroups, each a list of character ids.
            type_ (VoyagesSplitGroupType): The message's tag: `SplitGroup`.
     """

    situation_id: str
    subgroups: list[list[str]]
    type_: VoyagesSplitGroupType





    def to_dict(self) -> dict[str, Any]:
        situation_id = self.situation_id

        subgroups = []
        for subgroups_item_data in self.subgroups:
            subgroups_item = subgroups_item_data


            subgroups.append(subgroups_item)



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "situation_id": situation_id,
            "subgroups": subgroups,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        situation_id = d.pop("situation_id")

        subgroups = []
        _subgroups = d.pop("subgroups")
        for subgroups_item_data in (_subgroups):
            subgroups_item = cast(list[str], subgroups_item_data)

            subgroups.append(subgroups_item)


        type_ = VoyagesSplitGroupType(d.pop("type"))




        voyages_split_group = cls(
            situation_id=situation_id,
            subgroups=subgroups,
            type_=type_,
        )

        return voyages_split_group

