from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_end_scenario_affordance_choices_grave_recovery_hero_ids_item import LocquemareEndScenarioAffordanceChoicesGraveRecoveryHeroIdsItem





T = TypeVar("T", bound="LocquemareEndScenarioAffordanceChoices")



@_attrs_define
class LocquemareEndScenarioAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            grave_recovery_hero_ids (list[LocquemareEndScenarioAffordanceChoicesGraveRecoveryHeroIdsItem]): The values
                `grave_recovery_hero_ids` may take now, each with what a person reads.
     """

    grave_recovery_hero_ids: list[LocquemareEndScenarioAffordanceChoicesGraveRecoveryHeroIdsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_end_scenario_affordance_choices_grave_recovery_hero_ids_item import LocquemareEndScenarioAffordanceChoicesGraveRecoveryHeroIdsItem # noqa: PLC0415
        grave_recovery_hero_ids = []
        for grave_recovery_hero_ids_item_data in self.grave_recovery_hero_ids:
            grave_recovery_hero_ids_item = grave_recovery_hero_ids_item_data.to_dict()
            grave_recovery_hero_ids.append(grave_recovery_hero_ids_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "grave_recovery_hero_ids": grave_recovery_hero_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_end_scenario_affordance_choices_grave_recovery_hero_ids_item import LocquemareEndScenarioAffordanceChoicesGraveRecoveryHeroIdsItem # noqa: PLC0415
        d = dict(src_dict)
        grave_recovery_hero_ids = []
        _grave_recovery_hero_ids = d.pop("grave_recovery_hero_ids")
        for grave_recovery_hero_ids_item_data in (_grave_recovery_hero_ids):
            grave_recovery_hero_ids_item = LocquemareEndScenarioAffordanceChoicesGraveRecoveryHeroIdsItem.from_dict(grave_recovery_hero_ids_item_data)



            grave_recovery_hero_ids.append(grave_recovery_hero_ids_item)


        locquemare_end_scenario_affordance_choices = cls(
            grave_recovery_hero_ids=grave_recovery_hero_ids,
        )

        return locquemare_end_scenario_affordance_choices

