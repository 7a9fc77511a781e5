from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EspriValues")



@_attrs_define
class EspriValues:
    """ 
        Attributes:
            harmony (int): Harmony points at that version.
            resonance (int): Resonance, summed over the character's relations.
            rupture_points (int): Rupture points at that version.
     """

    harmony: int
    resonance: int
    rupture_points: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        harmony = self.harmony

        resonance = self.resonance

        rupture_points = self.rupture_points


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "harmony": harmony,
            "resonance": resonance,
            "rupture_points": rupture_points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        harmony = d.pop("harmony")

        resonance = d.pop("resonance")

        rupture_points = d.pop("rupture_points")

        espri_values = cls(
            harmony=harmony,
            resonance=resonance,
            rupture_points=rupture_points,
        )


        espri_values.additional_properties = d
        return espri_values

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
