from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_conflict_purchase import VoyagesConflictPurchase





T = TypeVar("T", bound="VoyagesSpendingDeclared")



@_attrs_define
class VoyagesSpendingDeclared:
    """ A side's purchases.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            purchases (list[VoyagesConflictPurchase]): What the points buy.
            round_ (int): The round's number.
            side_id (str): The side concerned (an id from the conflict's `sides`).
     """

    conflict_id: str
    purchases: list[VoyagesConflictPurchase]
    round_: int
    side_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_conflict_purchase import VoyagesConflictPurchase # noqa: PLC0415
        conflict_id = self.conflict_id

        purchases = []
        for purchases_item_data in self.purchases:
            purchases_item = purchases_item_data.to_dict()
            purchases.append(purchases_item)



        round_ = self.round_

        side_id = self.side_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "conflict_id": conflict_id,
            "purchases": purchases,
            "round": round_,
            "side_id": side_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_conflict_purchase import VoyagesConflictPurchase # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        purchases = []
        _purchases = d.pop("purchases")
        for purchases_item_data in (_purchases):
            purchases_item = VoyagesConflictPurchase.from_dict(purchases_item_data)



            purchases.append(purchases_item)


        round_ = d.pop("round")

        side_id = d.pop("side_id")

        voyages_spending_declared = cls(
            conflict_id=conflict_id,
            purchases=purchases,
            round_=round_,
            side_id=side_id,
        )


        voyages_spending_declared.additional_properties = d
        return voyages_spending_declared

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
