from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EspriPoolCounts")



@_attrs_define
class EspriPoolCounts:
    """ How many gems of each colour are in the bag (12 each at the start).

        Attributes:
            autumn (int): Autumn gems in the pool.
            rupture (int): Rupture gems in the pool.
            spring (int): Spring gems in the pool.
            summer (int): Summer gems in the pool.
            time (int): Time gems in the pool.
            winter (int): Winter gems in the pool.
     """

    autumn: int
    rupture: int
    spring: int
    summer: int
    time: int
    winter: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        autumn = self.autumn

        rupture = self.rupture

        spring = self.spring

        summer = self.summer

        time = self.time

        winter = self.winter


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "autumn": autumn,
            "rupture": rupture,
            "spring": spring,
            "summer": summer,
            "time": time,
            "winter": winter,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        autumn = d.pop("autumn")

        rupture = d.pop("rupture")

        spring = d.pop("spring")

        summer = d.pop("summer")

        time = d.pop("time")

        winter = d.pop("winter")

        espri_pool_counts = cls(
            autumn=autumn,
            rupture=rupture,
            spring=spring,
            summer=summer,
            time=time,
            winter=winter,
        )


        espri_pool_counts.additional_properties = d
        return espri_pool_counts

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
