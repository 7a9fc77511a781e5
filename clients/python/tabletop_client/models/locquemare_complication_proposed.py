from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareComplicationProposed")



@_attrs_define
class LocquemareComplicationProposed:
    """ A complication was proposed on a hero's key.

        Attributes:
            complication_id (str): The complication concerned (an id from the table's `complications`).
            complication_kind (str): `decision` or `event`.
            hero_id (None | str): The hero concerned (an id from the table's `characters`).
            key_id (str): The key concerned (an id from the table's `keys`).
            npc_id (None | str): The npc concerned (an id from the table's `npcs`).
            proposer (str): Who proposed it: a hero id or `adversity`.
            text (str): The text, as the table words it.
            token (None | str): The token paid: `exploit`, `offering` or `danger`; null: none.
     """

    complication_id: str
    complication_kind: str
    hero_id: None | str
    key_id: str
    npc_id: None | str
    proposer: str
    text: str
    token: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        complication_id = self.complication_id

        complication_kind = self.complication_kind

        hero_id: None | str
        hero_id = self.hero_id

        key_id = self.key_id

        npc_id: None | str
        npc_id = self.npc_id

        proposer = self.proposer

        text = self.text

        token: None | str
        token = self.token


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "complication_id": complication_id,
            "complication_kind": complication_kind,
            "hero_id": hero_id,
            "key_id": key_id,
            "npc_id": npc_id,
            "proposer": proposer,
            "text": text,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        complication_id = d.pop("complication_id")

        complication_kind = d.pop("complication_kind")

        def _parse_hero_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hero_id = _parse_hero_id(d.pop("hero_id"))


        key_id = d.pop("key_id")

        def _parse_npc_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        npc_id = _parse_npc_id(d.pop("npc_id"))


        proposer = d.pop("proposer")

        text = d.pop("text")

        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))


        locquemare_complication_proposed = cls(
            complication_id=complication_id,
            complication_kind=complication_kind,
            hero_id=hero_id,
            key_id=key_id,
            npc_id=npc_id,
            proposer=proposer,
            text=text,
            token=token,
        )


        locquemare_complication_proposed.additional_properties = d
        return locquemare_complication_proposed

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
