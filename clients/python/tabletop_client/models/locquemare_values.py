from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareValues")



@_attrs_define
class LocquemareValues:
    """ 
        Attributes:
            consequences (int): The hero's consequences at that version.
            stress (int): The hero's stress at that version.
            tokens (int): The hero's tokens at that version.
     """

    consequences: int
    stress: int
    tokens: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        consequences = self.consequences

        stress = self.stress

        tokens = self.tokens


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "consequences": consequences,
            "stress": stress,
            "tokens": tokens,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        consequences = d.pop("consequences")

        stress = d.pop("stress")

        tokens = d.pop("tokens")

        locquemare_values = cls(
            consequences=consequences,
            stress=stress,
            tokens=tokens,
        )


        locquemare_values.additional_properties = d
        return locquemare_values

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
