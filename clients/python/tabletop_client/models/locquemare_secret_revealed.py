from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareSecretRevealed")



@_attrs_define
class LocquemareSecretRevealed:
    """ A hero's secret came out (its text is public from now on).

        Attributes:
            description (str): What it is, in the table's words.
            hero_id (str): The hero concerned (an id from the table's `characters`).
            secret_id (str): The secret card concerned.
            text (str): The text, as the table words it.
     """

    description: str
    hero_id: str
    secret_id: str
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        description = self.description

        hero_id = self.hero_id

        secret_id = self.secret_id

        text = self.text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "description": description,
            "hero_id": hero_id,
            "secret_id": secret_id,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        hero_id = d.pop("hero_id")

        secret_id = d.pop("secret_id")

        text = d.pop("text")

        locquemare_secret_revealed = cls(
            description=description,
            hero_id=hero_id,
            secret_id=secret_id,
            text=text,
        )


        locquemare_secret_revealed.additional_properties = d
        return locquemare_secret_revealed

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
