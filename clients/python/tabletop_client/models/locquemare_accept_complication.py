from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_accept_complication_type import LocquemareAcceptComplicationType






T = TypeVar("T", bound="LocquemareAcceptComplication")



@_attrs_define
class LocquemareAcceptComplication:
    """ The target accepts and gains a token.

        Attributes:
            complication_id (str): The complication concerned (an id from the table's `complications`).
            type_ (LocquemareAcceptComplicationType): The message's tag: `AcceptComplication`.
     """

    complication_id: str
    type_: LocquemareAcceptComplicationType





    def to_dict(self) -> dict[str, Any]:
        complication_id = self.complication_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "complication_id": complication_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        complication_id = d.pop("complication_id")

        type_ = LocquemareAcceptComplicationType(d.pop("type"))




        locquemare_accept_complication = cls(
            complication_id=complication_id,
            type_=type_,
        )

        return locquemare_accept_complication

