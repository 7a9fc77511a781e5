from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_register_character_affordance_choices_approaches_item import LocquemareRegisterCharacterAffordanceChoicesApproachesItem
  from ..models.locquemare_register_character_affordance_choices_owner_player_id_item import LocquemareRegisterCharacterAffordanceChoicesOwnerPlayerIdItem
  from ..models.locquemare_register_character_affordance_choices_resources_item import LocquemareRegisterCharacterAffordanceChoicesResourcesItem
  from ..models.path_choice import PathChoice





T = TypeVar("T", bound="LocquemareRegisterCharacterAffordanceChoices")



@_attrs_define
class LocquemareRegisterCharacterAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            approaches (list[LocquemareRegisterCharacterAffordanceChoicesApproachesItem]): The values `approaches` may take
                now, each with what a person reads.
            owner_player_id (list[LocquemareRegisterCharacterAffordanceChoicesOwnerPlayerIdItem]): The values
                `owner_player_id` may take now, each with what a person reads.
            resources (list[LocquemareRegisterCharacterAffordanceChoicesResourcesItem]): The values `resources` may take
                now, each with what a person reads.
     """

    approaches: list[LocquemareRegisterCharacterAffordanceChoicesApproachesItem]
    owner_player_id: list[LocquemareRegisterCharacterAffordanceChoicesOwnerPlayerIdItem]
    resources: list[LocquemareRegisterCharacterAffordanceChoicesResourcesItem]
    additional_properties: dict[str, list[PathChoice]] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_register_character_affordance_choices_approaches_item import LocquemareRegisterCharacterAffordanceChoicesApproachesItem # noqa: PLC0415
        from ..models.locquemare_register_character_affordance_choices_owner_player_id_item import LocquemareRegisterCharacterAffordanceChoicesOwnerPlayerIdItem # noqa: PLC0415
        from ..models.locquemare_register_character_affordance_choices_resources_item import LocquemareRegisterCharacterAffordanceChoicesResourcesItem # noqa: PLC0415
        from ..models.path_choice import PathChoice # noqa: PLC0415
        approaches = []
        for approaches_item_data in self.approaches:
            approaches_item = approaches_item_data.to_dict()
            approaches.append(approaches_item)



        owner_player_id = []
        for owner_player_id_item_data in self.owner_player_id:
            owner_player_id_item = owner_player_id_item_data.to_dict()
            owner_player_id.append(owner_player_id_item)



        resources = []
        for resources_item_data in self.resources:
            resources_item = resources_item_data.to_dict()
            resources.append(resources_item)




        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item = additional_property_item_data.to_dict()
                field_dict[prop_name].append(additional_property_item)



        field_dict.update({
            "approaches": approaches,
            "owner_player_id": owner_player_id,
            "resources": resources,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_register_character_affordance_choices_approaches_item import LocquemareRegisterCharacterAffordanceChoicesApproachesItem # noqa: PLC0415
        from ..models.locquemare_register_character_affordance_choices_owner_player_id_item import LocquemareRegisterCharacterAffordanceChoicesOwnerPlayerIdItem # noqa: PLC0415
        from ..models.locquemare_register_character_affordance_choices_resources_item import LocquemareRegisterCharacterAffordanceChoicesResourcesItem # noqa: PLC0415
        from ..models.path_choice import PathChoice # noqa: PLC0415
        d = dict(src_dict)
        approaches = []
        _approaches = d.pop("approaches")
        for approaches_item_data in (_approaches):
            approaches_item = LocquemareRegisterCharacterAffordanceChoicesApproachesItem.from_dict(approaches_item_data)



            approaches.append(approaches_item)


        owner_player_id = []
        _owner_player_id = d.pop("owner_player_id")
        for owner_player_id_item_data in (_owner_player_id):
            owner_player_id_item = LocquemareRegisterCharacterAffordanceChoicesOwnerPlayerIdItem.from_dict(owner_player_id_item_data)



            owner_player_id.append(owner_player_id_item)


        resources = []
        _resources = d.pop("resources")
        for resources_item_data in (_resources):
            resources_item = LocquemareRegisterCharacterAffordanceChoicesResourcesItem.from_dict(resources_item_data)



            resources.append(resources_item)


        locquemare_register_character_affordance_choices = cls(
            approaches=approaches,
            owner_player_id=owner_player_id,
            resources=resources,
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in (_additional_property):
                additional_property_item = PathChoice.from_dict(additional_property_item_data)



                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        locquemare_register_character_affordance_choices.additional_properties = additional_properties
        return locquemare_register_character_affordance_choices

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
