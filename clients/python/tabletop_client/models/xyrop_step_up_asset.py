from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_step_up_asset_type import XyropStepUpAssetType






T = TypeVar("T", bound="XyropStepUpAsset")



@_attrs_define
class XyropStepUpAsset:
    """ 1 destiny: an asset steps up.

        Attributes:
            asset_id (str): The asset concerned (an id from the character's `assets`).
            character_id (str): The character concerned (an id from the game's `characters`).
            type_ (XyropStepUpAssetType): The message's tag: `StepUpAsset`.
     """

    asset_id: str
    character_id: str
    type_: XyropStepUpAssetType





    def to_dict(self) -> dict[str, Any]:
        asset_id = self.asset_id

        character_id = self.character_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "asset_id": asset_id,
            "character_id": character_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        asset_id = d.pop("asset_id")

        character_id = d.pop("character_id")

        type_ = XyropStepUpAssetType(d.pop("type"))




        xyrop_step_up_asset = cls(
            asset_id=asset_id,
            character_id=character_id,
            type_=type_,
        )

        return xyrop_step_up_asset

