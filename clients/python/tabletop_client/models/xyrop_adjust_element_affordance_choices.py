from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_adjust_element_affordance_choices_action_item import XyropAdjustElementAffordanceChoicesActionItem
  from ..models.xyrop_adjust_element_affordance_choices_element_id_item import XyropAdjustElementAffordanceChoicesElementIdItem





T = TypeVar("T", bound="XyropAdjustElementAffordanceChoices")



@_attrs_define
class XyropAdjustElementAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            action (list[XyropAdjustElementAffordanceChoicesActionItem]): The values `action` may take now, each with what a
                person reads.
            element_id (list[XyropAdjustElementAffordanceChoicesElementIdItem]): The values `element_id` may take now, each
                with what a person reads.
     """

    action: list[XyropAdjustElementAffordanceChoicesActionItem]
    element_id: list[XyropAdjustElementAffordanceChoicesElementIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_adjust_element_affordance_choices_action_item import XyropAdjustElementAffordanceChoicesActionItem # noqa: PLC0415
        from ..models.xyrop_adjust_element_affordance_choices_element_id_item import XyropAdjustElementAffordanceChoicesElementIdItem # noqa: PLC0415
        action = []
        for action_item_data in self.action:
            action_item = action_item_data.to_dict()
            action.append(action_item)



        element_id = []
        for element_id_item_data in self.element_id:
            element_id_item = element_id_item_data.to_dict()
            element_id.append(element_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "element_id": element_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_adjust_element_affordance_choices_action_item import XyropAdjustElementAffordanceChoicesActionItem # noqa: PLC0415
        from ..models.xyrop_adjust_element_affordance_choices_element_id_item import XyropAdjustElementAffordanceChoicesElementIdItem # noqa: PLC0415
        d = dict(src_dict)
        action = []
        _action = d.pop("action")
        for action_item_data in (_action):
            action_item = XyropAdjustElementAffordanceChoicesActionItem.from_dict(action_item_data)



            action.append(action_item)


        element_id = []
        _element_id = d.pop("element_id")
        for element_id_item_data in (_element_id):
            element_id_item = XyropAdjustElementAffordanceChoicesElementIdItem.from_dict(element_id_item_data)



            element_id.append(element_id_item)


        xyrop_adjust_element_affordance_choices = cls(
            action=action,
            element_id=element_id,
        )

        return xyrop_adjust_element_affordance_choices

