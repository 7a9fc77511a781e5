from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareHeroSecret")



@_attrs_define
class LocquemareHeroSecret:
    """ The secret a hero kept.

        Attributes:
            revealed (bool): True once the secret was revealed.
            secret_id (str): The secret card concerned.
            text (str): The text, as the table words it.
     """

    revealed: bool
    secret_id: str
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        revealed = self.revealed

        secret_id = self.secret_id

        text = self.text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "revealed": revealed,
            "secret_id": secret_id,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        revealed = d.pop("revealed")

        secret_id = d.pop("secret_id")

        text = d.pop("text")

        locquemare_hero_secret = cls(
            revealed=revealed,
            secret_id=secret_id,
            text=text,
        )


        locquemare_hero_secret.additional_properties = d
        return locquemare_hero_secret

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
