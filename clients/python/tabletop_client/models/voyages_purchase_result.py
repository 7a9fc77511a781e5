from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="VoyagesPurchaseResult")



@_attrs_define
class VoyagesPurchaseResult:
    """ How a purchase ended.

        Attributes:
            blocked (int): Points of the purchase another side blocked.
            paid (int): Points paid for the purchase.
            purchase_id (str): The purchase concerned (unique in the round).
            succeeded (bool): True when the purchase took effect.
     """

    blocked: int
    paid: int
    purchase_id: str
    succeeded: bool





    def to_dict(self) -> dict[str, Any]:
        blocked = self.blocked

        paid = self.paid

        purchase_id = self.purchase_id

        succeeded = self.succeeded


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "blocked": blocked,
            "paid": paid,
            "purchase_id": purchase_id,
            "succeeded": succeeded,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        blocked = d.pop("blocked")

        paid = d.pop("paid")

        purchase_id = d.pop("purchase_id")

        succeeded = d.pop("succeeded")

        voyages_purchase_result = cls(
            blocked=blocked,
            paid=paid,
            purchase_id=purchase_id,
            succeeded=succeeded,
        )

        return voyages_purchase_result

