from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_join_scene_type import LocquemareJoinSceneType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareJoinScene")



@_attrs_define
class LocquemareJoinScene:
    """ The Adversity brings heroes and npcs into the running scene (T1): presence only.

        Attributes:
            type_ (LocquemareJoinSceneType): The message's tag: `JoinScene`.
            hero_ids (list[str] | Unset): The heroes concerned.
            npc_ids (list[str] | Unset): The npcs concerned.
     """

    type_: LocquemareJoinSceneType
    hero_ids: list[str] | Unset = UNSET
    npc_ids: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        hero_ids: list[str] | Unset = UNSET
        if not isinstance(self.hero_ids, Unset):
            hero_ids = self.hero_ids



        npc_ids: list[str] | Unset = UNSET
        if not isinstance(self.npc_ids, Unset):
            npc_ids = self.npc_ids




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if hero_ids is not UNSET:
            field_dict["hero_ids"] = hero_ids
        if npc_ids is not UNSET:
            field_dict["npc_ids"] = npc_ids

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = LocquemareJoinSceneType(d.pop("type"))




        hero_ids = cast(list[str], d.pop("hero_ids", UNSET))


        npc_ids = cast(list[str], d.pop("npc_ids", UNSET))


        locquemare_join_scene = cls(
            type_=type_,
            hero_ids=hero_ids,
            npc_ids=npc_ids,
        )

        return locquemare_join_scene

