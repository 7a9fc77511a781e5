from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_offer_stake_affordance_choices_conflict_id_item import VoyagesOfferStakeAffordanceChoicesConflictIdItem
  from ..models.voyages_offer_stake_affordance_choices_cost_item import VoyagesOfferStakeAffordanceChoicesCostItem





T = TypeVar("T", bound="VoyagesOfferStakeAffordanceChoices")



@_attrs_define
class VoyagesOfferStakeAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            conflict_id (list[VoyagesOfferStakeAffordanceChoicesConflictIdItem]): The values `conflict_id` may take now,
                each with what a person reads.
            cost (list[VoyagesOfferStakeAffordanceChoicesCostItem]): The values `cost` may take now, each with what a person
                reads.
     """

    conflict_id: list[VoyagesOfferStakeAffordanceChoicesConflictIdItem]
    cost: list[VoyagesOfferStakeAffordanceChoicesCostItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_offer_stake_affordance_choices_conflict_id_item import VoyagesOfferStakeAffordanceChoicesConflictIdItem # noqa: PLC0415
        from ..models.voyages_offer_stake_affordance_choices_cost_item import VoyagesOfferStakeAffordanceChoicesCostItem # noqa: PLC0415
        conflict_id = []
        for conflict_id_item_data in self.conflict_id:
            conflict_id_item = conflict_id_item_data.to_dict()
            conflict_id.append(conflict_id_item)



        cost = []
        for cost_item_data in self.cost:
            cost_item = cost_item_data.to_dict()
            cost.append(cost_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "cost": cost,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_offer_stake_affordance_choices_conflict_id_item import VoyagesOfferStakeAffordanceChoicesConflictIdItem # noqa: PLC0415
        from ..models.voyages_offer_stake_affordance_choices_cost_item import VoyagesOfferStakeAffordanceChoicesCostItem # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = []
        _conflict_id = d.pop("conflict_id")
        for conflict_id_item_data in (_conflict_id):
            conflict_id_item = VoyagesOfferStakeAffordanceChoicesConflictIdItem.from_dict(conflict_id_item_data)



            conflict_id.append(conflict_id_item)


        cost = []
        _cost = d.pop("cost")
        for cost_item_data in (_cost):
            cost_item = VoyagesOfferStakeAffordanceChoicesCostItem.from_dict(cost_item_data)



            cost.append(cost_item)


        voyages_offer_stake_affordance_choices = cls(
            conflict_id=conflict_id,
            cost=cost,
        )

        return voyages_offer_stake_affordance_choices

