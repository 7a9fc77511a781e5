from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="XyropDestinyReset")



@_attrs_define
class XyropDestinyReset:
    """ A character's destiny after a session start.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            destiny_points (int): The character's destiny points (reset to `initial_destiny` at each session start).
     """

    character_id: str
    destiny_points: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        destiny_points = self.destiny_points


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "destiny_points": destiny_points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        destiny_points = d.pop("destiny_points")

        xyrop_destiny_reset = cls(
            character_id=character_id,
            destiny_points=destiny_points,
        )


        xyrop_destiny_reset.additional_properties = d
        return xyrop_destiny_reset

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
