from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_perform_communion_ritual_affordance_choices_espri_perform_communion_ritual_affordance_path_choice_value_type_1 import EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType1
from ..models.espri_perform_communion_ritual_affordance_choices_espri_perform_communion_ritual_affordance_path_choice_value_type_2 import EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType2
from ..models.espri_perform_communion_ritual_affordance_choices_espri_perform_communion_ritual_affordance_path_choice_value_type_3 import EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType3
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoice")



@_attrs_define
class EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoice:
    """ 
        Attributes:
            label (str): What a person reads.
            value (EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType1 |
                EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType2 |
                EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType3 | int |
                str):
            character_id (str | Unset): Only when sending the command for this character.
     """

    label: str
    value: EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType1 | EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType2 | EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType3 | int | str
    character_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        label = self.label

        value: int | str
        if isinstance(self.value, EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType1):
            value = self.value.value
        elif isinstance(self.value, EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType2):
            value = self.value.value
        elif isinstance(self.value, EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType3):
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

        def _parse_value(data: object) -> EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType1 | EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType2 | EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType3 | int | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                value_type_1 = EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType1(data)



                return value_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                value_type_2 = EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType2(data)



                return value_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                value_type_3 = EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType3(data)



                return value_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType1 | EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType2 | EspriPerformCommunionRitualAffordanceChoicesEspriPerformCommunionRitualAffordancePathChoiceValueType3 | int | str, data)

        value = _parse_value(d.pop("value"))


        character_id = d.pop("character_id", UNSET)

        espri_perform_communion_ritual_affordance_choices_espri_perform_communion_ritual_affordance_path_choice = cls(
            label=label,
            value=value,
            character_id=character_id,
        )

        return espri_perform_communion_ritual_affordance_choices_espri_perform_communion_ritual_affordance_path_choice

