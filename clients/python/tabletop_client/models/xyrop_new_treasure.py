from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_new_treasure_type import XyropNewTreasureType






T = TypeVar("T", bound="XyropNewTreasure")



@_attrs_define
class XyropNewTreasure:
    """ Milestone (gm only): a new treasure, d6.

        Attributes:
            name (str): The name, as typed (1 to 80 characters).
            treasure_id (str): The treasure concerned (an id from the character's `treasures`).
            type_ (XyropNewTreasureType): The message's tag: `new_treasure`.
     """

    name: str
    treasure_id: str
    type_: XyropNewTreasureType





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        treasure_id = self.treasure_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "treasure_id": treasure_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        treasure_id = d.pop("treasure_id")

        type_ = XyropNewTreasureType(d.pop("type"))




        xyrop_new_treasure = cls(
            name=name,
            treasure_id=treasure_id,
            type_=type_,
        )

        return xyrop_new_treasure

