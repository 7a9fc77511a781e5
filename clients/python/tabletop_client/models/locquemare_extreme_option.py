from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareExtremeOption")



@_attrs_define
class LocquemareExtremeOption:
    """ Take the extreme consequence in place of a character key.

        Attributes:
            replace_key_id (str): The key the extreme consequence replaces.
            text (str): The text, as the table words it.
     """

    replace_key_id: str
    text: str





    def to_dict(self) -> dict[str, Any]:
        replace_key_id = self.replace_key_id

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "replace_key_id": replace_key_id,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        replace_key_id = d.pop("replace_key_id")

        text = d.pop("text")

        locquemare_extreme_option = cls(
            replace_key_id=replace_key_id,
            text=text,
        )

        return locquemare_extreme_option

