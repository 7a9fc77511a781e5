from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="VoyagesSideTotals")



@_attrs_define
class VoyagesSideTotals:
    """ What a side gives and receives in a settlement (informative).

        Attributes:
            gives (int): The stakes' price the side gives.
            receives (int): The stakes' price the side receives.
     """

    gives: int
    receives: int





    def to_dict(self) -> dict[str, Any]:
        gives = self.gives

        receives = self.receives


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "gives": gives,
            "receives": receives,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gives = d.pop("gives")

        receives = d.pop("receives")

        voyages_side_totals = cls(
            gives=gives,
            receives=receives,
        )

        return voyages_side_totals

