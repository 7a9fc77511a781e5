from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareNpcRestored")



@_attrs_define
class LocquemareNpcRestored:
    """ An npc is healed: stress boxes, consequences and taken out cleared (T13).

        Attributes:
            hidden (bool): True when it is hidden from the heroes (only the Adversity sees it).
            npc_id (str): The npc concerned (an id from the table's `npcs`).
     """

    hidden: bool
    npc_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        hidden = self.hidden

        npc_id = self.npc_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hidden": hidden,
            "npc_id": npc_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hidden = d.pop("hidden")

        npc_id = d.pop("npc_id")

        locquemare_npc_restored = cls(
            hidden=hidden,
            npc_id=npc_id,
        )


        locquemare_npc_restored.additional_properties = d
        return locquemare_npc_restored

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
