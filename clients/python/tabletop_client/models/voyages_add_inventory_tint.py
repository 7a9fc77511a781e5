from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_add_inventory_tint_type import VoyagesAddInventoryTintType
from ..types import UNSET, Unset






T = TypeVar("T", bound="VoyagesAddInventoryTint")



@_attrs_define
class VoyagesAddInventoryTint:
    """ GM: add a tint to a character's inventory.

        Attributes:
            character_id (str): The character concerned (an id from the table's `characters`).
            points (int): The entry's tint points (at least 1; tattoos count towards the limit of 6).
            tint (str): A tint (free text, such as « douceur »).
            type_ (VoyagesAddInventoryTintType): The message's tag: `AddInventoryTint`.
            tattooed (bool | Unset): True for a tattoo (at most 6 tattooed points in all). Default: False.
     """

    character_id: str
    points: int
    tint: str
    type_: VoyagesAddInventoryTintType
    tattooed: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        points = self.points

        tint = self.tint

        type_ = self.type_.value

        tattooed = self.tattooed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "points": points,
            "tint": tint,
            "type": type_,
        })
        if tattooed is not UNSET:
            field_dict["tattooed"] = tattooed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        points = d.pop("points")

        tint = d.pop("tint")

        type_ = VoyagesAddInventoryTintType(d.pop("type"))




        tattooed = d.pop("tattooed", UNSET)

        voyages_add_inventory_tint = cls(
            character_id=character_id,
            points=points,
            tint=tint,
            type_=type_,
            tattooed=tattooed,
        )

        return voyages_add_inventory_tint

