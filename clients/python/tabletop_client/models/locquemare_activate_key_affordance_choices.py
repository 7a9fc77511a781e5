from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_activate_key_affordance_choices_action_id_item import LocquemareActivateKeyAffordanceChoicesActionIdItem
  from ..models.locquemare_activate_key_affordance_choices_key_id_item import LocquemareActivateKeyAffordanceChoicesKeyIdItem
  from ..models.locquemare_activate_key_affordance_choices_payment_item import LocquemareActivateKeyAffordanceChoicesPaymentItem
  from ..models.path_choice import PathChoice





T = TypeVar("T", bound="LocquemareActivateKeyAffordanceChoices")



@_attrs_define
class LocquemareActivateKeyAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            action_id (list[LocquemareActivateKeyAffordanceChoicesActionIdItem]): The values `action_id` may take now, each
                with what a person reads.
            key_id (list[LocquemareActivateKeyAffordanceChoicesKeyIdItem]): The values `key_id` may take now, each with what
                a person reads.
            payment (list[LocquemareActivateKeyAffordanceChoicesPaymentItem]): The values `payment` may take now, each with
                what a person reads.
     """

    action_id: list[LocquemareActivateKeyAffordanceChoicesActionIdItem]
    key_id: list[LocquemareActivateKeyAffordanceChoicesKeyIdItem]
    payment: list[LocquemareActivateKeyAffordanceChoicesPaymentItem]
    additional_properties: dict[str, list[PathChoice]] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_activate_key_affordance_choices_action_id_item import LocquemareActivateKeyAffordanceChoicesActionIdItem # noqa: PLC0415
        from ..models.locquemare_activate_key_affordance_choices_key_id_item import LocquemareActivateKeyAffordanceChoicesKeyIdItem # noqa: PLC0415
        from ..models.locquemare_activate_key_affordance_choices_payment_item import LocquemareActivateKeyAffordanceChoicesPaymentItem # noqa: PLC0415
        from ..models.path_choice import PathChoice # noqa: PLC0415
        action_id = []
        for action_id_item_data in self.action_id:
            action_id_item = action_id_item_data.to_dict()
            action_id.append(action_id_item)



        key_id = []
        for key_id_item_data in self.key_id:
            key_id_item = key_id_item_data.to_dict()
            key_id.append(key_id_item)



        payment = []
        for payment_item_data in self.payment:
            payment_item = payment_item_data.to_dict()
            payment.append(payment_item)




        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item = additional_property_item_data.to_dict()
                field_dict[prop_name].append(additional_property_item)



        field_dict.update({
            "action_id": action_id,
            "key_id": key_id,
            "payment": payment,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_activate_key_affordance_choices_action_id_item import LocquemareActivateKeyAffordanceChoicesActionIdItem # noqa: PLC0415
        from ..models.locquemare_activate_key_affordance_choices_key_id_item import LocquemareActivateKeyAffordanceChoicesKeyIdItem # noqa: PLC0415
        from ..models.locquemare_activate_key_affordance_choices_payment_item import LocquemareActivateKeyAffordanceChoicesPaymentItem # noqa: PLC0415
        from ..models.path_choice import PathChoice # noqa: PLC0415
        d = dict(src_dict)
        action_id = []
        _action_id = d.pop("action_id")
        for action_id_item_data in (_action_id):
            action_id_item = LocquemareActivateKeyAffordanceChoicesActionIdItem.from_dict(action_id_item_data)



            action_id.append(action_id_item)


        key_id = []
        _key_id = d.pop("key_id")
        for key_id_item_data in (_key_id):
            key_id_item = LocquemareActivateKeyAffordanceChoicesKeyIdItem.from_dict(key_id_item_data)



            key_id.append(key_id_item)


        payment = []
        _payment = d.pop("payment")
        for payment_item_data in (_payment):
            payment_item = LocquemareActivateKeyAffordanceChoicesPaymentItem.from_dict(payment_item_data)



            payment.append(payment_item)


        locquemare_activate_key_affordance_choices = cls(
            action_id=action_id,
            key_id=key_id,
            payment=payment,
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in (_additional_property):
                additional_property_item = PathChoice.from_dict(additional_property_item_data)



                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        locquemare_activate_key_affordance_choices.additional_properties = additional_properties
        return locquemare_activate_key_affordance_choices

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> list[PathChoice]:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: list[PathChoice]) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
