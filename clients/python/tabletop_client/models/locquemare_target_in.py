from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareTargetIn")



@_attrs_define
class LocquemareTargetIn:
    """ An action's target: an npc or a key.

        Attributes:
            key_id (None | str | Unset): The key concerned (an id from the table's `keys`).
            npc_id (None | str | Unset): The npc concerned (an id from the table's `npcs`).
     """

    key_id: None | str | Unset = UNSET
    npc_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        key_id: None | str | Unset
        if isinstance(self.key_id, Unset):
            key_id = UNSET
        else:
            key_id = self.key_id

        npc_id: None | str | Unset
        if isinstance(self.npc_id, Unset):
            npc_id = UNSET
        else:
            npc_id = self.npc_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if key_id is not UNSET:
            field_dict["key_id"] = key_id
        if npc_id is not UNSET:
            field_dict["npc_id"] = npc_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_key_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        key_id = _parse_key_id(d.pop("key_id", UNSET))


        def _parse_npc_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        npc_id = _parse_npc_id(d.pop("npc_id", UNSET))


        locquemare_target_in = cls(
            key_id=key_id,
            npc_id=npc_id,
        )

        return locquemare_target_in

