from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="VoyagesValues")



@_attrs_define
class VoyagesValues:
    """ 
        Attributes:
            adjectives (int): Its adjectives (durable or temporary), each a bonus or malus of 1 to 3.
            tint_points (int): The character's tint points left at that version.
     """

    adjectives: int
    tint_points: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        adjectives = self.adjectives

        tint_points = self.tint_points


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "adjectives": adjectives,
            "tint_points": tint_points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        adjectives = d.pop("adjectives")

        tint_points = d.pop("tint_points")

        voyages_values = cls(
            adjectives=adjectives,
            tint_points=tint_points,
        )


        voyages_values.additional_properties = d
        return voyages_values

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
