from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="XyropTreasureStepped")



@_attrs_define
class XyropTreasureStepped:
    """ 1 destiny: a treasure's die one step up for the current scene (T7).

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            from_ (int): The value before the step (a die's faces; for stress also `none`).
            scene_index (int): The current scene's number (the gm advances it).
            to (int): The value after the step (a die's faces; null: removed; for stress also `out`).
            treasure_id (str): The treasure concerned (an id from the character's `treasures`).
     """

    character_id: str
    from_: int
    scene_index: int
    to: int
    treasure_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        from_ = self.from_

        scene_index = self.scene_index

        to = self.to

        treasure_id = self.treasure_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "from": from_,
            "scene_index": scene_index,
            "to": to,
            "treasure_id": treasure_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        from_ = d.pop("from")

        scene_index = d.pop("scene_index")

        to = d.pop("to")

        treasure_id = d.pop("treasure_id")

        xyrop_treasure_stepped = cls(
            character_id=character_id,
            from_=from_,
            scene_index=scene_index,
            to=to,
            treasure_id=treasure_id,
        )


        xyrop_treasure_stepped.additional_properties = d
        return xyrop_treasure_stepped

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
