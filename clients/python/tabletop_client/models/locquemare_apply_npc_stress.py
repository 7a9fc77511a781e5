from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_apply_npc_stress_type import LocquemareApplyNpcStressType






T = TypeVar("T", bound="LocquemareApplyNpcStress")



@_attrs_define
class LocquemareApplyNpcStress:
    """ Adversity: stress on an npc.

        Attributes:
            amount (int): How many stress points (or damage).
            npc_id (str): The npc concerned (an id from the table's `npcs`).
            type_ (LocquemareApplyNpcStressType): The message's tag: `ApplyNpcStress`.
     """

    amount: int
    npc_id: str
    type_: LocquemareApplyNpcStressType





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        npc_id = self.npc_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "npc_id": npc_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        npc_id = d.pop("npc_id")

        type_ = LocquemareApplyNpcStressType(d.pop("type"))




        locquemare_apply_npc_stress = cls(
            amount=amount,
            npc_id=npc_id,
            type_=type_,
        )

        return locquemare_apply_npc_stress

