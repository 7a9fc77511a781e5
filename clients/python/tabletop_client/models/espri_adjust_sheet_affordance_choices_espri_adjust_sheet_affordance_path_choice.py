from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_adjust_sheet_affordance_choices_espri_adjust_sheet_affordance_path_choice_value_type_2 import EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType2
from ..models.espri_adjust_sheet_affordance_choices_espri_adjust_sheet_affordance_path_choice_value_type_3 import EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType3
from ..models.espri_adjust_sheet_affordance_choices_espri_adjust_sheet_affordance_path_choice_value_type_5 import EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType5
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoice")



@_attrs_define
class EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoice:
    """ 
        Attributes:
            label (str): What a person reads.
            value (bool | EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType2 |
                EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType3 |
                EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType5 | int | str):
            character_id (str | Unset): Only when sending the command for this character.
     """

    label: str
    value: bool | EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType2 | EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType3 | EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType5 | int | str
    character_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        label = self.label

        value: bool | int | str
        if isinstance(self.value, EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType2):
            value = self.value.value
        elif isinstance(self.value, EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType3):
            value = self.value.value
        elif isinstance(self.value, EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType5):
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

        def _parse_value(data: object) -> bool | EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType2 | EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType3 | EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType5 | int | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                value_type_2 = EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType2(data)



                return value_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                value_type_3 = EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType3(data)



                return value_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                value_type_5 = EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType5(data)



                return value_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType2 | EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType3 | EspriAdjustSheetAffordanceChoicesEspriAdjustSheetAffordancePathChoiceValueType5 | int | str, data)

        value = _parse_value(d.pop("value"))


        character_id = d.pop("character_id", UNSET)

        espri_adjust_sheet_affordance_choices_espri_adjust_sheet_affordance_path_choice = cls(
            label=label,
            value=value,
            character_id=character_id,
        )

        return espri_adjust_sheet_affordance_choices_espri_adjust_sheet_affordance_path_choice

