from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_advance_scene_type import XyropAdvanceSceneType






T = TypeVar("T", bound="XyropAdvanceScene")



@_attrs_define
class XyropAdvanceScene:
    """ The gm declares a new scene.

        Attributes:
            type_ (XyropAdvanceSceneType): The message's tag: `AdvanceScene`.
     """

    type_: XyropAdvanceSceneType





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = XyropAdvanceSceneType(d.pop("type"))




        xyrop_advance_scene = cls(
            type_=type_,
        )

        return xyrop_advance_scene

