from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_join_scene_affordance_choices_hero_ids_item import LocquemareJoinSceneAffordanceChoicesHeroIdsItem
  from ..models.locquemare_join_scene_affordance_choices_npc_ids_item import LocquemareJoinSceneAffordanceChoicesNpcIdsItem





T = TypeVar("T", bound="LocquemareJoinSceneAffordanceChoices")



@_attrs_define
class LocquemareJoinSceneAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            hero_ids (list[LocquemareJoinSceneAffordanceChoicesHeroIdsItem]): The values `hero_ids` may take now, each with
                what a person reads.
            npc_ids (list[LocquemareJoinSceneAffordanceChoicesNpcIdsItem]): The values `npc_ids` may take now, each with
                what a person reads.
     """

    hero_ids: list[LocquemareJoinSceneAffordanceChoicesHeroIdsItem]
    npc_ids: list[LocquemareJoinSceneAffordanceChoicesNpcIdsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_join_scene_affordance_choices_hero_ids_item import LocquemareJoinSceneAffordanceChoicesHeroIdsItem # noqa: PLC0415
        from ..models.locquemare_join_scene_affordance_choices_npc_ids_item import LocquemareJoinSceneAffordanceChoicesNpcIdsItem # noqa: PLC0415
        hero_ids = []
        for hero_ids_item_data in self.hero_ids:
            hero_ids_item = hero_ids_item_data.to_dict()
            hero_ids.append(hero_ids_item)



        npc_ids = []
        for npc_ids_item_data in self.npc_ids:
            npc_ids_item = npc_ids_item_data.to_dict()
            npc_ids.append(npc_ids_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hero_ids": hero_ids,
            "npc_ids": npc_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_join_scene_affordance_choices_hero_ids_item import LocquemareJoinSceneAffordanceChoicesHeroIdsItem # noqa: PLC0415
        from ..models.locquemare_join_scene_affordance_choices_npc_ids_item import LocquemareJoinSceneAffordanceChoicesNpcIdsItem # noqa: PLC0415
        d = dict(src_dict)
        hero_ids = []
        _hero_ids = d.pop("hero_ids")
        for hero_ids_item_data in (_hero_ids):
            hero_ids_item = LocquemareJoinSceneAffordanceChoicesHeroIdsItem.from_dict(hero_ids_item_data)



            hero_ids.append(hero_ids_item)


        npc_ids = []
        _npc_ids = d.pop("npc_ids")
        for npc_ids_item_data in (_npc_ids):
            npc_ids_item = LocquemareJoinSceneAffordanceChoicesNpcIdsItem.from_dict(npc_ids_item_data)



            npc_ids.append(npc_ids_item)


        locquemare_join_scene_affordance_choices = cls(
            hero_ids=hero_ids,
            npc_ids=npc_ids,
        )

        return locquemare_join_scene_affordance_choices

