from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareTokensGranted")



@_attrs_define
class LocquemareTokensGranted:
    """ Act start tokens by prowess count (7.7).

        Attributes:
            exploit (int): Exploit tokens.
            hero_id (str): The hero concerned (an id from the table's `characters`).
            offering (int): Offering tokens.
            prowess_count (int): The hero's prowesses (6 or more: no tokens at the act's start).
     """

    exploit: int
    hero_id: str
    offering: int
    prowess_count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        exploit = self.exploit

        hero_id = self.hero_id

        offering = self.offering

        prowess_count = self.prowess_count


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "exploit": exploit,
            "hero_id": hero_id,
            "offering": offering,
            "prowess_count": prowess_count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        exploit = d.pop("exploit")

        hero_id = d.pop("hero_id")

        offering = d.pop("offering")

        prowess_count = d.pop("prowess_count")

        locquemare_tokens_granted = cls(
            exploit=exploit,
            hero_id=hero_id,
            offering=offering,
            prowess_count=prowess_count,
        )


        locquemare_tokens_granted.additional_properties = d
        return locquemare_tokens_granted

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
