from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_tint_point import VoyagesTintPoint





T = TypeVar("T", bound="VoyagesTradeView")



@_attrs_define
class VoyagesTradeView:
    """ A trade with its index (its number of aspects).

        Attributes:
            aspects (list[str]): The trade's aspects (at least one; their count is the trade index).
            magical (bool): True for a magical trade (every tint point free).
            name (str): The name, as typed.
            tint_points (list[VoyagesTintPoint]): The trade's tint points, one per aspect: `personal` or `free`.
            trade_id (str): The trade's id, unique on the sheet.
            trade_index (int): The trade index: its number of aspects.
     """

    aspects: list[str]
    magical: bool
    name: str
    tint_points: list[VoyagesTintPoint]
    trade_id: str
    trade_index: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_tint_point import VoyagesTintPoint # noqa: PLC0415
        aspects = self.aspects



        magical = self.magical

        name = self.name

        tint_points = []
        for tint_points_item_data in self.tint_points:
            tint_points_item = tint_points_item_data.to_dict()
            tint_points.append(tint_points_item)



        trade_id = self.trade_id

        trade_index = self.trade_index


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "aspects": aspects,
            "magical": magical,
            "name": name,
            "tint_points": tint_points,
            "trade_id": trade_id,
            "trade_index": trade_index,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_tint_point import VoyagesTintPoint # noqa: PLC0415
        d = dict(src_dict)
        aspects = cast(list[str], d.pop("aspects"))


        magical = d.pop("magical")

        name = d.pop("name")

        tint_points = []
        _tint_points = d.pop("tint_points")
        for tint_points_item_data in (_tint_points):
            tint_points_item = VoyagesTintPoint.from_dict(tint_points_item_data)



            tint_points.append(tint_points_item)


        trade_id = d.pop("trade_id")

        trade_index = d.pop("trade_index")

        voyages_trade_view = cls(
            aspects=aspects,
            magical=magical,
            name=name,
            tint_points=tint_points,
            trade_id=trade_id,
            trade_index=trade_index,
        )

        return voyages_trade_view

