from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_participant_spec_in_involvement import VoyagesParticipantSpecInInvolvement
from ..types import UNSET, Unset






T = TypeVar("T", bound="VoyagesParticipantSpecIn")



@_attrs_define
class VoyagesParticipantSpecIn:
    """ A participant of a situation and its involvement.

        Attributes:
            character_id (str): The character concerned (an id from the table's `characters`).
            involvement (VoyagesParticipantSpecInInvolvement | Unset): How involved the character is: `not_involved`,
                `in_retreat`, `involved` or `front_line`. Default: VoyagesParticipantSpecInInvolvement.FRONT_LINE.
     """

    character_id: str
    involvement: VoyagesParticipantSpecInInvolvement | Unset = VoyagesParticipantSpecInInvolvement.FRONT_LINE





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        involvement: str | Unset = UNSET
        if not isinstance(self.involvement, Unset):
            involvement = self.involvement.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
        })
        if involvement is not UNSET:
            field_dict["involvement"] = involvement

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        _involvement = d.pop("involvement", UNSET)
        involvement: VoyagesParticipantSpecInInvolvement | Unset
        if isinstance(_involvement,  Unset):
            involvement = UNSET
        else:
            involvement = VoyagesParticipantSpecInInvolvement(_involvement)




        voyages_participant_spec_in = cls(
            character_id=character_id,
            involvement=involvement,
        )

        return voyages_participant_spec_in

