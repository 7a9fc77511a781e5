from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_refuse_resonance_recharge_affordance_choices_target_id_item import EspriRefuseResonanceRechargeAffordanceChoicesTargetIdItem





T = TypeVar("T", bound="EspriRefuseResonanceRechargeAffordanceChoices")



@_attrs_define
class EspriRefuseResonanceRechargeAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            target_id (list[EspriRefuseResonanceRechargeAffordanceChoicesTargetIdItem]): The values `target_id` may take
                now, each with what a person reads.
     """

    target_id: list[EspriRefuseResonanceRechargeAffordanceChoicesTargetIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_refuse_resonance_recharge_affordance_choices_target_id_item import EspriRefuseResonanceRechargeAffordanceChoicesTargetIdItem # noqa: PLC0415
        target_id = []
        for target_id_item_data in self.target_id:
            target_id_item = target_id_item_data.to_dict()
            target_id.append(target_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "target_id": target_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_refuse_resonance_recharge_affordance_choices_target_id_item import EspriRefuseResonanceRechargeAffordanceChoicesTargetIdItem # noqa: PLC0415
        d = dict(src_dict)
        target_id = []
        _target_id = d.pop("target_id")
        for target_id_item_data in (_target_id):
            target_id_item = EspriRefuseResonanceRechargeAffordanceChoicesTargetIdItem.from_dict(target_id_item_data)



            target_id.append(target_id_item)


        espri_refuse_resonance_recharge_affordance_choices = cls(
            target_id=target_id,
        )

        return espri_refuse_resonance_recharge_affordance_choices

