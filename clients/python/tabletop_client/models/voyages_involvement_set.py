from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_involvement_set_involvement import VoyagesInvolvementSetInvolvement






T = TypeVar("T", bound="VoyagesInvolvementSet")



@_attrs_define
class VoyagesInvolvementSet:
    """ A participant's involvement level.

        Attributes:
            character_id (str): The character concerned (an id from the table's `characters`).
            involvement (VoyagesInvolvementSetInvolvement): How involved the character is: `not_involved`, `in_retreat`,
                `involved` or `front_line`.
            situation_id (str): The situation concerned (an id from the table's `situations`).
     """

    character_id: str
    involvement: VoyagesInvolvementSetInvolvement
    situation_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        involvement = self.involvement.value

        situation_id = self.situation_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "involvement": involvement,
            "situation_id": situation_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        involvement = VoyagesInvolvementSetInvolvement(d.pop("involvement"))




        situation_id = d.pop("situation_id")

        voyages_involvement_set = cls(
            character_id=character_id,
            involvement=involvement,
            situation_id=situation_id,
        )


        voyages_involvement_set.additional_properties = d
        return voyages_involvement_set

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
