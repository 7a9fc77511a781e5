from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareConsequenceRecovered")



@_attrs_define
class LocquemareConsequenceRecovered:
    """ A consequence healed and its slot is free.

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            key_id (str): The key concerned (an id from the table's `keys`).
            severity (str): A consequence's severity: `minor`, `medium`, `grave` or `extreme`.
     """

    hero_id: str
    key_id: str
    severity: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        hero_id = self.hero_id

        key_id = self.key_id

        severity = self.severity


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hero_id": hero_id,
            "key_id": key_id,
            "severity": severity,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        key_id = d.pop("key_id")

        severity = d.pop("severity")

        locquemare_consequence_recovered = cls(
            hero_id=hero_id,
            key_id=key_id,
            severity=severity,
        )


        locquemare_consequence_recovered.additional_properties = d
        return locquemare_consequence_recovered

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
