from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_create_asset_type import XyropCreateAssetType






T = TypeVar("T", bound="XyropCreateAsset")



@_attrs_define
class XyropCreateAsset:
    """ 1 destiny: a new d6 asset.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            name (str): The name, as typed (1 to 80 characters).
            type_ (XyropCreateAssetType): The message's tag: `CreateAsset`.
     """

    character_id: str
    name: str
    type_: XyropCreateAssetType





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        name = self.name

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "name": name,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        name = d.pop("name")

        type_ = XyropCreateAssetType(d.pop("type"))




        xyrop_create_asset = cls(
            character_id=character_id,
            name=name,
            type_=type_,
        )

        return xyrop_create_asset

