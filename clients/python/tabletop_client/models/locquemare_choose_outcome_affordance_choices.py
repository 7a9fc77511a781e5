from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_choose_outcome_affordance_choices_action_id_item import LocquemareChooseOutcomeAffordanceChoicesActionIdItem
  from ..models.locquemare_choose_outcome_affordance_choices_option_item import LocquemareChooseOutcomeAffordanceChoicesOptionItem





T = TypeVar("T", bound="LocquemareChooseOutcomeAffordanceChoices")



@_attrs_define
class LocquemareChooseOutcomeAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            action_id (list[LocquemareChooseOutcomeAffordanceChoicesActionIdItem]): The values `action_id` may take now,
                each with what a person reads.
            option (list[LocquemareChooseOutcomeAffordanceChoicesOptionItem]): The values `option` may take now, each with
                what a person reads.
     """

    action_id: list[LocquemareChooseOutcomeAffordanceChoicesActionIdItem]
    option: list[LocquemareChooseOutcomeAffordanceChoicesOptionItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_choose_outcome_affordance_choices_action_id_item import LocquemareChooseOutcomeAffordanceChoicesActionIdItem # noqa: PLC0415
        from ..models.locquemare_choose_outcome_affordance_choices_option_item import LocquemareChooseOutcomeAffordanceChoicesOptionItem # noqa: PLC0415
        action_id = []
        for action_id_item_data in self.action_id:
            action_id_item = action_id_item_data.to_dict()
            action_id.append(action_id_item)



        option = []
        for option_item_data in self.option:
            option_item = option_item_data.to_dict()
            option.append(option_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action_id": action_id,
            "option": option,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_choose_outcome_affordance_choices_action_id_item import LocquemareChooseOutcomeAffordanceChoicesActionIdItem # noqa: PLC0415
        from ..models.locquemare_choose_outcome_affordance_choices_option_item import LocquemareChooseOutcomeAffordanceChoicesOptionItem # noqa: PLC0415
        d = dict(src_dict)
        action_id = []
        _action_id = d.pop("action_id")
        for action_id_item_data in (_action_id):
            action_id_item = LocquemareChooseOutcomeAffordanceChoicesActionIdItem.from_dict(action_id_item_data)



            action_id.append(action_id_item)


        option = []
        _option = d.pop("option")
        for option_item_data in (_option):
            option_item = LocquemareChooseOutcomeAffordanceChoicesOptionItem.from_dict(option_item_data)



            option.append(option_item)


        locquemare_choose_outcome_affordance_choices = cls(
            action_id=action_id,
            option=option,
        )

        return locquemare_choose_outcome_affordance_choices

