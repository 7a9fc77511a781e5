from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_seat_in_role import CreateSeatInRole






T = TypeVar("T", bound="CreateSeatIn")



@_attrs_define
class CreateSeatIn:
    """ 
        Attributes:
            name (str): The seat's name, as the table will read it (1 to 80 characters).
            role (CreateSeatInRole): `player` (plays characters) or `observer` (reads only).
     """

    name: str
    role: CreateSeatInRole





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        role = self.role.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "role": role,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        role = CreateSeatInRole(d.pop("role"))




        create_seat_in = cls(
            name=name,
            role=role,
        )

        return create_seat_in

