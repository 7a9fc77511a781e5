from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareFreeActivationUsed")



@_attrs_define
class LocquemareFreeActivationUsed:
    """ A free activation was used.

        Attributes:
            action_id (str): The action concerned (the table's open `action`).
            holder (str): Who holds it: a hero id or `adversity`.
            key_id (str): The key concerned (an id from the table's `keys`).
     """

    action_id: str
    holder: str
    key_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        action_id = self.action_id

        holder = self.holder

        key_id = self.key_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action_id": action_id,
            "holder": holder,
            "key_id": key_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action_id = d.pop("action_id")

        holder = d.pop("holder")

        key_id = d.pop("key_id")

        locquemare_free_activation_used = cls(
            action_id=action_id,
            holder=holder,
            key_id=key_id,
        )


        locquemare_free_activation_used.additional_properties = d
        return locquemare_free_activation_used

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
