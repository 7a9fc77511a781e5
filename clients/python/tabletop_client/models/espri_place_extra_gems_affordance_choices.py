from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_place_extra_gems_affordance_choices_gems_item import EspriPlaceExtraGemsAffordanceChoicesGemsItem





T = TypeVar("T", bound="EspriPlaceExtraGemsAffordanceChoices")



@_attrs_define
class EspriPlaceExtraGemsAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            gems (list[EspriPlaceExtraGemsAffordanceChoicesGemsItem]): The values `gems` may take now, each with what a
                person reads.
     """

    gems: list[EspriPlaceExtraGemsAffordanceChoicesGemsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_place_extra_gems_affordance_choices_gems_item import EspriPlaceExtraGemsAffordanceChoicesGemsItem # noqa: PLC0415
        gems = []
        for gems_item_data in self.gems:
            gems_item = gems_item_data.to_dict()
            gems.append(gems_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "gems": gems,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_place_extra_gems_affordance_choices_gems_item import EspriPlaceExtraGemsAffordanceChoicesGemsItem # noqa: PLC0415
        d = dict(src_dict)
        gems = []
        _gems = d.pop("gems")
        for gems_item_data in (_gems):
            gems_item = EspriPlaceExtraGemsAffordanceChoicesGemsItem.from_dict(gems_item_data)



            gems.append(gems_item)


        espri_place_extra_gems_affordance_choices = cls(
            gems=gems,
        )

        return espri_place_extra_gems_affordance_choices

