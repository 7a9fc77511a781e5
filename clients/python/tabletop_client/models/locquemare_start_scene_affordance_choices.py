from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_start_scene_affordance_choices_present_hero_ids_item import LocquemareStartSceneAffordanceChoicesPresentHeroIdsItem
  from ..models.locquemare_start_scene_affordance_choices_present_npc_ids_item import LocquemareStartSceneAffordanceChoicesPresentNpcIdsItem





T = TypeVar("T", bound="LocquemareStartSceneAffordanceChoices")



@_attrs_define
class LocquemareStartSceneAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            present_hero_ids (list[LocquemareStartSceneAffordanceChoicesPresentHeroIdsItem]): The values `present_hero_ids`
                may take now, each with what a person reads.
            present_npc_ids (list[LocquemareStartSceneAffordanceChoicesPresentNpcIdsItem]): The values `present_npc_ids` may
                take now, each with what a person reads.
     """

    present_hero_ids: list[LocquemareStartSceneAffordanceChoicesPresentHeroIdsItem]
    present_npc_ids: list[LocquemareStartSceneAffordanceChoicesPresentNpcIdsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_start_scene_affordance_choices_present_hero_ids_item import LocquemareStartSceneAffordanceChoicesPresentHeroIdsItem # noqa: PLC0415
        from ..models.locquemare_start_scene_affordance_choices_present_npc_ids_item import LocquemareStartSceneAffordanceChoicesPresentNpcIdsItem # noqa: PLC0415
        present_hero_ids = []
        for present_hero_ids_item_data in self.present_hero_ids:
            present_hero_ids_item = present_hero_ids_item_data.to_dict()
            present_hero_ids.append(present_hero_ids_item)



        present_npc_ids = []
        for present_npc_ids_item_data in self.present_npc_ids:
            present_npc_ids_item = present_npc_ids_item_data.to_dict()
            present_npc_ids.append(present_npc_ids_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "present_hero_ids": present_hero_ids,
            "present_npc_ids": present_npc_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_start_scene_affordance_choices_present_hero_ids_item import LocquemareStartSceneAffordanceChoicesPresentHeroIdsItem # noqa: PLC0415
        from ..models.locquemare_start_scene_affordance_choices_present_npc_ids_item import LocquemareStartSceneAffordanceChoicesPresentNpcIdsItem # noqa: PLC0415
        d = dict(src_dict)
        present_hero_ids = []
        _present_hero_ids = d.pop("present_hero_ids")
        for present_hero_ids_item_data in (_present_hero_ids):
            present_hero_ids_item = LocquemareStartSceneAffordanceChoicesPresentHeroIdsItem.from_dict(present_hero_ids_item_data)



            present_hero_ids.append(present_hero_ids_item)


        present_npc_ids = []
        _present_npc_ids = d.pop("present_npc_ids")
        for present_npc_ids_item_data in (_present_npc_ids):
            present_npc_ids_item = LocquemareStartSceneAffordanceChoicesPresentNpcIdsItem.from_dict(present_npc_ids_item_data)



            present_npc_ids.append(present_npc_ids_item)


        locquemare_start_scene_affordance_choices = cls(
            present_hero_ids=present_hero_ids,
            present_npc_ids=present_npc_ids,
        )

        return locquemare_start_scene_affordance_choices

