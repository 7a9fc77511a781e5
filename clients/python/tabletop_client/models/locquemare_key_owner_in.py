from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareKeyOwnerIn")



@_attrs_define
class LocquemareKeyOwnerIn:
    """ Who a created key belongs to: a hero or an npc (none: the scene or the world).

        Attributes:
            hero_id (None | str | Unset): The hero concerned (an id from the table's `characters`).
            npc_id (None | str | Unset): The npc concerned (an id from the table's `npcs`).
     """

    hero_id: None | str | Unset = UNSET
    npc_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        hero_id: None | str | Unset
        if isinstance(self.hero_id, Unset):
            hero_id = UNSET
        else:
            hero_id = self.hero_id

        npc_id: None | str | Unset
        if isinstance(self.npc_id, Unset):
            npc_id = UNSET
        else:
            npc_id = self.npc_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if hero_id is not UNSET:
            field_dict["hero_id"] = hero_id
        if npc_id is not UNSET:
            field_dict["npc_id"] = npc_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_hero_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        hero_id = _parse_hero_id(d.pop("hero_id", UNSET))


        def _parse_npc_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        npc_id = _parse_npc_id(d.pop("npc_id", UNSET))


        locquemare_key_owner_in = cls(
            hero_id=hero_id,
            npc_id=npc_id,
        )

        return locquemare_key_owner_in

