from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_declare_spending_type import VoyagesDeclareSpendingType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_conflict_purchase_in import VoyagesConflictPurchaseIn





T = TypeVar("T", bound="VoyagesDeclareSpending")



@_attrs_define
class VoyagesDeclareSpending:
    """ A side declares its purchases (empty: pass).

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            side_id (str): The side concerned (an id from the conflict's `sides`).
            type_ (VoyagesDeclareSpendingType): The message's tag: `DeclareSpending`.
            purchases (list[VoyagesConflictPurchaseIn] | Unset): What the points buy.
     """

    conflict_id: str
    side_id: str
    type_: VoyagesDeclareSpendingType
    purchases: list[VoyagesConflictPurchaseIn] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_conflict_purchase_in import VoyagesConflictPurchaseIn # noqa: PLC0415
        conflict_id = self.conflict_id

        side_id = self.side_id

        type_ = self.type_.value

        purchases: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.purchases, Unset):
            purchases = []
            for purchases_item_data in self.purchases:
                purchases_item = purchases_item_data.to_dict()
                purchases.append(purchases_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "side_id": side_id,
            "type": type_,
        })
        if purchases is not UNSET:
            field_dict["purchases"] = purchases

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_conflict_purchase_in import VoyagesConflictPurchaseIn # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        side_id = d.pop("side_id")

        type_ = VoyagesDeclareSpendingType(d.pop("type"))




        _purchases = d.pop("purchases", UNSET)
        purchases: list[VoyagesConflictPurchaseIn] | Unset = UNSET
        if _purchases is not UNSET:
            purchases = []
            for purchases_item_data in _purchases:
                purchases_item = VoyagesConflictPurchaseIn.from_dict(purchases_item_data)



                purchases.append(purchases_item)


        voyages_declare_spending = cls(
            conflict_id=conflict_id,
            side_id=side_id,
            type_=type_,
            purchases=purchases,
        )

        return voyages_declare_spending

