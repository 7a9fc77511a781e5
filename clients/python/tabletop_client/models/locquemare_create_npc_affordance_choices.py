from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_create_npc_affordance_choices_category_item import LocquemareCreateNpcAffordanceChoicesCategoryItem
  from ..models.locquemare_create_npc_affordance_choices_consequence_slots_item import LocquemareCreateNpcAffordanceChoicesConsequenceSlotsItem





T = TypeVar("T", bound="LocquemareCreateNpcAffordanceChoices")



@_attrs_define
class LocquemareCreateNpcAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            category (list[LocquemareCreateNpcAffordanceChoicesCategoryItem]): The values `category` may take now, each with
                what a person reads.
            consequence_slots (list[LocquemareCreateNpcAffordanceChoicesConsequenceSlotsItem]): The values
                `consequence_slots` may take now, each with what a person reads.
     """

    category: list[LocquemareCreateNpcAffordanceChoicesCategoryItem]
    consequence_slots: list[LocquemareCreateNpcAffordanceChoicesConsequenceSlotsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_create_npc_affordance_choices_category_item import LocquemareCreateNpcAffordanceChoicesCategoryItem # noqa: PLC0415
        from ..models.locquemare_create_npc_affordance_choices_consequence_slots_item import LocquemareCreateNpcAffordanceChoicesConsequenceSlotsItem # noqa: PLC0415
        category = []
        for category_item_data in self.category:
            category_item = category_item_data.to_dict()
            category.append(category_item)



        consequence_slots = []
        for consequence_slots_item_data in self.consequence_slots:
            consequence_slots_item = consequence_slots_item_data.to_dict()
            consequence_slots.append(consequence_slots_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "category": category,
            "consequence_slots": consequence_slots,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_create_npc_affordance_choices_category_item import LocquemareCreateNpcAffordanceChoicesCategoryItem # noqa: PLC0415
        from ..models.locquemare_create_npc_affordance_choices_consequence_slots_item import LocquemareCreateNpcAffordanceChoicesConsequenceSlotsItem # noqa: PLC0415
        d = dict(src_dict)
        category = []
        _category = d.pop("category")
        for category_item_data in (_category):
            category_item = LocquemareCreateNpcAffordanceChoicesCategoryItem.from_dict(category_item_data)



            category.append(category_item)


        consequence_slots = []
        _consequence_slots = d.pop("consequence_slots")
        for consequence_slots_item_data in (_consequence_slots):
            consequence_slots_item = LocquemareCreateNpcAffordanceChoicesConsequenceSlotsItem.from_dict(consequence_slots_item_data)



            consequence_slots.append(consequence_slots_item)


        locquemare_create_npc_affordance_choices = cls(
            category=category,
            consequence_slots=consequence_slots,
        )

        return locquemare_create_npc_affordance_choices

