from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareNpcOut")



@_attrs_define
class LocquemareNpcOut:
    """ A non-hero played by the Adversity.

        Attributes:
            category (str): The npc's category: `horde`, `soldier`, `adversary` or `nemesis`.
            consequence_slots (list[str]): The hero's consequence slots: severity -> key id (null: free).
            consequences (list[str]): The consequences taken (key ids).
            harm_pending (int | None): Harm waiting to be resolved on the npc; null: none.
            known (bool): True when the heroes know it.
            name (str): The name, as typed.
            npc_id (str): The npc concerned (an id from the table's `npcs`).
            stress_boxes (int): The npc's stress boxes.
            stress_marked (int): Stress boxes marked.
            taken_out (bool): True once taken out of the scene.
     """

    category: str
    consequence_slots: list[str]
    consequences: list[str]
    harm_pending: int | None
    known: bool
    name: str
    npc_id: str
    stress_boxes: int
    stress_marked: int
    taken_out: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        category = self.category

        consequence_slots = self.consequence_slots



        consequences = self.consequences



        harm_pending: int | None
        harm_pending = self.harm_pending

        known = self.known

        name = self.name

        npc_id = self.npc_id

        stress_boxes = self.stress_boxes

        stress_marked = self.stress_marked

        taken_out = self.taken_out


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "category": category,
            "consequence_slots": consequence_slots,
            "consequences": consequences,
            "harm_pending": harm_pending,
            "known": known,
            "name": name,
            "npc_id": npc_id,
            "stress_boxes": stress_boxes,
            "stress_marked": stress_marked,
            "taken_out": taken_out,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = d.pop("category")

        consequence_slots = cast(list[str], d.pop("consequence_slots"))


        consequences = cast(list[str], d.pop("consequences"))


        def _parse_harm_pending(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        harm_pending = _parse_harm_pending(d.pop("harm_pending"))


        known = d.pop("known")

        name = d.pop("name")

        npc_id = d.pop("npc_id")

        stress_boxes = d.pop("stress_boxes")

        stress_marked = d.pop("stress_marked")

        taken_out = d.pop("taken_out")

        locquemare_npc_out = cls(
            category=category,
            consequence_slots=consequence_slots,
            consequences=consequences,
            harm_pending=harm_pending,
            known=known,
            name=name,
            npc_id=npc_id,
            stress_boxes=stress_boxes,
            stress_marked=stress_marked,
            taken_out=taken_out,
        )


        locquemare_npc_out.additional_properties = d
        return locquemare_npc_out

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
