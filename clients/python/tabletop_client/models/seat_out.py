from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SeatOut")



@_attrs_define
class SeatOut:
    """ 
        Attributes:
            name (str): A person's or a character's name, as typed.
            role (str): The seat's role: `gm`, `player` or `observer`.
            seat_id (str): The seat concerned (an id from `GET /v1/games/{game_id}/seats`).
     """

    name: str
    role: str
    seat_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        role = self.role

        seat_id = self.seat_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "role": role,
            "seat_id": seat_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        role = d.pop("role")

        seat_id = d.pop("seat_id")

        seat_out = cls(
            name=name,
            role=role,
            seat_id=seat_id,
        )


        seat_out.additional_properties = d
        return seat_out

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
