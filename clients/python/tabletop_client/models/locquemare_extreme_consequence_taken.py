from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareExtremeConsequenceTaken")



@_attrs_define
class LocquemareExtremeConsequenceTaken:
    """ A character key was replaced by an extreme consequence (D8).

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            key_id (str): The key concerned (an id from the table's `keys`).
            replaced_key_id (str): The key the extreme consequence replaced.
            text (str): The text, as the table words it.
     """

    hero_id: str
    key_id: str
    replaced_key_id: str
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        hero_id = self.hero_id

        key_id = self.key_id

        replaced_key_id = self.replaced_key_id

        text = self.text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hero_id": hero_id,
            "key_id": key_id,
            "replaced_key_id": replaced_key_id,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        key_id = d.pop("key_id")

        replaced_key_id = d.pop("replaced_key_id")

        text = d.pop("text")

        locquemare_extreme_consequence_taken = cls(
            hero_id=hero_id,
            key_id=key_id,
            replaced_key_id=replaced_key_id,
            text=text,
        )


        locquemare_extreme_consequence_taken.additional_properties = d
        return locquemare_extreme_consequence_taken

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
