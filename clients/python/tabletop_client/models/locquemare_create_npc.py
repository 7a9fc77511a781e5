from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_create_npc_type import LocquemareCreateNpcType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareCreateNpc")



@_attrs_define
class LocquemareCreateNpc:
    """ Adversity: a non-hero with its stress boxes and consequence slots.

        Attributes:
            category (str): The npc's category: `horde`, `soldier`, `adversary` or `nemesis`.
            name (str): The name, as typed.
            npc_id (str): The npc concerned (an id from the table's `npcs`).
            type_ (LocquemareCreateNpcType): The message's tag: `CreateNpc`.
            consequence_slots (list[str] | Unset): The hero's consequence slots: severity -> key id (null: free).
            known (bool | Unset): True when the heroes know it. Default: False.
            stress_boxes (int | Unset): The npc's stress boxes. Default: 0.
     """

    category: str
    name: str
    npc_id: str
    type_: LocquemareCreateNpcType
    consequence_slots: list[str] | Unset = UNSET
    known: bool | Unset = False
    stress_boxes: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        category = self.category

        name = self.name

        npc_id = self.npc_id

        type_ = self.type_.value

        consequence_slots: list[str] | Unset = UNSET
        if not isinstance(self.consequence_slots, Unset):
            consequence_slots = self.consequence_slots



        known = self.known

        stress_boxes = self.stress_boxes


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "category": category,
            "name": name,
            "npc_id": npc_id,
            "type": type_,
        })
        if consequence_slots is not UNSET:
            field_dict["consequence_slots"] = consequence_slots
        if known is not UNSET:
            field_dict["known"] = known
        if stress_boxes is not UNSET:
            field_dict["stress_boxes"] = stress_boxes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = d.pop("category")

        name = d.pop("name")

        npc_id = d.pop("npc_id")

        type_ = LocquemareCreateNpcType(d.pop("type"))




        consequence_slots = cast(list[str], d.pop("consequence_slots", UNSET))


        known = d.pop("known", UNSET)

        stress_boxes = d.pop("stress_boxes", UNSET)

        locquemare_create_npc = cls(
            category=category,
            name=name,
            npc_id=npc_id,
            type_=type_,
            consequence_slots=consequence_slots,
            known=known,
            stress_boxes=stress_boxes,
        )

        return locquemare_create_npc

