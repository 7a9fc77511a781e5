from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_end_scene_type import VoyagesEndSceneType






T = TypeVar("T", bound="VoyagesEndScene")



@_attrs_define
class VoyagesEndScene:
    """ GM: the scene ends (scene adjectives expire).

        Attributes:
            type_ (VoyagesEndSceneType): The message's tag: `EndScene`.
     """

    type_: VoyagesEndSceneType





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
        type_ = VoyagesEndSceneType(d.pop("type"))




        voyages_end_scene = cls(
            type_=type_,
        )

        return voyages_end_scene

