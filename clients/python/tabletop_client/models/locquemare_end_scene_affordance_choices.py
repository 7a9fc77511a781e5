from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_end_scene_affordance_choices_breather_hero_ids_item import LocquemareEndSceneAffordanceChoicesBreatherHeroIdsItem





T = TypeVar("T", bound="LocquemareEndSceneAffordanceChoices")



@_attrs_define
class LocquemareEndSceneAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            breather_hero_ids (list[LocquemareEndSceneAffordanceChoicesBreatherHeroIdsItem]): The values `breather_hero_ids`
                may take now, each with what a person reads.
     """

    breather_hero_ids: list[LocquemareEndSceneAffordanceChoicesBreatherHeroIdsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_end_scene_affordance_choices_breather_hero_ids_item import LocquemareEndSceneAffordanceChoicesBreatherHeroIdsItem # noqa: PLC0415
        breather_hero_ids = []
        for breather_hero_ids_item_data in self.breather_hero_ids:
            breather_hero_ids_item = breather_hero_ids_item_data.to_dict()
            breather_hero_ids.append(breather_hero_ids_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "breather_hero_ids": breather_hero_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_end_scene_affordance_choices_breather_hero_ids_item import LocquemareEndSceneAffordanceChoicesBreatherHeroIdsItem # noqa: PLC0415
        d = dict(src_dict)
        breather_hero_ids = []
        _breather_hero_ids = d.pop("breather_hero_ids")
        for breather_hero_ids_item_data in (_breather_hero_ids):
            breather_hero_ids_item = LocquemareEndSceneAffordanceChoicesBreatherHeroIdsItem.from_dict(breather_hero_ids_item_data)



            breather_hero_ids.append(breather_hero_ids_item)


        locquemare_end_scene_affordance_choices = cls(
            breather_hero_ids=breather_hero_ids,
        )

        return locquemare_end_scene_affordance_choices

