from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareSceneEnded")



@_attrs_define
class LocquemareSceneEnded:
    """ The scene closed.

        Attributes:
            breather_hero_ids (list[str]): Heroes who catch their breath at the scene's end.
            scene (int): The scene's number.
     """

    breather_hero_ids: list[str]
    scene: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        breather_hero_ids = self.breather_hero_ids



        scene = self.scene


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "breather_hero_ids": breather_hero_ids,
            "scene": scene,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        breather_hero_ids = cast(list[str], d.pop("breather_hero_ids"))


        scene = d.pop("scene")

        locquemare_scene_ended = cls(
            breather_hero_ids=breather_hero_ids,
            scene=scene,
        )


        locquemare_scene_ended.additional_properties = d
        return locquemare_scene_ended

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
