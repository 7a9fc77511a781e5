from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareElanCreated")



@_attrs_define
class LocquemareElanCreated:
    """ An elan card was given to a holder.

        Attributes:
            holder (str): Who holds it: a hero id or `adversity`.
            key_id (str): The key concerned (an id from the table's `keys`).
            text (str): The text, as the table words it.
     """

    holder: str
    key_id: str
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        holder = self.holder

        key_id = self.key_id

        text = self.text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "holder": holder,
            "key_id": key_id,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        holder = d.pop("holder")

        key_id = d.pop("key_id")

        text = d.pop("text")

        locquemare_elan_created = cls(
            holder=holder,
            key_id=key_id,
            text=text,
        )


        locquemare_elan_created.additional_properties = d
        return locquemare_elan_created

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
