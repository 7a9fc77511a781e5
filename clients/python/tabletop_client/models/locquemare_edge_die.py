from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareEdgeDie")



@_attrs_define
class LocquemareEdgeDie:
    """ An edge die rolled instead of the +2 of a paid activation (D19).

        Attributes:
            sides (int): The die's faces.
            value (int | None | Unset): The edge die's value at the table; null: the server rolls it.
     """

    sides: int
    value: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        sides = self.sides

        value: int | None | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        else:
            value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "sides": sides,
        })
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sides = d.pop("sides")

        def _parse_value(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        value = _parse_value(d.pop("value", UNSET))


        locquemare_edge_die = cls(
            sides=sides,
            value=value,
        )

        return locquemare_edge_die

