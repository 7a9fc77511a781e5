from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="XyropConfig")



@_attrs_define
class XyropConfig:
    """ The table's configuration, fixed at game creation.

        Attributes:
            max_distinctions_per_roll (int): How many distinctions a roll may use (1 to 4).
            stress_catalog (list[str]): The stress tracks of the game (default `wound`).
     """

    max_distinctions_per_roll: int
    stress_catalog: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        max_distinctions_per_roll = self.max_distinctions_per_roll

        stress_catalog = self.stress_catalog




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "max_distinctions_per_roll": max_distinctions_per_roll,
            "stress_catalog": stress_catalog,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_distinctions_per_roll = d.pop("max_distinctions_per_roll")

        stress_catalog = cast(list[str], d.pop("stress_catalog"))


        xyrop_config = cls(
            max_distinctions_per_roll=max_distinctions_per_roll,
            stress_catalog=stress_catalog,
        )


        xyrop_config.additional_properties = d
        return xyrop_config

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
