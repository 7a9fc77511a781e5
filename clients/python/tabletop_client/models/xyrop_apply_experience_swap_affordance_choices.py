from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_apply_experience_swap_affordance_choices_category_item import XyropApplyExperienceSwapAffordanceChoicesCategoryItem
  from ..models.xyrop_apply_experience_swap_affordance_choices_degrade_id_item import XyropApplyExperienceSwapAffordanceChoicesDegradeIdItem
  from ..models.xyrop_apply_experience_swap_affordance_choices_improve_id_item import XyropApplyExperienceSwapAffordanceChoicesImproveIdItem





T = TypeVar("T", bound="XyropApplyExperienceSwapAffordanceChoices")



@_attrs_define
class XyropApplyExperienceSwapAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            category (list[XyropApplyExperienceSwapAffordanceChoicesCategoryItem]): The values `category` may take now, each
                with what a person reads.
            degrade_id (list[XyropApplyExperienceSwapAffordanceChoicesDegradeIdItem]): The values `degrade_id` may take now,
                each with what a person reads.
            improve_id (list[XyropApplyExperienceSwapAffordanceChoicesImproveIdItem]): The values `improve_id` may take now,
                each with what a person reads.
     """

    category: list[XyropApplyExperienceSwapAffordanceChoicesCategoryItem]
    degrade_id: list[XyropApplyExperienceSwapAffordanceChoicesDegradeIdItem]
    improve_id: list[XyropApplyExperienceSwapAffordanceChoicesImproveIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_apply_experience_swap_affordance_choices_category_item import XyropApplyExperienceSwapAffordanceChoicesCategoryItem # noqa: PLC0415
        from ..models.xyrop_apply_experience_swap_affordance_choices_degrade_id_item import XyropApplyExperienceSwapAffordanceChoicesDegradeIdItem # noqa: PLC0415
        from ..models.xyrop_apply_experience_swap_affordance_choices_improve_id_item import XyropApplyExperienceSwapAffordanceChoicesImproveIdItem # noqa: PLC0415
        category = []
        for category_item_data in self.category:
            category_item = category_item_data.to_dict()
            category.append(category_item)



        degrade_id = []
        for degrade_id_item_data in self.degrade_id:
            degrade_id_item = degrade_id_item_data.to_dict()
            degrade_id.append(degrade_id_item)



        improve_id = []
        for improve_id_item_data in self.improve_id:
            improve_id_item = improve_id_item_data.to_dict()
            improve_id.append(improve_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "category": category,
            "degrade_id": degrade_id,
            "improve_id": improve_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_apply_experience_swap_affordance_choices_category_item import XyropApplyExperienceSwapAffordanceChoicesCategoryItem # noqa: PLC0415
        from ..models.xyrop_apply_experience_swap_affordance_choices_degrade_id_item import XyropApplyExperienceSwapAffordanceChoicesDegradeIdItem # noqa: PLC0415
        from ..models.xyrop_apply_experience_swap_affordance_choices_improve_id_item import XyropApplyExperienceSwapAffordanceChoicesImproveIdItem # noqa: PLC0415
        d = dict(src_dict)
        category = []
        _category = d.pop("category")
        for category_item_data in (_category):
            category_item = XyropApplyExperienceSwapAffordanceChoicesCategoryItem.from_dict(category_item_data)



            category.append(category_item)


        degrade_id = []
        _degrade_id = d.pop("degrade_id")
        for degrade_id_item_data in (_degrade_id):
            degrade_id_item = XyropApplyExperienceSwapAffordanceChoicesDegradeIdItem.from_dict(degrade_id_item_data)



            degrade_id.append(degrade_id_item)


        improve_id = []
        _improve_id = d.pop("improve_id")
        for improve_id_item_data in (_improve_id):
            improve_id_item = XyropApplyExperienceSwapAffordanceChoicesImproveIdItem.from_dict(improve_id_item_data)



            improve_id.append(improve_id_item)


        xyrop_apply_experience_swap_affordance_choices = cls(
            category=category,
            degrade_id=degrade_id,
            improve_id=improve_id,
        )

        return xyrop_apply_experience_swap_affordance_choices

