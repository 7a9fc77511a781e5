from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="NymphPositions")



@_attrs_define
class NymphPositions:
    """ 
        Attributes:
            autumn (int): The autumn nymph's position (0: in her cage).
            spring (int): The spring nymph's position (0: in her cage).
            summer (int): The summer nymph's position (0: in her cage).
            version (int): The version right after which the positions hold.
            winter (int): The winter nymph's position (0: in her cage).
     """

    autumn: int
    spring: int
    summer: int
    version: int
    winter: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        autumn = self.autumn

        spring = self.spring

        summer = self.summer

        version = self.version

        winter = self.winter


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "autumn": autumn,
            "spring": spring,
            "summer": summer,
            "version": version,
            "winter": winter,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        autumn = d.pop("autumn")

        spring = d.pop("spring")

        summer = d.pop("summer")

        version = d.pop("version")

        winter = d.pop("winter")

        nymph_positions = cls(
            autumn=autumn,
            spring=spring,
            summer=summer,
            version=version,
            winter=winter,
        )


        nymph_positions.additional_properties = d
        return nymph_positions

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
