from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_resolve_npc_harm_type import LocquemareResolveNpcHarmType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareResolveNpcHarm")



@_attrs_define
class LocquemareResolveNpcHarm:
    """ Adversity: npc consequences for the remaining stress, or out.

        Attributes:
            npc_id (str): The npc concerned (an id from the table's `npcs`).
            type_ (LocquemareResolveNpcHarmType): The message's tag: `ResolveNpcHarm`.
            slots (list[str] | Unset): The consequence slots used.
            taken_out (bool | Unset): True once taken out of the scene. Default: False.
     """

    npc_id: str
    type_: LocquemareResolveNpcHarmType
    slots: list[str] | Unset = UNSET
    taken_out: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        npc_id = self.npc_id

        type_ = self.type_.value

        slots: list[str] | Unset = UNSET
        if not isinstance(self.slots, Unset):
            slots = self.slots



        taken_out = self.taken_out


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "npc_id": npc_id,
            "type": type_,
        })
        if slots is not UNSET:
            field_dict["slots"] = slots
        if taken_out is not UNSET:
            field_dict["taken_out"] = taken_out

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        npc_id = d.pop("npc_id")

        type_ = LocquemareResolveNpcHarmType(d.pop("type"))




        slots = cast(list[str], d.pop("slots", UNSET))


        taken_out = d.pop("taken_out", UNSET)

        locquemare_resolve_npc_harm = cls(
            npc_id=npc_id,
            type_=type_,
            slots=slots,
            taken_out=taken_out,
        )

        return locquemare_resolve_npc_harm

