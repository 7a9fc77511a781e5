from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_apply_stress_affordance_choices_hero_id_item import LocquemareApplyStressAffordanceChoicesHeroIdItem
  from ..models.locquemare_apply_stress_affordance_choices_resource_item import LocquemareApplyStressAffordanceChoicesResourceItem





T = TypeVar("T", bound="LocquemareApplyStressAffordanceChoices")



@_attrs_define
class LocquemareApplyStressAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            hero_id (list[LocquemareApplyStressAffordanceChoicesHeroIdItem]): The values `hero_id` may take now, each with
                what a person reads.
            resource (list[LocquemareApplyStressAffordanceChoicesResourceItem]): The values `resource` may take now, each
                with what a person reads.
     """

    hero_id: list[LocquemareApplyStressAffordanceChoicesHeroIdItem]
    resource: list[LocquemareApplyStressAffordanceChoicesResourceItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_apply_stress_affordance_choices_hero_id_item import LocquemareApplyStressAffordanceChoicesHeroIdItem # noqa: PLC0415
        from ..models.locquemare_apply_stress_affordance_choices_resource_item import LocquemareApplyStressAffordanceChoicesResourceItem # noqa: PLC0415
        hero_id = []
        for hero_id_item_data in self.hero_id:
            hero_id_item = hero_id_item_data.to_dict()
            hero_id.append(hero_id_item)



        resource = []
        for resource_item_data in self.resource:
            resource_item = resource_item_data.to_dict()
            resource.append(resource_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hero_id": hero_id,
            "resource": resource,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_apply_stress_affordance_choices_hero_id_item import LocquemareApplyStressAffordanceChoicesHeroIdItem # noqa: PLC0415
        from ..models.locquemare_apply_stress_affordance_choices_resource_item import LocquemareApplyStressAffordanceChoicesResourceItem # noqa: PLC0415
        d = dict(src_dict)
        hero_id = []
        _hero_id = d.pop("hero_id")
        for hero_id_item_data in (_hero_id):
            hero_id_item = LocquemareApplyStressAffordanceChoicesHeroIdItem.from_dict(hero_id_item_data)



            hero_id.append(hero_id_item)


        resource = []
        _resource = d.pop("resource")
        for resource_item_data in (_resource):
            resource_item = LocquemareApplyStressAffordanceChoicesResourceItem.from_dict(resource_item_data)



            resource.append(resource_item)


        locquemare_apply_stress_affordance_choices = cls(
            hero_id=hero_id,
            resource=resource,
        )

        return locquemare_apply_stress_affordance_choices

