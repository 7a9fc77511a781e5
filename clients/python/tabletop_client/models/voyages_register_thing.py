from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_register_thing_type import VoyagesRegisterThingType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="VoyagesRegisterThing")



@_attrs_define
class VoyagesRegisterThing:
    """ GM: a thing that can carry adjectives.

        Attributes:
            name (str): The name, as typed.
            thing_id (str): The thing concerned (an id from the table's `things`).
            type_ (VoyagesRegisterThingType): The message's tag: `RegisterThing`.
            holder_character_id (None | str | Unset): The character holding the thing; null: none.
     """

    name: str
    thing_id: str
    type_: VoyagesRegisterThingType
    holder_character_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        thing_id = self.thing_id

        type_ = self.type_.value

        holder_character_id: None | str | Unset
        if isinstance(self.holder_character_id, Unset):
            holder_character_id = UNSET
        else:
            holder_character_id = self.holder_character_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "thing_id": thing_id,
            "type": type_,
        })
        if holder_character_id is not UNSET:
            field_dict["holder_character_id"] = holder_character_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        thing_id = d.pop("thing_id")

        type_ = VoyagesRegisterThingType(d.pop("type"))




        def _parse_holder_character_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        holder_character_id = _parse_holder_character_id(d.pop("holder_character_id", UNSET))


        voyages_register_thing = cls(
            name=name,
            thing_id=thing_id,
            type_=type_,
            holder_character_id=holder_character_id,
        )

        return voyages_register_thing

