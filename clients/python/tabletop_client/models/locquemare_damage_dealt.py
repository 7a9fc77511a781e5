from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareDamageDealt")



@_attrs_define
class LocquemareDamageDealt:
    """ An attack dealt damage.

        Attributes:
            action_id (str): The action concerned (the table's open `action`).
            amount (int): How many stress points (or damage).
            npc_id (None | str): The npc concerned (an id from the table's `npcs`).
     """

    action_id: str
    amount: int
    npc_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        action_id = self.action_id

        amount = self.amount

        npc_id: None | str
        npc_id = self.npc_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action_id": action_id,
            "amount": amount,
            "npc_id": npc_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action_id = d.pop("action_id")

        amount = d.pop("amount")

        def _parse_npc_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        npc_id = _parse_npc_id(d.pop("npc_id"))


        locquemare_damage_dealt = cls(
            action_id=action_id,
            amount=amount,
            npc_id=npc_id,
        )


        locquemare_damage_dealt.additional_properties = d
        return locquemare_damage_dealt

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
