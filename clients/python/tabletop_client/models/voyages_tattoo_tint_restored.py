from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="VoyagesTattooTintRestored")



@_attrs_define
class VoyagesTattooTintRestored:
    """ A tattooed tint regained `points`.

        Attributes:
            character_id (str): The character concerned (an id from the table's `characters`).
            current (int): The tattoo's points after the restoration.
            inventory_id (str): The tint inventory entry concerned (an id from the character's `tint_inventory`).
            points (int): The tint points restored.
     """

    character_id: str
    current: int
    inventory_id: str
    points: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        current = self.current

        inventory_id = self.inventory_id

        points = self.points


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "current": current,
            "inventory_id": inventory_id,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        current = d.pop("current")

        inventory_id = d.pop("inventory_id")

        points = d.pop("points")

        voyages_tattoo_tint_restored = cls(
            character_id=character_id,
            current=current,
            inventory_id=inventory_id,
            points=points,
        )


        voyages_tattoo_tint_restored.additional_properties = d
        return voyages_tattoo_tint_restored

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
