from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareComplicationRefused")



@_attrs_define
class LocquemareComplicationRefused:
    """ The complication was refused for a token.

        Attributes:
            complication_id (str): The complication concerned (an id from the table's `complications`).
            payment (str): How the activation is paid: `free`, `token`, `elan`…
     """

    complication_id: str
    payment: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        complication_id = self.complication_id

        payment = self.payment


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "complication_id": complication_id,
            "payment": payment,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        complication_id = d.pop("complication_id")

        payment = d.pop("payment")

        locquemare_complication_refused = cls(
            complication_id=complication_id,
            payment=payment,
        )


        locquemare_complication_refused.additional_properties = d
        return locquemare_complication_refused

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
