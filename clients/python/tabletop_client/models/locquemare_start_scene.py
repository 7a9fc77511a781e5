from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_start_scene_type import LocquemareStartSceneType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareStartScene")



@_attrs_define
class LocquemareStartScene:
    """ Adversity: open a scene with the heroes and npcs present.

        Attributes:
            type_ (LocquemareStartSceneType): The message's tag: `StartScene`.
            present_hero_ids (list[str] | Unset): The heroes present in the scene.
            present_npc_ids (list[str] | Unset): The npcs present in the scene.
     """

    type_: LocquemareStartSceneType
    present_hero_ids: list[str] | Unset = UNSET
    present_npc_ids: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        present_hero_ids: list[str] | Unset = UNSET
        if not isinstance(self.present_hero_ids, Unset):
            present_hero_ids = self.present_hero_ids



        present_npc_ids: list[str] | Unset = UNSET
        if not isinstance(self.present_npc_ids, Unset):
            present_npc_ids = self.present_npc_ids




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if present_hero_ids is not UNSET:
            field_dict["present_hero_ids"] = present_hero_ids
        if present_npc_ids is not UNSET:
            field_dict["present_npc_ids"] = present_npc_ids

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = LocquemareStartSceneType(d.pop("type"))




        present_hero_ids = cast(list[str], d.pop("present_hero_ids", UNSET))


        present_npc_ids = cast(list[str], d.pop("present_npc_ids", UNSET))


        locquemare_start_scene = cls(
            type_=type_,
            present_hero_ids=present_hero_ids,
            present_npc_ids=present_npc_ids,
        )

        return locquemare_start_scene

