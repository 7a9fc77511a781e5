from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="VoyagesGroupSplit")



@_attrs_define
class VoyagesGroupSplit:
    """ The group split into subgroups.

        Attributes:
            situation_id (str): The situation concerned (an id from the table's `situations`).
            subgroups (list[list[str]]): The group's subgroups, each a list of character ids.
     """

    situation_id: str
    subgroups: list[list[str]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        situation_id = self.situation_id

        subgroups = []
        for subgroups_item_data in self.subgroups:
            subgroups_item = subgroups_item_data


            subgroups.append(subgroups_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "situation_id": situation_id,
            "subgroups": subgroups,
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


        voyages_group_split = cls(
            situation_id=situation_id,
            subgroups=subgroups,
        )


        voyages_group_split.additional_properties = d
        return voyages_group_split

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
