from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_prayer_gem_spent_colour import EspriPrayerGemSpentColour






T = TypeVar("T", bound="EspriPrayerGemSpent")



@_attrs_define
class EspriPrayerGemSpent:
    """ A prayer gem went straight back to the pool.

        Attributes:
            character_id (str): The character concerned (a character id of the game).
            colour (EspriPrayerGemSpentColour): A gem colour: a season (`winter`, `spring`, `summer`, `autumn`), `time` or
                `rupture`.
            purpose (str): What it was spent for.
     """

    character_id: str
    colour: EspriPrayerGemSpentColour
    purpose: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        colour = self.colour.value

        purpose = self.purpose


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "colour": colour,
            "purpose": purpose,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        colour = EspriPrayerGemSpentColour(d.pop("colour"))




        purpose = d.pop("purpose")

        espri_prayer_gem_spent = cls(
            character_id=character_id,
            colour=colour,
            purpose=purpose,
        )


        espri_prayer_gem_spent.additional_properties = d
        return espri_prayer_gem_spent

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
