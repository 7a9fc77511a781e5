from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareProwessUse")



@_attrs_define
class LocquemareProwessUse:
    """ The last scene and act numbers a prowess was used in.

        Attributes:
            act (int): The act's number.
            scene (int): The scene's number.
     """

    act: int
    scene: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        act = self.act

        scene = self.scene


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "act": act,
            "scene": scene,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        act = d.pop("act")

        scene = d.pop("scene")

        locquemare_prowess_use = cls(
            act=act,
            scene=scene,
        )


        locquemare_prowess_use.additional_properties = d
        return locquemare_prowess_use

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
