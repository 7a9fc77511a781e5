from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareDefeatAccepted")



@_attrs_define
class LocquemareDefeatAccepted:
    """ A hero accepted defeat (R2): 1 token + 1 per consequence counted.

    `consequences_in_conflict` counts the open conflict's consequences, or the scene's
    when `counted_in` is `scene` (no conflict open).

        Attributes:
            consequences_in_conflict (int): Consequences taken in the conflict when defeat was accepted.
            counted_in (str): Where the defeat was counted (`scene` or `conflict`).
            hero_id (str): The hero concerned (an id from the table's `characters`).
            tokens (int): The hero's tokens: `exploit`, `offering`, `danger` -> count.
     """

    consequences_in_conflict: int
    counted_in: str
    hero_id: str
    tokens: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        consequences_in_conflict = self.consequences_in_conflict

        counted_in = self.counted_in

        hero_id = self.hero_id

        tokens = self.tokens


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "consequences_in_conflict": consequences_in_conflict,
            "counted_in": counted_in,
            "hero_id": hero_id,
            "tokens": tokens,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        consequences_in_conflict = d.pop("consequences_in_conflict")

        counted_in = d.pop("counted_in")

        hero_id = d.pop("hero_id")

        tokens = d.pop("tokens")

        locquemare_defeat_accepted = cls(
            consequences_in_conflict=consequences_in_conflict,
            counted_in=counted_in,
            hero_id=hero_id,
            tokens=tokens,
        )


        locquemare_defeat_accepted.additional_properties = d
        return locquemare_defeat_accepted

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
