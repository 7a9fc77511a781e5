from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_prayer_gem_received_colour import EspriPrayerGemReceivedColour
from ..models.espri_prayer_gem_received_replaced_type_0 import EspriPrayerGemReceivedReplacedType0
from typing import cast






T = TypeVar("T", bound="EspriPrayerGemReceived")



@_attrs_define
class EspriPrayerGemReceived:
    """ A prayer gem taken from the pool; `replaced` (chosen at random when the prayers
    were full) goes back to the pool.

        Attributes:
            character_id (str): The character concerned (a character id of the game).
            colour (EspriPrayerGemReceivedColour): A gem colour: a season (`winter`, `spring`, `summer`, `autumn`), `time`
                or `rupture`.
            replaced (EspriPrayerGemReceivedReplacedType0 | None): The prayer gem returned to the pool to make room (drawn
                at random); null when there was room.
     """

    character_id: str
    colour: EspriPrayerGemReceivedColour
    replaced: EspriPrayerGemReceivedReplacedType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        colour = self.colour.value

        replaced: None | str
        if isinstance(self.replaced, EspriPrayerGemReceivedReplacedType0):
            replaced = self.replaced.value
        else:
            replaced = self.replaced


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "colour": colour,
            "replaced": replaced,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        colour = EspriPrayerGemReceivedColour(d.pop("colour"))




        def _parse_replaced(data: object) -> EspriPrayerGemReceivedReplacedType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                replaced_type_0 = EspriPrayerGemReceivedReplacedType0(data)



                return replaced_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriPrayerGemReceivedReplacedType0 | None, data)

        replaced = _parse_replaced(d.pop("replaced"))


        espri_prayer_gem_received = cls(
            character_id=character_id,
            colour=colour,
            replaced=replaced,
        )


        espri_prayer_gem_received.additional_properties = d
        return espri_prayer_gem_received

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
