from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareTruthRevealed")



@_attrs_define
class LocquemareTruthRevealed:
    """ Truth and lies: a character key changed.

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            key_id (str): The key concerned (an id from the table's `keys`).
            old_text (str): The text before the change.
            text (str): The text, as the table words it.
     """

    hero_id: str
    key_id: str
    old_text: str
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        hero_id = self.hero_id

        key_id = self.key_id

        old_text = self.old_text

        text = self.text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hero_id": hero_id,
            "key_id": key_id,
            "old_text": old_text,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        key_id = d.pop("key_id")

        old_text = d.pop("old_text")

        text = d.pop("text")

        locquemare_truth_revealed = cls(
            hero_id=hero_id,
            key_id=key_id,
            old_text=old_text,
            text=text,
        )


        locquemare_truth_revealed.additional_properties = d
        return locquemare_truth_revealed

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
