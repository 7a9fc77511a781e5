from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_set_involvement_involvement import VoyagesSetInvolvementInvolvement
from ..models.voyages_set_involvement_type import VoyagesSetInvolvementType






T = TypeVar("T", bound="VoyagesSetInvolvement")



@_attrs_define
class VoyagesSetInvolvement:
    """ Owner: choose an involvement level before rolling.

        Attributes:
            character_id (str): The character concerned (an id from the table's `characters`).
            involvement (VoyagesSetInvolvementInvolvement): How involved the character is: `not_involved`, `in_retreat`,
                `involved` or `front_line`.
            situation_id (str): The situation concerned (an id from the table's `situations`).
            type_ (VoyagesSetInvolvementType): The message's tag: `SetInvolvement`.
     """

    character_id: str
    involvement: VoyagesSetInvolvementInvolvement
    situation_id: str
    type_: VoyagesSetInvolvementType





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        involvement = self.involvement.value

        situation_id = self.situation_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "involvement": involvement,
            "situation_id": situation_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        involvement = VoyagesSetInvolvementInvolvement(d.pop("involvement"))




        situation_id = d.pop("situation_id")

        type_ = VoyagesSetInvolvementType(d.pop("type"))




        voyages_set_involvement = cls(
            character_id=character_id,
            involvement=involvement,
            situation_id=situation_id,
            type_=type_,
        )

        return voyages_set_involvement

