from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareTarget")



@_attrs_define
class LocquemareTarget:
    """ An action's target: an npc or a key.

        Attributes:
            key_id (None | str): The key concerned (an id from the table's `keys`).
            npc_id (None | str): The npc concerned (an id from the table's `npcs`).
     """

    key_id: None | str
    npc_id: None | str





    def to_dict(self) -> dict[str, Any]:
        key_id: None | str
        key_id = self.key_id

        npc_id: None | str
        npc_id = self.npc_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key_id": key_id,
            "npc_id": npc_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_key_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        key_id = _parse_key_id(d.pop("key_id"))


        def _parse_npc_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        npc_id = _parse_npc_id(d.pop("npc_id"))


        locquemare_target = cls(
            key_id=key_id,
            npc_id=npc_id,
        )

        return locquemare_target

