from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="VoyagesInventorySpec")



@_attrs_define
class VoyagesInventorySpec:
    """ An inventory tint as sent by a client.

        Attributes:
            points (int): The entry's tint points (at least 1; tattoos count towards the limit of 6).
            tint (str): A tint (free text, such as « douceur »).
            current (int | None | Unset): A tattoo's points left (default: its points).
            inventory_id (None | str | Unset): The tint inventory entry concerned (an id from the character's
                `tint_inventory`).
            tattooed (bool | Unset): True for a tattoo (at most 6 tattooed points in all). Default: False.
     """

    points: int
    tint: str
    current: int | None | Unset = UNSET
    inventory_id: None | str | Unset = UNSET
    tattooed: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        points = self.points

        tint = self.tint

        current: int | None | Unset
        if isinstance(self.current, Unset):
            current = UNSET
        else:
            current = self.current

        inventory_id: None | str | Unset
        if isinstance(self.inventory_id, Unset):
            inventory_id = UNSET
        else:
            inventory_id = self.inventory_id

        tattooed = self.tattooed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "points": points,
            "tint": tint,
        })
        if current is not UNSET:
            field_dict["current"] = current
        if inventory_id is not UNSET:
            field_dict["inventory_id"] = inventory_id
        if tattooed is not UNSET:
            field_dict["tattooed"] = tattooed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        points = d.pop("points")

        tint = d.pop("tint")

        def _parse_current(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current = _parse_current(d.pop("current", UNSET))


        def _parse_inventory_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        inventory_id = _parse_inventory_id(d.pop("inventory_id", UNSET))


        tattooed = d.pop("tattooed", UNSET)

        voyages_inventory_spec = cls(
            points=points,
            tint=tint,
            current=current,
            inventory_id=inventory_id,
            tattooed=tattooed,
        )

        return voyages_inventory_spec

