from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareFateDice")



@_attrs_define
class LocquemareFateDice:
    """ Physical results of an action roll: four fate dice, and the edge die if granted.

        Attributes:
            fate (list[int]): The four fate dice rolled.
            edge (int | None | Unset): The edge die rolled; null: none.
     """

    fate: list[int]
    edge: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        fate = self.fate



        edge: int | None | Unset
        if isinstance(self.edge, Unset):
            edge = UNSET
        else:
            edge = self.edge


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "fate": fate,
        })
        if edge is not UNSET:
            field_dict["edge"] = edge

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fate = cast(list[int], d.pop("fate"))


        def _parse_edge(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        edge = _parse_edge(d.pop("edge", UNSET))


        locquemare_fate_dice = cls(
            fate=fate,
            edge=edge,
        )

        return locquemare_fate_dice

