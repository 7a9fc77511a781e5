from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareSceneStarted")



@_attrs_define
class LocquemareSceneStarted:
    """ A scene opened.

        Attributes:
            present_hero_ids (list[str]): The heroes present in the scene.
            present_npc_ids (list[str]): The npcs present in the scene.
            scene (int): The scene's number.
     """

    present_hero_ids: list[str]
    present_npc_ids: list[str]
    scene: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        present_hero_ids = self.present_hero_ids



        present_npc_ids = self.present_npc_ids



        scene = self.scene


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "present_hero_ids": present_hero_ids,
            "present_npc_ids": present_npc_ids,
            "scene": scene,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        present_hero_ids = cast(list[str], d.pop("present_hero_ids"))


        present_npc_ids = cast(list[str], d.pop("present_npc_ids"))


        scene = d.pop("scene")

        locquemare_scene_started = cls(
            present_hero_ids=present_hero_ids,
            present_npc_ids=present_npc_ids,
            scene=scene,
        )


        locquemare_scene_started.additional_properties = d
        return locquemare_scene_started

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
