from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareNpcStressApplied")



@_attrs_define
class LocquemareNpcStressApplied:
    """ Stress on an npc: boxes first (D22).

        Attributes:
            amount (int): How many stress points (or damage).
            boxes_marked (int): Stress boxes marked on the npc.
            npc_id (str): The npc concerned (an id from the table's `npcs`).
            remaining (int): The npc's stress boxes left.
     """

    amount: int
    boxes_marked: int
    npc_id: str
    remaining: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        boxes_marked = self.boxes_marked

        npc_id = self.npc_id

        remaining = self.remaining


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "amount": amount,
            "boxes_marked": boxes_marked,
            "npc_id": npc_id,
            "remaining": remaining,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        boxes_marked = d.pop("boxes_marked")

        npc_id = d.pop("npc_id")

        remaining = d.pop("remaining")

        locquemare_npc_stress_applied = cls(
            amount=amount,
            boxes_marked=boxes_marked,
            npc_id=npc_id,
            remaining=remaining,
        )


        locquemare_npc_stress_applied.additional_properties = d
        return locquemare_npc_stress_applied

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
