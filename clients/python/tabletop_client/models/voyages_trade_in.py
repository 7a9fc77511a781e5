from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_tint_point_in import VoyagesTintPointIn





T = TypeVar("T", bound="VoyagesTradeIn")



@_attrs_define
class VoyagesTradeIn:
    """ A trade (métier); its index is its number of aspects.

        Attributes:
            name (str): The name, as typed.
            trade_id (str): The trade's id, unique on the sheet.
            aspects (list[str] | Unset): The trade's aspects (at least one; their count is the trade index).
            magical (bool | Unset): True for a magical trade (every tint point free). Default: False.
            tint_points (list[VoyagesTintPointIn] | Unset): The trade's tint points, one per aspect: `personal` or `free`.
     """

    name: str
    trade_id: str
    aspects: list[str] | Unset = UNSET
    magical: bool | Unset = False
    tint_points: list[VoyagesTintPointIn] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_tint_point_in import VoyagesTintPointIn # noqa: PLC0415
        name = self.name

        trade_id = self.trade_id

        aspects: list[str] | Unset = UNSET
        if not isinstance(self.aspects, Unset):
            aspects = self.aspects



        magical = self.magical

        tint_points: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tint_points, Unset):
            tint_points = []
            for tint_points_item_data in self.tint_points:
                tint_points_item = tint_points_item_data.to_dict()
                tint_points.append(tint_points_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "trade_id": trade_id,
        })
        if aspects is not UNSET:
            field_dict["aspects"] = aspects
        if magical is not UNSET:
            field_dict["magical"] = magical
        if tint_points is not UNSET:
            field_dict["tint_points"] = tint_points

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_tint_point_in import VoyagesTintPointIn # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        trade_id = d.pop("trade_id")

        aspects = cast(list[str], d.pop("aspects", UNSET))


        magical = d.pop("magical", UNSET)

        _tint_points = d.pop("tint_points", UNSET)
        tint_points: list[VoyagesTintPointIn] | Unset = UNSET
        if _tint_points is not UNSET:
            tint_points = []
            for tint_points_item_data in _tint_points:
                tint_points_item = VoyagesTintPointIn.from_dict(tint_points_item_data)



                tint_points.append(tint_points_item)


        voyages_trade_in = cls(
            name=name,
            trade_id=trade_id,
            aspects=aspects,
            magical=magical,
            tint_points=tint_points,
        )

        return voyages_trade_in

