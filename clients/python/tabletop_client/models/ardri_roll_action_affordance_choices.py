from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_roll_action_affordance_choices_attribute_id_item import ArdriRollActionAffordanceChoicesAttributeIdItem
  from ..models.ardri_roll_action_affordance_choices_characteristic_item import ArdriRollActionAffordanceChoicesCharacteristicItem
  from ..models.ardri_roll_action_affordance_choices_difficulty_item import ArdriRollActionAffordanceChoicesDifficultyItem
  from ..models.ardri_roll_action_affordance_choices_domain_id_item import ArdriRollActionAffordanceChoicesDomainIdItem
  from ..models.path_choice import PathChoice





T = TypeVar("T", bound="ArdriRollActionAffordanceChoices")



@_attrs_define
class ArdriRollActionAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            attribute_id (list[ArdriRollActionAffordanceChoicesAttributeIdItem]): The values `attribute_id` may take now,
                each with what a person reads.
            characteristic (list[ArdriRollActionAffordanceChoicesCharacteristicItem]): The values `characteristic` may take
                now, each with what a person reads.
            difficulty (list[ArdriRollActionAffordanceChoicesDifficultyItem]): The values `difficulty` may take now, each
                with what a person reads.
            domain_id (list[ArdriRollActionAffordanceChoicesDomainIdItem]): The values `domain_id` may take now, each with
                what a person reads.
     """

    attribute_id: list[ArdriRollActionAffordanceChoicesAttributeIdItem]
    characteristic: list[ArdriRollActionAffordanceChoicesCharacteristicItem]
    difficulty: list[ArdriRollActionAffordanceChoicesDifficultyItem]
    domain_id: list[ArdriRollActionAffordanceChoicesDomainIdItem]
    additional_properties: dict[str, list[PathChoice]] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_roll_action_affordance_choices_attribute_id_item import ArdriRollActionAffordanceChoicesAttributeIdItem # noqa: PLC0415
        from ..models.ardri_roll_action_affordance_choices_characteristic_item import ArdriRollActionAffordanceChoicesCharacteristicItem # noqa: PLC0415
        from ..models.ardri_roll_action_affordance_choices_difficulty_item import ArdriRollActionAffordanceChoicesDifficultyItem # noqa: PLC0415
        from ..models.ardri_roll_action_affordance_choices_domain_id_item import ArdriRollActionAffordanceChoicesDomainIdItem # noqa: PLC0415
        from ..models.path_choice import PathChoice # noqa: PLC0415
        attribute_id = []
        for attribute_id_item_data in self.attribute_id:
            attribute_id_item = attribute_id_item_data.to_dict()
            attribute_id.append(attribute_id_item)



        characteristic = []
        for characteristic_item_data in self.characteristic:
            characteristic_item = characteristic_item_data.to_dict()
            characteristic.append(characteristic_item)



        difficulty = []
        for difficulty_item_data in self.difficulty:
            difficulty_item = difficulty_item_data.to_dict()
            difficulty.append(difficulty_item)



        domain_id = []
        for domain_id_item_data in self.domain_id:
            domain_id_item = domain_id_item_data.to_dict()
            domain_id.append(domain_id_item)




        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item = additional_property_item_data.to_dict()
                field_dict[prop_name].append(additional_property_item)



        field_dict.update({
            "attribute_id": attribute_id,
            "characteristic": characteristic,
            "difficulty": difficulty,
            "domain_id": domain_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_roll_action_affordance_choices_attribute_id_item import ArdriRollActionAffordanceChoicesAttributeIdItem # noqa: PLC0415
        from ..models.ardri_roll_action_affordance_choices_characteristic_item import ArdriRollActionAffordanceChoicesCharacteristicItem # noqa: PLC0415
        from ..models.ardri_roll_action_affordance_choices_difficulty_item import ArdriRollActionAffordanceChoicesDifficultyItem # noqa: PLC0415
        from ..models.ardri_roll_action_affordance_choices_domain_id_item import ArdriRollActionAffordanceChoicesDomainIdItem # noqa: PLC0415
        from ..models.path_choice import PathChoice # noqa: PLC0415
        d = dict(src_dict)
        attribute_id = []
        _attribute_id = d.pop("attribute_id")
        for attribute_id_item_data in (_attribute_id):
            attribute_id_item = ArdriRollActionAffordanceChoicesAttributeIdItem.from_dict(attribute_id_item_data)



            attribute_id.append(attribute_id_item)


        characteristic = []
        _characteristic = d.pop("characteristic")
        for characteristic_item_data in (_characteristic):
            characteristic_item = ArdriRollActionAffordanceChoicesCharacteristicItem.from_dict(characteristic_item_data)



            characteristic.append(characteristic_item)


        difficulty = []
        _difficulty = d.pop("difficulty")
        for difficulty_item_data in (_difficulty):
            difficulty_item = ArdriRollActionAffordanceChoicesDifficultyItem.from_dict(difficulty_item_data)



            difficulty.append(difficulty_item)


        domain_id = []
        _domain_id = d.pop("domain_id")
        for domain_id_item_data in (_domain_id):
            domain_id_item = ArdriRollActionAffordanceChoicesDomainIdItem.from_dict(domain_id_item_data)



            domain_id.append(domain_id_item)


        ardri_roll_action_affordance_choices = cls(
            attribute_id=attribute_id,
            characteristic=characteristic,
            difficulty=difficulty,
            domain_id=domain_id,
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in (_additional_property):
                additional_property_item = PathChoice.from_dict(additional_property_item_data)



                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        ardri_roll_action_affordance_choices.additional_properties = additional_properties
        return ardri_roll_action_affordance_choices

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
