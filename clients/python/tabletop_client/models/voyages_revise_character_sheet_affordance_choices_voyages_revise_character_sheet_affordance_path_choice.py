from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_revise_character_sheet_affordance_choices_voyages_revise_character_sheet_affordance_path_choice_value_type_0 import VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType0
from ..models.voyages_revise_character_sheet_affordance_choices_voyages_revise_character_sheet_affordance_path_choice_value_type_1 import VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType1
from ..models.voyages_revise_character_sheet_affordance_choices_voyages_revise_character_sheet_affordance_path_choice_value_type_2 import VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType2
from ..models.voyages_revise_character_sheet_affordance_choices_voyages_revise_character_sheet_affordance_path_choice_value_type_3 import VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType3
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoice")



@_attrs_define
class VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoice:
    """ 
        Attributes:
            label (str): What a person reads.
            value (VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType0 |
                VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType1 |
                VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType2 |
                VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType3):
            character_id (str | Unset): Only when sending the command for this character.
     """

    label: str
    value: VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType0 | VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType1 | VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType2 | VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType3
    character_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        label = self.label

        value: str
        if isinstance(self.value, VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType0):
            value = self.value.value
        elif isinstance(self.value, VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType1):
            value = self.value.value
        elif isinstance(self.value, VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType2):
            value = self.value.value
        else:
            value = self.value.value


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

        def _parse_value(data: object) -> VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType0 | VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType1 | VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType2 | VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType3:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                value_type_0 = VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType0(data)



                return value_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                value_type_1 = VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType1(data)



                return value_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                value_type_2 = VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType2(data)



                return value_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            value_type_3 = VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType3(data)



            return value_type_3

        value = _parse_value(d.pop("value"))


        character_id = d.pop("character_id", UNSET)

        voyages_revise_character_sheet_affordance_choices_voyages_revise_character_sheet_affordance_path_choice = cls(
            label=label,
            value=value,
            character_id=character_id,
        )

        return voyages_revise_character_sheet_affordance_choices_voyages_revise_character_sheet_affordance_path_choice

