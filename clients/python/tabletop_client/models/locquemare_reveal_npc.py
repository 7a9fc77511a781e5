from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_reveal_npc_type import LocquemareRevealNpcType






T = TypeVar("T", bound="LocquemareRevealNpc")



@_attrs_define
class LocquemareRevealNpc:
    """ The Adversity makes a secret npc known to the heroes (T14).

        Attributes:
            npc_id (str): The npc concerned (an id from the table's `npcs`).
            type_ (LocquemareRevealNpcType): The message's tag: `RevealNpc`.
     """

    npc_id: str
    type_: LocquemareRevealNpcType





    def to_dict(self) -> dict[str, Any]:
        npc_id = self.npc_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "npc_id": npc_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        npc_id = d.pop("npc_id")

        type_ = LocquemareRevealNpcType(d.pop("type"))




        locquemare_reveal_npc = cls(
            npc_id=npc_id,
            type_=type_,
        )

        return locquemare_reveal_npc

