from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="LocquemareKeyActivationSpec")



@_attrs_define
class LocquemareKeyActivationSpec:
    """ One key the Adversity activates against an action.

        Attributes:
            key_id (str): The key concerned (an id from the table's `keys`).
            payment (str | Unset): How the activation is paid: `free`, `token`, `elan`… Default: 'danger'.
     """

    key_id: str
    payment: str | Unset = 'danger'





    def to_dict(self) -> dict[str, Any]:
        key_id = self.key_id

        payment = self.payment


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key_id": key_id,
        })
        if payment is not UNSET:
            field_dict["payment"] = payment

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key_id = d.pop("key_id")

        payment = d.pop("payment", UNSET)

        locquemare_key_activation_spec = cls(
            key_id=key_id,
            payment=payment,
        )

        return locquemare_key_activation_spec

