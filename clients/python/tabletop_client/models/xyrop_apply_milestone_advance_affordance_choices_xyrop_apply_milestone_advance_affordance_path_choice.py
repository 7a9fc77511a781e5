from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_apply_milestone_advance_affordance_choices_xyrop_apply_milestone_advance_affordance_path_choice_value_type_0_type_0 import XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type0
from ..models.xyrop_apply_milestone_advance_affordance_choices_xyrop_apply_milestone_advance_affordance_path_choice_value_type_0_type_1 import XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type1
from ..models.xyrop_apply_milestone_advance_affordance_choices_xyrop_apply_milestone_advance_affordance_path_choice_value_type_0_type_2 import XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type2
from ..models.xyrop_apply_milestone_advance_affordance_choices_xyrop_apply_milestone_advance_affordance_path_choice_value_type_0_type_3 import XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type3
from ..models.xyrop_apply_milestone_advance_affordance_choices_xyrop_apply_milestone_advance_affordance_path_choice_value_type_1 import XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoice")



@_attrs_define
class XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoice:
    """ 
        Attributes:
            label (str): What a person reads.
            value (str |
                XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type0 |
                XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type1 |
                XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type2 |
                XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type3 |
                XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType1):
            character_id (str | Unset): Only when sending the command for this character.
     """

    label: str
    value: str | XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type0 | XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type1 | XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type2 | XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type3 | XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType1
    character_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        label = self.label

        value: str
        if isinstance(self.value, XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type0):
            value = self.value.value
        elif isinstance(self.value, XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type1):
            value = self.value.value
        elif isinstance(self.value, XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type2):
            value = self.value.value
        elif isinstance(self.value, XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type3):
            value = self.value.value
        elif isinstance(self.value, XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType1):
            value = self.value.value
        else:
            value = self.value

        character_id = self.character_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "label": label,
            "value": value,
        })
        if character_id is not UNSET:
            field_dict["character_id"] = character_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        def _parse_value(data: object) -> str | XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type0 | XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type1 | XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type2 | XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type3 | XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                value_type_0_type_0 = XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type0(data)



                return value_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                value_type_0_type_1 = XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type1(data)



                return value_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                value_type_0_type_2 = XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type2(data)



                return value_type_0_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                value_type_0_type_3 = XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type3(data)



                return value_type_0_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                value_type_1 = XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType1(data)



                return value_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(str | XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type0 | XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type1 | XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type2 | XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type3 | XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType1, data)

        value = _parse_value(d.pop("value"))


        character_id = d.pop("character_id", UNSET)

        xyrop_apply_milestone_advance_affordance_choices_xyrop_apply_milestone_advance_affordance_path_choice = cls(
            label=label,
            value=value,
            character_id=character_id,
        )

        return xyrop_apply_milestone_advance_affordance_choices_xyrop_apply_milestone_advance_affordance_path_choice

