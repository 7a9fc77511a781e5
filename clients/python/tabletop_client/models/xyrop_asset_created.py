from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="XyropAssetCreated")



@_attrs_define
class XyropAssetCreated:
    """ A character bought an asset.

        Attributes:
            asset_id (str): The asset concerned (an id from the character's `assets`).
            character_id (str): The character concerned (an id from the game's `characters`).
            die (int): A die's faces on the ladder 4, 6, 8, 10, 12.
            name (str): The name, as typed (1 to 80 characters).
     """

    asset_id: str
    character_id: str
    die: int
    name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        asset_id = self.asset_id

        character_id = self.character_id

        die = self.die

        name = self.name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "asset_id": asset_id,
            "character_id": character_id,
            "die": die,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        asset_id = d.pop("asset_id")

        character_id = d.pop("character_id")

        die = d.pop("die")

        name = d.pop("name")

        xyrop_asset_created = cls(
            asset_id=asset_id,
            character_id=character_id,
            die=die,
            name=name,
        )


        xyrop_asset_created.additional_properties = d
        return xyrop_asset_created

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
