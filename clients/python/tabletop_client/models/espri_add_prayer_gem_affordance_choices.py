from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_add_prayer_gem_affordance_choices_colour_item import EspriAddPrayerGemAffordanceChoicesColourItem





T = TypeVar("T", bound="EspriAddPrayerGemAffordanceChoices")



@_attrs_define
class EspriAddPrayerGemAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            colour (list[EspriAddPrayerGemAffordanceChoicesColourItem]): The values `colour` may take now, each with what a
                person reads.
     """

    colour: list[EspriAddPrayerGemAffordanceChoicesColourItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_add_prayer_gem_affordance_choices_colour_item import EspriAddPrayerGemAffordanceChoicesColourItem # noqa: PLC0415
        colour = []
        for colour_item_data in self.colour:
            colour_item = colour_item_data.to_dict()
            colour.append(colour_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "colour": colour,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_add_prayer_gem_affordance_choices_colour_item import EspriAddPrayerGemAffordanceChoicesColourItem # noqa: PLC0415
        d = dict(src_dict)
        colour = []
        _colour = d.pop("colour")
        for colour_item_data in (_colour):
            colour_item = EspriAddPrayerGemAffordanceChoicesColourItem.from_dict(colour_item_data)



            colour.append(colour_item)


        espri_add_prayer_gem_affordance_choices = cls(
            colour=colour,
        )

        return espri_add_prayer_gem_affordance_choices

