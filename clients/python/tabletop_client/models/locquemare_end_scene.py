from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_end_scene_type import LocquemareEndSceneType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareEndScene")



@_attrs_define
class LocquemareEndScene:
    """ Adversity: close the scene.

        Attributes:
            type_ (LocquemareEndSceneType): The message's tag: `EndScene`.
            breather_hero_ids (list[str] | Unset): Heroes who catch their breath at the scene's end.
     """

    type_: LocquemareEndSceneType
    breather_hero_ids: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        breather_hero_ids: list[str] | Unset = UNSET
        if not isinstance(self.breather_hero_ids, Unset):
            breather_hero_ids = self.breather_hero_ids




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if breather_hero_ids is not UNSET:
            field_dict["breather_hero_ids"] = breather_hero_ids

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = LocquemareEndSceneType(d.pop("type"))




        breather_hero_ids = cast(list[str], d.pop("breather_hero_ids", UNSET))


        locquemare_end_scene = cls(
            type_=type_,
            breather_hero_ids=breather_hero_ids,
        )

        return locquemare_end_scene

