from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="VoyagesThingRegistered")



@_attrs_define
class VoyagesThingRegistered:
    """ A thing that can carry adjectives.

        Attributes:
            holder_character_id (None | str): The character holding the thing; null: none.
            name (str): The name, as typed.
            thing_id (str): The thing concerned (an id from the table's `things`).
     """

    holder_character_id: None | str
    name: str
    thing_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        holder_character_id: None | str
        holder_character_id = self.holder_character_id

        name = self.name

        thing_id = self.thing_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "holder_character_id": holder_character_id,
            "name": name,
            "thing_id": thing_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_holder_character_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        holder_character_id = _parse_holder_character_id(d.pop("holder_character_id"))


        name = d.pop("name")

        thing_id = d.pop("thing_id")

        voyages_thing_registered = cls(
            holder_character_id=holder_character_id,
            name=name,
            thing_id=thing_id,
        )


        voyages_thing_registered.additional_properties = d
        return voyages_thing_registered

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
