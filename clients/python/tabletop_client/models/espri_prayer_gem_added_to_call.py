from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_prayer_gem_added_to_call_colour import EspriPrayerGemAddedToCallColour






T = TypeVar("T", bound="EspriPrayerGemAddedToCall")



@_attrs_define
class EspriPrayerGemAddedToCall:
    """ A prayer gem joined the call's hand.

        Attributes:
            call_id (str): The call's id (one call at a time is open).
            character_id (str): The character concerned (a character id of the game).
            colour (EspriPrayerGemAddedToCallColour): A gem colour: a season (`winter`, `spring`, `summer`, `autumn`),
                `time` or `rupture`.
     """

    call_id: str
    character_id: str
    colour: EspriPrayerGemAddedToCallColour
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        call_id = self.call_id

        character_id = self.character_id

        colour = self.colour.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "call_id": call_id,
            "character_id": character_id,
            "colour": colour,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        call_id = d.pop("call_id")

        character_id = d.pop("character_id")

        colour = EspriPrayerGemAddedToCallColour(d.pop("colour"))




        espri_prayer_gem_added_to_call = cls(
            call_id=call_id,
            character_id=character_id,
            colour=colour,
        )


        espri_prayer_gem_added_to_call.additional_properties = d
        return espri_prayer_gem_added_to_call

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
