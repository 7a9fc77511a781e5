from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_restore_npc_type import LocquemareRestoreNpcType






T = TypeVar("T", bound="LocquemareRestoreNpc")



@_attrs_define
class LocquemareRestoreNpc:
    """ The Adversity heals an npc: boxes, consequences and taken out cleared (T13).

        Attributes:
            npc_id (str): The npc concerned (an id from the table's `npcs`).
            type_ (LocquemareRestoreNpcType): The message's tag: `RestoreNpc`.
     """

    npc_id: str
    type_: LocquemareRestoreNpcType





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

        type_ = LocquemareRestoreNpcType(d.pop("type"))




        locquemare_restore_npc = cls(
            npc_id=npc_id,
            type_=type_,
        )

        return locquemare_restore_npc

