from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_participant_spec_involvement import VoyagesParticipantSpecInvolvement






T = TypeVar("T", bound="VoyagesParticipantSpec")



@_attrs_define
class VoyagesParticipantSpec:
    """ A participant of a situation and its involvement.

        Attributes:
            character_id (str): The character concerned (an id from the table's `characters`).
            involvement (VoyagesParticipantSpecInvolvement): How involved the character is: `not_involved`, `in_retreat`,
                `involved` or `front_line`.
     """

    character_id: str
    involvement: VoyagesParticipantSpecInvolvement





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        involvement = self.involvement.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "involvement": involvement,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        involvement = VoyagesParticipantSpecInvolvement(d.pop("involvement"))




        voyages_participant_spec = cls(
            character_id=character_id,
            involvement=involvement,
        )

        return voyages_participant_spec

