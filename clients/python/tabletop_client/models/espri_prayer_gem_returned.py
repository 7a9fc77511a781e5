from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_prayer_gem_returned_colour import EspriPrayerGemReturnedColour






T = TypeVar("T", bound="EspriPrayerGemReturned")



@_attrs_define
class EspriPrayerGemReturned:
    """ T6: the prayer gem the leader added was not placed: back to its prayer gems.

        Attributes:
            call_id (str): The call's id (one call at a time is open).
            character_id (str): The character concerned (a character id of the game).
            colour (EspriPrayerGemReturnedColour): A gem colour: a season (`winter`, `spring`, `summer`, `autumn`), `time`
                or `rupture`.
     """

    call_id: str
    character_id: str
    colour: EspriPrayerGemReturnedColour
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

        colour = EspriPrayerGemReturnedColour(d.pop("colour"))




        espri_prayer_gem_returned = cls(
            call_id=call_id,
            character_id=character_id,
            colour=colour,
        )


        espri_prayer_gem_returned.additional_properties = d
        return espri_prayer_gem_returned

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
