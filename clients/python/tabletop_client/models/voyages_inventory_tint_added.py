from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="VoyagesInventoryTintAdded")



@_attrs_define
class VoyagesInventoryTintAdded:
    """ A tint entered a character's inventory.

        Attributes:
            character_id (str): The character concerned (an id from the table's `characters`).
            inventory_id (str): The tint inventory entry concerned (an id from the character's `tint_inventory`).
            points (int): The entry's tint points (at least 1; tattoos count towards the limit of 6).
            tattooed (bool): True for a tattoo (at most 6 tattooed points in all).
            tint (str): A tint (free text, such as « douceur »).
     """

    character_id: str
    inventory_id: str
    points: int
    tattooed: bool
    tint: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        inventory_id = self.inventory_id

        points = self.points

        tattooed = self.tattooed

        tint = self.tint


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "inventory_id": inventory_id,
            "points": points,
            "tattooed": tattooed,
            "tint": tint,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        inventory_id = d.pop("inventory_id")

        points = d.pop("points")

        tattooed = d.pop("tattooed")

        tint = d.pop("tint")

        voyages_inventory_tint_added = cls(
            character_id=character_id,
            inventory_id=inventory_id,
            points=points,
            tattooed=tattooed,
            tint=tint,
        )


        voyages_inventory_tint_added.additional_properties = d
        return voyages_inventory_tint_added

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
