from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="XyropTreasureUsed")



@_attrs_define
class XyropTreasureUsed:
    """ The treasure in a roll, and whether it was reactivated with destiny.

        Attributes:
            reactivated (bool): True when the treasure was used again this session.
            treasure_id (str): The treasure concerned (an id from the character's `treasures`).
     """

    reactivated: bool
    treasure_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        reactivated = self.reactivated

        treasure_id = self.treasure_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "reactivated": reactivated,
            "treasure_id": treasure_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reactivated = d.pop("reactivated")

        treasure_id = d.pop("treasure_id")

        xyrop_treasure_used = cls(
            reactivated=reactivated,
            treasure_id=treasure_id,
        )


        xyrop_treasure_used.additional_properties = d
        return xyrop_treasure_used

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
