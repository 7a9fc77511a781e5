from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CreatedSeatOut")



@_attrs_define
class CreatedSeatOut:
    """ 
        Attributes:
            role (str): The seat's role: `gm`, `player` or `observer`.
            seat_id (str): The seat concerned (an id from `GET /v1/games/{game_id}/seats`).
            token (str): The seat's bearer token (`Authorization: Bearer <token>`); shown only in this answer: keep it
                secret.
            version (int): The game's version after the seat joined.
     """

    role: str
    seat_id: str
    token: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        role = self.role

        seat_id = self.seat_id

        token = self.token

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "role": role,
            "seat_id": seat_id,
            "token": token,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        role = d.pop("role")

        seat_id = d.pop("seat_id")

        token = d.pop("token")

        version = d.pop("version")

        created_seat_out = cls(
            role=role,
            seat_id=seat_id,
            token=token,
            version=version,
        )


        created_seat_out.additional_properties = d
        return created_seat_out

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
