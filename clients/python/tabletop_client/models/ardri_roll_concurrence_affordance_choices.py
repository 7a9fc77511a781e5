from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_roll_concurrence_affordance_choices_attribute_id_item import ArdriRollConcurrenceAffordanceChoicesAttributeIdItem
  from ..models.ardri_roll_concurrence_affordance_choices_concurrence_id_item import ArdriRollConcurrenceAffordanceChoicesConcurrenceIdItem
  from ..models.ardri_roll_concurrence_affordance_choices_difficulty_item import ArdriRollConcurrenceAffordanceChoicesDifficultyItem
  from ..models.path_choice import PathChoice





T = TypeVar("T", bound="ArdriRollConcurrenceAffordanceChoices")



@_attrs_define
class ArdriRollConcurrenceAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            attribute_id (list[ArdriRollConcurrenceAffordanceChoicesAttributeIdItem]): The values `attribute_id` may take
                now, each with what a person reads.
            concurrence_id (list[ArdriRollConcurrenceAffordanceChoicesConcurrenceIdItem]): The values `concurrence_id` may
                take now, each with what a person reads.
            difficulty (list[ArdriRollConcurrenceAffordanceChoicesDifficultyItem]): The values `difficulty` may take now,
                each with what a person reads.
     """

    attribute_id: list[ArdriRollConcurrenceAffordanceChoicesAttributeIdItem]
    concurrence_id: list[ArdriRollConcurrenceAffordanceChoicesConcurrenceIdItem]
    difficulty: list[ArdriRollConcurrenceAffordanceChoicesDifficultyItem]
    additional_properties: dict[str, list[PathChoice]] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_roll_concurrence_affordance_choices_attribute_id_item import ArdriRollConcurrenceAffordanceChoicesAttributeIdItem # noqa: PLC0415
        from ..models.ardri_roll_concurrence_affordance_choices_concurrence_id_item import ArdriRollConcurrenceAffordanceChoicesConcurrenceIdItem # noqa: PLC0415
        from ..models.ardri_roll_concurrence_affordance_choices_difficulty_item import ArdriRollConcurrenceAffordanceChoicesDifficultyItem # noqa: PLC0415
        from ..models.path_choice import PathChoice # noqa: PLC0415
        attribute_id = []
        for attribute_id_item_data in self.attribute_id:
            attribute_id_item = attribute_id_item_data.to_dict()
            attribute_id.append(attribute_id_item)



        concurrence_id = []
        for concurrence_id_item_data in self.concurrence_id:
            concurrence_id_item = concurrence_id_item_data.to_dict()
            concurrence_id.append(concurrence_id_item)



        difficulty = []
        for difficulty_item_data in self.difficulty:
            difficulty_item = difficulty_item_data.to_dict()
            difficulty.append(difficulty_item)




        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item = additional_property_item_data.to_dict()
                field_dict[prop_name].append(additional_property_item)



        field_dict.update({
            "attribute_id": attribute_id,
            "concurrence_id": concurrence_id,
            "difficulty": difficulty,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_roll_concurrence_affordance_choices_attribute_id_item import ArdriRollConcurrenceAffordanceChoicesAttributeIdItem # noqa: PLC0415
        from ..models.ardri_roll_concurrence_affordance_choices_concurrence_id_item import ArdriRollConcurrenceAffordanceChoicesConcurrenceIdItem # noqa: PLC0415
        from ..models.ardri_roll_concurrence_affordance_choices_difficulty_item import ArdriRollConcurrenceAffordanceChoicesDifficultyItem # noqa: PLC0415
        from ..models.path_choice import PathChoice # noqa: PLC0415
        d = dict(src_dict)
        attribute_id = []
        _attribute_id = d.pop("attribute_id")
        for attribute_id_item_data in (_attribute_id):
            attribute_id_item = ArdriRollConcurrenceAffordanceChoicesAttributeIdItem.from_dict(attribute_id_item_data)



            attribute_id.append(attribute_id_item)


        concurrence_id = []
        _concurrence_id = d.pop("concurrence_id")
        for concurrence_id_item_data in (_concurrence_id):
            concurrence_id_item = ArdriRollConcurrenceAffordanceChoicesConcurrenceIdItem.from_dict(concurrence_id_item_data)



            concurrence_id.append(concurrence_id_item)


        difficulty = []
        _difficulty = d.pop("difficulty")
        for difficulty_item_data in (_difficulty):
            difficulty_item = ArdriRollConcurrenceAffordanceChoicesDifficultyItem.from_dict(difficulty_item_data)



            difficulty.append(difficulty_item)


        ardri_roll_concurrence_affordance_choices = cls(
            attribute_id=attribute_id,
            concurrence_id=concurrence_id,
            difficulty=difficulty,
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in (_additional_property):
                additional_property_item = PathChoice.from_dict(additional_property_item_data)



                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        ardri_roll_concurrence_affordance_choices.additional_properties = additional_properties
        return ardri_roll_concurrence_affordance_choices

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
