from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareFactEstablished")



@_attrs_define
class LocquemareFactEstablished:
    """ A fact was established on known keys.

        Attributes:
            key_ids (list[str]): The keys concerned.
            text (str): The text, as the table words it.
     """

    key_ids: list[str]
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        key_ids = self.key_ids



        text = self.text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "key_ids": key_ids,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key_ids = cast(list[str], d.pop("key_ids"))


        text = d.pop("text")

        locquemare_fact_established = cls(
            key_ids=key_ids,
            text=text,
        )


        locquemare_fact_established.additional_properties = d
        return locquemare_fact_established

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
