from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_refuse_complication_type import LocquemareRefuseComplicationType






T = TypeVar("T", bound="LocquemareRefuseComplication")



@_attrs_define
class LocquemareRefuseComplication:
    """ The target refuses by spending a token.

        Attributes:
            complication_id (str): The complication concerned (an id from the table's `complications`).
            payment (str): How the activation is paid: `free`, `token`, `elan`…
            type_ (LocquemareRefuseComplicationType): The message's tag: `RefuseComplication`.
     """

    complication_id: str
    payment: str
    type_: LocquemareRefuseComplicationType





    def to_dict(self) -> dict[str, Any]:
        complication_id = self.complication_id

        payment = self.payment

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "complication_id": complication_id,
            "payment": payment,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        complication_id = d.pop("complication_id")

        payment = d.pop("payment")

        type_ = LocquemareRefuseComplicationType(d.pop("type"))




        locquemare_refuse_complication = cls(
            complication_id=complication_id,
            payment=payment,
            type_=type_,
        )

        return locquemare_refuse_complication

