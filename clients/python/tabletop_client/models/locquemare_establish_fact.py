from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_establish_fact_type import LocquemareEstablishFactType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareEstablishFact")



@_attrs_define
class LocquemareEstablishFact:
    """ Anyone: state a fact resting on known keys (a player's hero must be in the scene
    and not out, T9).

        Attributes:
            text (str): The text, as the table words it.
            type_ (LocquemareEstablishFactType): The message's tag: `EstablishFact`.
            hero_id (None | str | Unset): The hero concerned (an id from the table's `characters`).
            key_ids (list[str] | Unset): The keys concerned.
     """

    text: str
    type_: LocquemareEstablishFactType
    hero_id: None | str | Unset = UNSET
    key_ids: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        text = self.text

        type_ = self.type_.value

        hero_id: None | str | Unset
        if isinstance(self.hero_id, Unset):
            hero_id = UNSET
        else:
            hero_id = self.hero_id

        key_ids: list[str] | Unset = UNSET
        if not isinstance(self.key_ids, Unset):
            key_ids = self.key_ids




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "text": text,
            "type": type_,
        })
        if hero_id is not UNSET:
            field_dict["hero_id"] = hero_id
        if key_ids is not UNSET:
            field_dict["key_ids"] = key_ids

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        text = d.pop("text")

        type_ = LocquemareEstablishFactType(d.pop("type"))




        def _parse_hero_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        hero_id = _parse_hero_id(d.pop("hero_id", UNSET))


        key_ids = cast(list[str], d.pop("key_ids", UNSET))


        locquemare_establish_fact = cls(
            text=text,
            type_=type_,
            hero_id=hero_id,
            key_ids=key_ids,
        )

        return locquemare_establish_fact

