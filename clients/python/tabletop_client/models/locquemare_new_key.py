from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareNewKey")



@_attrs_define
class LocquemareNewKey:
    """ A new character key gained by emptying the track.

        Attributes:
            key_id (str): The key concerned (an id from the table's `keys`).
            text (str): The text, as the table words it.
     """

    key_id: str
    text: str





    def to_dict(self) -> dict[str, Any]:
        key_id = self.key_id

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key_id": key_id,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key_id = d.pop("key_id")

        text = d.pop("text")

        locquemare_new_key = cls(
            key_id=key_id,
            text=text,
        )

        return locquemare_new_key

