from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_priced_purchase import VoyagesPricedPurchase





T = TypeVar("T", bound="VoyagesSituationPointsSpent")



@_attrs_define
class VoyagesSituationPointsSpent:
    """ Purchases paid from a pool.

        Attributes:
            pool_id (str): The pool concerned (an id from the situation's `pools`).
            purchases (list[VoyagesPricedPurchase]): What the points buy.
            remaining (int): Points left after spending.
            situation_id (str): The situation concerned (an id from the table's `situations`).
     """

    pool_id: str
    purchases: list[VoyagesPricedPurchase]
    remaining: int
    situation_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_priced_purchase import VoyagesPricedPurchase # noqa: PLC0415
        pool_id = self.pool_id

        purchases = []
        for purchases_item_data in self.purchases:
            purchases_item = purchases_item_data.to_dict()
            purchases.append(purchases_item)



        remaining = self.remaining

        situation_id = self.situation_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "pool_id": pool_id,
            "purchases": purchases,
            "remaining": remaining,
            "situation_id": situation_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_priced_purchase import VoyagesPricedPurchase # noqa: PLC0415
        d = dict(src_dict)
        pool_id = d.pop("pool_id")

        purchases = []
        _purchases = d.pop("purchases")
        for purchases_item_data in (_purchases):
            purchases_item = VoyagesPricedPurchase.from_dict(purchases_item_data)



            purchases.append(purchases_item)


        remaining = d.pop("remaining")

        situation_id = d.pop("situation_id")

        voyages_situation_points_spent = cls(
            pool_id=pool_id,
            purchases=purchases,
            remaining=remaining,
            situation_id=situation_id,
        )


        voyages_situation_points_spent.additional_properties = d
        return voyages_situation_points_spent

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
