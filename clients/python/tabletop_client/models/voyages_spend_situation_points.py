from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_spend_situation_points_type import VoyagesSpendSituationPointsType
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_purchase import VoyagesPurchase





T = TypeVar("T", bound="VoyagesSpendSituationPoints")



@_attrs_define
class VoyagesSpendSituationPoints:
    """ Spend points of a pool on effects.

        Attributes:
            pool_id (str): The pool concerned (an id from the situation's `pools`).
            purchases (list[VoyagesPurchase]): What the points buy.
            situation_id (str): The situation concerned (an id from the table's `situations`).
            type_ (VoyagesSpendSituationPointsType): The message's tag: `SpendSituationPoints`.
     """

    pool_id: str
    purchases: list[VoyagesPurchase]
    situation_id: str
    type_: VoyagesSpendSituationPointsType





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_purchase import VoyagesPurchase # noqa: PLC0415
        pool_id = self.pool_id

        purchases = []
        for purchases_item_data in self.purchases:
            purchases_item = purchases_item_data.to_dict()
            purchases.append(purchases_item)



        situation_id = self.situation_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pool_id": pool_id,
            "purchases": purchases,
            "situation_id": situation_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_purchase import VoyagesPurchase # noqa: PLC0415
        d = dict(src_dict)
        pool_id = d.pop("pool_id")

        purchases = []
        _purchases = d.pop("purchases")
        for purchases_item_data in (_purchases):
            purchases_item = VoyagesPurchase.from_dict(purchases_item_data)



            purchases.append(purchases_item)


        situation_id = d.pop("situation_id")

        type_ = VoyagesSpendSituationPointsType(d.pop("type"))




        voyages_spend_situation_points = cls(
            pool_id=pool_id,
            purchases=purchases,
            situation_id=situation_id,
            type_=type_,
        )

        return voyages_spend_situation_points

