from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareTokenSpent")



@_attrs_define
class LocquemareTokenSpent:
    """ A hero spent a token.

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            kind (str): `exploit`, `offering` or `danger`.
            purpose (str): What the token was spent for.
     """

    hero_id: str
    kind: str
    purpose: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        hero_id = self.hero_id

        kind = self.kind

        purpose = self.purpose


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hero_id": hero_id,
            "kind": kind,
            "purpose": purpose,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        kind = d.pop("kind")

        purpose = d.pop("purpose")

        locquemare_token_spent = cls(
            hero_id=hero_id,
            kind=kind,
            purpose=purpose,
        )


        locquemare_token_spent.additional_properties = d
        return locquemare_token_spent

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
