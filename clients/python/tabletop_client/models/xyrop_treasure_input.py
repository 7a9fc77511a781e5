from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="XyropTreasureInput")



@_attrs_define
class XyropTreasureInput:
    """ The treasure chosen at creation (a d6, unused).

        Attributes:
            name (str): The name, as typed (1 to 80 characters).
            treasure_id (str): The treasure concerned (an id from the character's `treasures`).
     """

    name: str
    treasure_id: str





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        treasure_id = self.treasure_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "treasure_id": treasure_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        treasure_id = d.pop("treasure_id")

        xyrop_treasure_input = cls(
            name=name,
            treasure_id=treasure_id,
        )

        return xyrop_treasure_input

