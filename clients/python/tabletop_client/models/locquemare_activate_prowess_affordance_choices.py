from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_activate_prowess_affordance_choices_action_id_item import LocquemareActivateProwessAffordanceChoicesActionIdItem
  from ..models.locquemare_activate_prowess_affordance_choices_payment_item import LocquemareActivateProwessAffordanceChoicesPaymentItem
  from ..models.locquemare_activate_prowess_affordance_choices_prowess_id_item import LocquemareActivateProwessAffordanceChoicesProwessIdItem





T = TypeVar("T", bound="LocquemareActivateProwessAffordanceChoices")



@_attrs_define
class LocquemareActivateProwessAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            action_id (list[LocquemareActivateProwessAffordanceChoicesActionIdItem]): The values `action_id` may take now,
                each with what a person reads.
            payment (list[LocquemareActivateProwessAffordanceChoicesPaymentItem]): The values `payment` may take now, each
                with what a person reads.
            prowess_id (list[LocquemareActivateProwessAffordanceChoicesProwessIdItem]): The values `prowess_id` may take
                now, each with what a person reads.
     """

    action_id: list[LocquemareActivateProwessAffordanceChoicesActionIdItem]
    payment: list[LocquemareActivateProwessAffordanceChoicesPaymentItem]
    prowess_id: list[LocquemareActivateProwessAffordanceChoicesProwessIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_activate_prowess_affordance_choices_action_id_item import LocquemareActivateProwessAffordanceChoicesActionIdItem # noqa: PLC0415
        from ..models.locquemare_activate_prowess_affordance_choices_payment_item import LocquemareActivateProwessAffordanceChoicesPaymentItem # noqa: PLC0415
        from ..models.locquemare_activate_prowess_affordance_choices_prowess_id_item import LocquemareActivateProwessAffordanceChoicesProwessIdItem # noqa: PLC0415
        action_id = []
        for action_id_item_data in self.action_id:
            action_id_item = action_id_item_data.to_dict()
            action_id.append(action_id_item)



        payment = []
        for payment_item_data in self.payment:
            payment_item = payment_item_data.to_dict()
            payment.append(payment_item)



        prowess_id = []
        for prowess_id_item_data in self.prowess_id:
            prowess_id_item = prowess_id_item_data.to_dict()
            prowess_id.append(prowess_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action_id": action_id,
            "payment": payment,
            "prowess_id": prowess_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_activate_prowess_affordance_choices_action_id_item import LocquemareActivateProwessAffordanceChoicesActionIdItem # noqa: PLC0415
        from ..models.locquemare_activate_prowess_affordance_choices_payment_item import LocquemareActivateProwessAffordanceChoicesPaymentItem # noqa: PLC0415
        from ..models.locquemare_activate_prowess_affordance_choices_prowess_id_item import LocquemareActivateProwessAffordanceChoicesProwessIdItem # noqa: PLC0415
        d = dict(src_dict)
        action_id = []
        _action_id = d.pop("action_id")
        for action_id_item_data in (_action_id):
            action_id_item = LocquemareActivateProwessAffordanceChoicesActionIdItem.from_dict(action_id_item_data)



            action_id.append(action_id_item)


        payment = []
        _payment = d.pop("payment")
        for payment_item_data in (_payment):
            payment_item = LocquemareActivateProwessAffordanceChoicesPaymentItem.from_dict(payment_item_data)



            payment.append(payment_item)


        prowess_id = []
        _prowess_id = d.pop("prowess_id")
        for prowess_id_item_data in (_prowess_id):
            prowess_id_item = LocquemareActivateProwessAffordanceChoicesProwessIdItem.from_dict(prowess_id_item_data)



            prowess_id.append(prowess_id_item)


        locquemare_activate_prowess_affordance_choices = cls(
            action_id=action_id,
            payment=payment,
            prowess_id=prowess_id,
        )

        return locquemare_activate_prowess_affordance_choices

