from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareResourcesAdjusted")



@_attrs_define
class LocquemareResourcesAdjusted:
    """ One resource up, another down.

        Attributes:
            down (str): The approach or resource lowered by one.
            hero_id (str): The hero concerned (an id from the table's `characters`).
            up (str): The approach or resource raised by one.
     """

    down: str
    hero_id: str
    up: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        down = self.down

        hero_id = self.hero_id

        up = self.up


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "down": down,
            "hero_id": hero_id,
            "up": up,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        down = d.pop("down")

        hero_id = d.pop("hero_id")

        up = d.pop("up")

        locquemare_resources_adjusted = cls(
            down=down,
            hero_id=hero_id,
            up=up,
        )


        locquemare_resources_adjusted.additional_properties = d
        return locquemare_resources_adjusted

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
