from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_reveal_key_type import LocquemareRevealKeyType






T = TypeVar("T", bound="LocquemareRevealKey")



@_attrs_define
class LocquemareRevealKey:
    """ Adversity: an unknown key becomes known.

        Attributes:
            key_id (str): The key concerned (an id from the table's `keys`).
            type_ (LocquemareRevealKeyType): The message's tag: `RevealKey`.
     """

    key_id: str
    type_: LocquemareRevealKeyType





    def to_dict(self) -> dict[str, Any]:
        key_id = self.key_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key_id": key_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key_id = d.pop("key_id")

        type_ = LocquemareRevealKeyType(d.pop("type"))




        locquemare_reveal_key = cls(
            key_id=key_id,
            type_=type_,
        )

        return locquemare_reveal_key

