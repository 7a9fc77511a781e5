from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_adjust_stress_affordance_choices_direction_item import XyropAdjustStressAffordanceChoicesDirectionItem
  from ..models.xyrop_adjust_stress_affordance_choices_stress_id_item import XyropAdjustStressAffordanceChoicesStressIdItem
  from ..models.xyrop_adjust_stress_affordance_choices_target_id_item import XyropAdjustStressAffordanceChoicesTargetIdItem
  from ..models.xyrop_adjust_stress_affordance_choices_target_kind_item import XyropAdjustStressAffordanceChoicesTargetKindItem





T = TypeVar("T", bound="XyropAdjustStressAffordanceChoices")



@_attrs_define
class XyropAdjustStressAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            direction (list[XyropAdjustStressAffordanceChoicesDirectionItem]): The values `direction` may take now, each
                with what a person reads.
            stress_id (list[XyropAdjustStressAffordanceChoicesStressIdItem]): The values `stress_id` may take now, each with
                what a person reads.
            target_id (list[XyropAdjustStressAffordanceChoicesTargetIdItem]): The values `target_id` may take now, each with
                what a person reads.
            target_kind (list[XyropAdjustStressAffordanceChoicesTargetKindItem]): The values `target_kind` may take now,
                each with what a person reads.
     """

    direction: list[XyropAdjustStressAffordanceChoicesDirectionItem]
    stress_id: list[XyropAdjustStressAffordanceChoicesStressIdItem]
    target_id: list[XyropAdjustStressAffordanceChoicesTargetIdItem]
    target_kind: list[XyropAdjustStressAffordanceChoicesTargetKindItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_adjust_stress_affordance_choices_direction_item import XyropAdjustStressAffordanceChoicesDirectionItem # noqa: PLC0415
        from ..models.xyrop_adjust_stress_affordance_choices_stress_id_item import XyropAdjustStressAffordanceChoicesStressIdItem # noqa: PLC0415
        from ..models.xyrop_adjust_stress_affordance_choices_target_id_item import XyropAdjustStressAffordanceChoicesTargetIdItem # noqa: PLC0415
        from ..models.xyrop_adjust_stress_affordance_choices_target_kind_item import XyropAdjustStressAffordanceChoicesTargetKindItem # noqa: PLC0415
        direction = []
        for direction_item_data in self.direction:
            direction_item = direction_item_data.to_dict()
            direction.append(direction_item)



        stress_id = []
        for stress_id_item_data in self.stress_id:
            stress_id_item = stress_id_item_data.to_dict()
            stress_id.append(stress_id_item)



        target_id = []
        for target_id_item_data in self.target_id:
            target_id_item = target_id_item_data.to_dict()
            target_id.append(target_id_item)



        target_kind = []
        for target_kind_item_data in self.target_kind:
            target_kind_item = target_kind_item_data.to_dict()
            target_kind.append(target_kind_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "direction": direction,
            "stress_id": stress_id,
            "target_id": target_id,
            "target_kind": target_kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_adjust_stress_affordance_choices_direction_item import XyropAdjustStressAffordanceChoicesDirectionItem # noqa: PLC0415
        from ..models.xyrop_adjust_stress_affordance_choices_stress_id_item import XyropAdjustStressAffordanceChoicesStressIdItem # noqa: PLC0415
        from ..models.xyrop_adjust_stress_affordance_choices_target_id_item import XyropAdjustStressAffordanceChoicesTargetIdItem # noqa: PLC0415
        from ..models.xyrop_adjust_stress_affordance_choices_target_kind_item import XyropAdjustStressAffordanceChoicesTargetKindItem # noqa: PLC0415
        d = dict(src_dict)
        direction = []
        _direction = d.pop("direction")
        for direction_item_data in (_direction):
            direction_item = XyropAdjustStressAffordanceChoicesDirectionItem.from_dict(direction_item_data)



            direction.append(direction_item)


        stress_id = []
        _stress_id = d.pop("stress_id")
        for stress_id_item_data in (_stress_id):
            stress_id_item = XyropAdjustStressAffordanceChoicesStressIdItem.from_dict(stress_id_item_data)



            stress_id.append(stress_id_item)


        target_id = []
        _target_id = d.pop("target_id")
        for target_id_item_data in (_target_id):
            target_id_item = XyropAdjustStressAffordanceChoicesTargetIdItem.from_dict(target_id_item_data)



            target_id.append(target_id_item)


        target_kind = []
        _target_kind = d.pop("target_kind")
        for target_kind_item_data in (_target_kind):
            target_kind_item = XyropAdjustStressAffordanceChoicesTargetKindItem.from_dict(target_kind_item_data)



            target_kind.append(target_kind_item)


        xyrop_adjust_stress_affordance_choices = cls(
            direction=direction,
            stress_id=stress_id,
            target_id=target_id,
            target_kind=target_kind,
        )

        return xyrop_adjust_stress_affordance_choices

