from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_add_prayer_gem_colour import EspriAddPrayerGemColour
from ..models.espri_add_prayer_gem_type import EspriAddPrayerGemType






T = TypeVar("T", bound="EspriAddPrayerGem")



@_attrs_define
class EspriAddPrayerGem:
    """ The leader adds one of its prayer gems to the hand, once per call.

        Attributes:
            colour (EspriAddPrayerGemColour): A gem colour: a season (`winter`, `spring`, `summer`, `autumn`), `time` or
                `rupture`.
            type_ (EspriAddPrayerGemType): The message's tag: `AddPrayerGem`.
     """

    colour: EspriAddPrayerGemColour
    type_: EspriAddPrayerGemType





    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "colour": colour,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = EspriAddPrayerGemColour(d.pop("colour"))




        type_ = EspriAddPrayerGemType(d.pop("type"))




        espri_add_prayer_gem = cls(
            colour=colour,
            type_=type_,
        )

        return espri_add_prayer_gem

