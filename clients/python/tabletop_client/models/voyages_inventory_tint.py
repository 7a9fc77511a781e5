from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="VoyagesInventoryTint")



@_attrs_define
class VoyagesInventoryTint:
    """ A tint met on the road; tattooed ones work as own tints (at most 6 points).

        Attributes:
            current (int): A tattoo's points left (0 to its points).
            inventory_id (str): The tint inventory entry concerned (an id from the character's `tint_inventory`).
            points (int): The entry's tint points (at least 1; tattoos count towards the limit of 6).
            tattooed (bool): True for a tattoo (at most 6 tattooed points in all).
            tint (str): A tint (free text, such as « douceur »).
     """

    current: int
    inventory_id: str
    points: int
    tattooed: bool
    tint: str





    def to_dict(self) -> dict[str, Any]:
        current = self.current

        inventory_id = self.inventory_id

        points = self.points

        tattooed = self.tattooed

        tint = self.tint


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "current": current,
            "inventory_id": inventory_id,
            "points": points,
            "tattooed": tattooed,
            "tint": tint,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        current = d.pop("current")

        inventory_id = d.pop("inventory_id")

        points = d.pop("points")

        tattooed = d.pop("tattooed")

        tint = d.pop("tint")

        voyages_inventory_tint = cls(
            current=current,
            inventory_id=inventory_id,
            points=points,
            tattooed=tattooed,
            tint=tint,
        )

        return voyages_inventory_tint

