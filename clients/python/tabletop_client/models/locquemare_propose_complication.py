from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_propose_complication_type import LocquemareProposeComplicationType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareProposeComplication")



@_attrs_define
class LocquemareProposeComplication:
    """ Propose a complication on a hero's key, or (a hero) on an npc's consequence.

        Attributes:
            complication_id (str): The complication concerned (an id from the table's `complications`).
            complication_kind (str): `decision` or `event`.
            key_id (str): The key concerned (an id from the table's `keys`).
            proposer (str): Who proposed it: a hero id or `adversity`.
            text (str): The text, as the table words it.
            type_ (LocquemareProposeComplicationType): The message's tag: `ProposeComplication`.
            hero_id (None | str | Unset): The hero concerned (an id from the table's `characters`).
            npc_id (None | str | Unset): The npc concerned (an id from the table's `npcs`).
            token (None | str | Unset): The token paid: `exploit`, `offering` or `danger`; null: none.
     """

    complication_id: str
    complication_kind: str
    key_id: str
    proposer: str
    text: str
    type_: LocquemareProposeComplicationType
    hero_id: None | str | Unset = UNSET
    npc_id: None | str | Unset = UNSET
    token: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        complication_id = self.complication_id

        complication_kind = self.complication_kind

        key_id = self.key_id

        proposer = self.proposer

        text = self.text

        type_ = self.type_.value

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

        token: None | str | Unset
        if isinstance(self.token, Unset):
            token = UNSET
        else:
            token = self.token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "complication_id": complication_id,
            "complication_kind": complication_kind,
            "key_id": key_id,
            "proposer": proposer,
            "text": text,
            "type": type_,
        })
        if hero_id is not UNSET:
            field_dict["hero_id"] = hero_id
        if npc_id is not UNSET:
            field_dict["npc_id"] = npc_id
        if token is not UNSET:
            field_dict["token"] = token

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        complication_id = d.pop("complication_id")

        complication_kind = d.pop("complication_kind")

        key_id = d.pop("key_id")

        proposer = d.pop("proposer")

        text = d.pop("text")

        type_ = LocquemareProposeComplicationType(d.pop("type"))




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


        def _parse_token(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        token = _parse_token(d.pop("token", UNSET))


        locquemare_propose_complication = cls(
            complication_id=complication_id,
            complication_kind=complication_kind,
            key_id=key_id,
            proposer=proposer,
            text=text,
            type_=type_,
            hero_id=hero_id,
            npc_id=npc_id,
            token=token,
        )

        return locquemare_propose_complication

