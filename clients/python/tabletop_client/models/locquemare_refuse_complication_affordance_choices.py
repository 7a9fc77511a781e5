from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_refuse_complication_affordance_choices_complication_id_item import LocquemareRefuseComplicationAffordanceChoicesComplicationIdItem
  from ..models.locquemare_refuse_complication_affordance_choices_payment_item import LocquemareRefuseComplicationAffordanceChoicesPaymentItem





T = TypeVar("T", bound="LocquemareRefuseComplicationAffordanceChoices")



@_attrs_define
class LocquemareRefuseComplicationAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            complication_id (list[LocquemareRefuseComplicationAffordanceChoicesComplicationIdItem]): The values
                `complication_id` may take now, each with what a person reads.
            payment (list[LocquemareRefuseComplicationAffordanceChoicesPaymentItem]): The values `payment` may take now,
                each with what a person reads.
     """

    complication_id: list[LocquemareRefuseComplicationAffordanceChoicesComplicationIdItem]
    payment: list[LocquemareRefuseComplicationAffordanceChoicesPaymentItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_refuse_complication_affordance_choices_complication_id_item import LocquemareRefuseComplicationAffordanceChoicesComplicationIdItem # noqa: PLC0415
        from ..models.locquemare_refuse_complication_affordance_choices_payment_item import LocquemareRefuseComplicationAffordanceChoicesPaymentItem # noqa: PLC0415
        complication_id = []
        for complication_id_item_data in self.complication_id:
            complication_id_item = complication_id_item_data.to_dict()
            complication_id.append(complication_id_item)



        payment = []
        for payment_item_data in self.payment:
            payment_item = payment_item_data.to_dict()
            payment.append(payment_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "complication_id": complication_id,
            "payment": payment,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_refuse_complication_affordance_choices_complication_id_item import LocquemareRefuseComplicationAffordanceChoicesComplicationIdItem # noqa: PLC0415
        from ..models.locquemare_refuse_complication_affordance_choices_payment_item import LocquemareRefuseComplicationAffordanceChoicesPaymentItem # noqa: PLC0415
        d = dict(src_dict)
        complication_id = []
        _complication_id = d.pop("complication_id")
        for complication_id_item_data in (_complication_id):
            complication_id_item = LocquemareRefuseComplicationAffordanceChoicesComplicationIdItem.from_dict(complication_id_item_data)



            complication_id.append(complication_id_item)


        payment = []
        _payment = d.pop("payment")
        for payment_item_data in (_payment):
            payment_item = LocquemareRefuseComplicationAffordanceChoicesPaymentItem.from_dict(payment_item_data)



            payment.append(payment_item)


        locquemare_refuse_complication_affordance_choices = cls(
            complication_id=complication_id,
            payment=payment,
        )

        return locquemare_refuse_complication_affordance_choices

