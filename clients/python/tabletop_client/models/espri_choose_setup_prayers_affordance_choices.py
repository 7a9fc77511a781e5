from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_choose_setup_prayers_affordance_choices_keep_item import EspriChooseSetupPrayersAffordanceChoicesKeepItem
  from ..models.espri_choose_setup_prayers_affordance_choices_quadrants_item import EspriChooseSetupPrayersAffordanceChoicesQuadrantsItem





T = TypeVar("T", bound="EspriChooseSetupPrayersAffordanceChoices")



@_attrs_define
class EspriChooseSetupPrayersAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            keep (list[EspriChooseSetupPrayersAffordanceChoicesKeepItem]): The values `keep` may take now, each with what a
                person reads.
            quadrants (list[EspriChooseSetupPrayersAffordanceChoicesQuadrantsItem]): The values `quadrants` may take now,
                each with what a person reads.
     """

    keep: list[EspriChooseSetupPrayersAffordanceChoicesKeepItem]
    quadrants: list[EspriChooseSetupPrayersAffordanceChoicesQuadrantsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_choose_setup_prayers_affordance_choices_keep_item import EspriChooseSetupPrayersAffordanceChoicesKeepItem # noqa: PLC0415
        from ..models.espri_choose_setup_prayers_affordance_choices_quadrants_item import EspriChooseSetupPrayersAffordanceChoicesQuadrantsItem # noqa: PLC0415
        keep = []
        for keep_item_data in self.keep:
            keep_item = keep_item_data.to_dict()
            keep.append(keep_item)



        quadrants = []
        for quadrants_item_data in self.quadrants:
            quadrants_item = quadrants_item_data.to_dict()
            quadrants.append(quadrants_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "keep": keep,
            "quadrants": quadrants,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_choose_setup_prayers_affordance_choices_keep_item import EspriChooseSetupPrayersAffordanceChoicesKeepItem # noqa: PLC0415
        from ..models.espri_choose_setup_prayers_affordance_choices_quadrants_item import EspriChooseSetupPrayersAffordanceChoicesQuadrantsItem # noqa: PLC0415
        d = dict(src_dict)
        keep = []
        _keep = d.pop("keep")
        for keep_item_data in (_keep):
            keep_item = EspriChooseSetupPrayersAffordanceChoicesKeepItem.from_dict(keep_item_data)



            keep.append(keep_item)


        quadrants = []
        _quadrants = d.pop("quadrants")
        for quadrants_item_data in (_quadrants):
            quadrants_item = EspriChooseSetupPrayersAffordanceChoicesQuadrantsItem.from_dict(quadrants_item_data)



            quadrants.append(quadrants_item)


        espri_choose_setup_prayers_affordance_choices = cls(
            keep=keep,
            quadrants=quadrants,
        )

        return espri_choose_setup_prayers_affordance_choices

