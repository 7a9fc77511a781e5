from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareKeyRemoved")



@_attrs_define
class LocquemareKeyRemoved:
    """ A key left play.

        Attributes:
            hidden (bool): True when it is hidden from the heroes (only the Adversity sees it).
            key_id (str): The key concerned (an id from the table's `keys`).
            reason (str): Why, in a few words.
     """

    hidden: bool
    key_id: str
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        hidden = self.hidden

        key_id = self.key_id

        reason = self.reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hidden": hidden,
            "key_id": key_id,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hidden = d.pop("hidden")

        key_id = d.pop("key_id")

        reason = d.pop("reason")

        locquemare_key_removed = cls(
            hidden=hidden,
            key_id=key_id,
            reason=reason,
        )


        locquemare_key_removed.additional_properties = d
        return locquemare_key_removed

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
