from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_leave_scene_type import LocquemareLeaveSceneType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareLeaveScene")



@_attrs_define
class LocquemareLeaveScene:
    """ A panicked hero leaves the scene instead of troubling the others (R4); the
    Adversity takes npcs out of the scene with `npc_ids` (T1).

        Attributes:
            type_ (LocquemareLeaveSceneType): The message's tag: `LeaveScene`.
            hero_id (None | str | Unset): The hero concerned (an id from the table's `characters`).
            npc_ids (list[str] | Unset): The npcs concerned.
     """

    type_: LocquemareLeaveSceneType
    hero_id: None | str | Unset = UNSET
    npc_ids: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        hero_id: None | str | Unset
        if isinstance(self.hero_id, Unset):
            hero_id = UNSET
        else:
            hero_id = self.hero_id

        npc_ids: list[str] | Unset = UNSET
        if not isinstance(self.npc_ids, Unset):
            npc_ids = self.npc_ids




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if hero_id is not UNSET:
            field_dict["hero_id"] = hero_id
        if npc_ids is not UNSET:
            field_dict["npc_ids"] = npc_ids

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = LocquemareLeaveSceneType(d.pop("type"))




        def _parse_hero_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        hero_id = _parse_hero_id(d.pop("hero_id", UNSET))


        npc_ids = cast(list[str], d.pop("npc_ids", UNSET))


        locquemare_leave_scene = cls(
            type_=type_,
            hero_id=hero_id,
            npc_ids=npc_ids,
        )

        return locquemare_leave_scene

