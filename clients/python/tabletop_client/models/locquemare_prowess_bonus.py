from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareProwessBonus")



@_attrs_define
class LocquemareProwessBonus:
    """ A bonus prowess activated for an action.

        Attributes:
            bonus (int): The bonus to the motivation (+2 for an activated key; a prowess's own size).
            prowess_id (str): The prowess concerned (an id from the hero's `prowesses`).
     """

    bonus: int
    prowess_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        bonus = self.bonus

        prowess_id = self.prowess_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bonus": bonus,
            "prowess_id": prowess_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bonus = d.pop("bonus")

        prowess_id = d.pop("prowess_id")

        locquemare_prowess_bonus = cls(
            bonus=bonus,
            prowess_id=prowess_id,
        )


        locquemare_prowess_bonus.additional_properties = d
        return locquemare_prowess_bonus

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
