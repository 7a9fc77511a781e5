from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_modify_character_key_type import LocquemareModifyCharacterKeyType






T = TypeVar("T", bound="LocquemareModifyCharacterKey")



@_attrs_define
class LocquemareModifyCharacterKey:
    """ Rewrite one character key, once per act end.

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            key_id (str): The key concerned (an id from the table's `keys`).
            text (str): The text, as the table words it.
            type_ (LocquemareModifyCharacterKeyType): The message's tag: `ModifyCharacterKey`.
     """

    hero_id: str
    key_id: str
    text: str
    type_: LocquemareModifyCharacterKeyType





    def to_dict(self) -> dict[str, Any]:
        hero_id = self.hero_id

        key_id = self.key_id

        text = self.text

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hero_id": hero_id,
            "key_id": key_id,
            "text": text,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        key_id = d.pop("key_id")

        text = d.pop("text")

        type_ = LocquemareModifyCharacterKeyType(d.pop("type"))




        locquemare_modify_character_key = cls(
            hero_id=hero_id,
            key_id=key_id,
            text=text,
            type_=type_,
        )

        return locquemare_modify_character_key

