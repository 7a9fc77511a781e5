from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_activate_prowess_type import LocquemareActivateProwessType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareActivateProwess")



@_attrs_define
class LocquemareActivateProwess:
    """ The acting hero activates a bonus prowess.

        Attributes:
            action_id (str): The action concerned (the table's open `action`).
            prowess_id (str): The prowess concerned (an id from the hero's `prowesses`).
            type_ (LocquemareActivateProwessType): The message's tag: `ActivateProwess`.
            payment (None | str | Unset): How the activation is paid: `free`, `token`, `elan`…
     """

    action_id: str
    prowess_id: str
    type_: LocquemareActivateProwessType
    payment: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        action_id = self.action_id

        prowess_id = self.prowess_id

        type_ = self.type_.value

        payment: None | str | Unset
        if isinstance(self.payment, Unset):
            payment = UNSET
        else:
            payment = self.payment


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action_id": action_id,
            "prowess_id": prowess_id,
            "type": type_,
        })
        if payment is not UNSET:
            field_dict["payment"] = payment

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action_id = d.pop("action_id")

        prowess_id = d.pop("prowess_id")

        type_ = LocquemareActivateProwessType(d.pop("type"))




        def _parse_payment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        payment = _parse_payment(d.pop("payment", UNSET))


        locquemare_activate_prowess = cls(
            action_id=action_id,
            prowess_id=prowess_id,
            type_=type_,
            payment=payment,
        )

        return locquemare_activate_prowess

