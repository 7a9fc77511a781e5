from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareTokenGained")



@_attrs_define
class LocquemareTokenGained:
    """ A hero gained tokens.

        Attributes:
            count (int): How many tokens (or free activations) were given.
            hero_id (str): The hero concerned (an id from the table's `characters`).
            kind (str): `exploit`, `offering` or `danger`.
            reason (str): Why, in a few words.
     """

    count: int
    hero_id: str
    kind: str
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        hero_id = self.hero_id

        kind = self.kind

        reason = self.reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
            "hero_id": hero_id,
            "kind": kind,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        hero_id = d.pop("hero_id")

        kind = d.pop("kind")

        reason = d.pop("reason")

        locquemare_token_gained = cls(
            count=count,
            hero_id=hero_id,
            kind=kind,
            reason=reason,
        )


        locquemare_token_gained.additional_properties = d
        return locquemare_token_gained

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
