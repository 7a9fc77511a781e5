from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_end_act_affordance_choices_medium_recovery_hero_ids_item import LocquemareEndActAffordanceChoicesMediumRecoveryHeroIdsItem





T = TypeVar("T", bound="LocquemareEndActAffordanceChoices")



@_attrs_define
class LocquemareEndActAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            medium_recovery_hero_ids (list[LocquemareEndActAffordanceChoicesMediumRecoveryHeroIdsItem]): The values
                `medium_recovery_hero_ids` may take now, each with what a person reads.
     """

    medium_recovery_hero_ids: list[LocquemareEndActAffordanceChoicesMediumRecoveryHeroIdsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_end_act_affordance_choices_medium_recovery_hero_ids_item import LocquemareEndActAffordanceChoicesMediumRecoveryHeroIdsItem # noqa: PLC0415
        medium_recovery_hero_ids = []
        for medium_recovery_hero_ids_item_data in self.medium_recovery_hero_ids:
            medium_recovery_hero_ids_item = medium_recovery_hero_ids_item_data.to_dict()
            medium_recovery_hero_ids.append(medium_recovery_hero_ids_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "medium_recovery_hero_ids": medium_recovery_hero_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_end_act_affordance_choices_medium_recovery_hero_ids_item import LocquemareEndActAffordanceChoicesMediumRecoveryHeroIdsItem # noqa: PLC0415
        d = dict(src_dict)
        medium_recovery_hero_ids = []
        _medium_recovery_hero_ids = d.pop("medium_recovery_hero_ids")
        for medium_recovery_hero_ids_item_data in (_medium_recovery_hero_ids):
            medium_recovery_hero_ids_item = LocquemareEndActAffordanceChoicesMediumRecoveryHeroIdsItem.from_dict(medium_recovery_hero_ids_item_data)



            medium_recovery_hero_ids.append(medium_recovery_hero_ids_item)


        locquemare_end_act_affordance_choices = cls(
            medium_recovery_hero_ids=medium_recovery_hero_ids,
        )

        return locquemare_end_act_affordance_choices

