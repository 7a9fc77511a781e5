from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.path_choice import PathChoice
  from ..models.voyages_register_character_affordance_choices_owner_player_id_item import VoyagesRegisterCharacterAffordanceChoicesOwnerPlayerIdItem





T = TypeVar("T", bound="VoyagesRegisterCharacterAffordanceChoices")



@_attrs_define
class VoyagesRegisterCharacterAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            owner_player_id (list[VoyagesRegisterCharacterAffordanceChoicesOwnerPlayerIdItem]): The values `owner_player_id`
                may take now, each with what a person reads.
     """

    owner_player_id: list[VoyagesRegisterCharacterAffordanceChoicesOwnerPlayerIdItem]
    additional_properties: dict[str, list[PathChoice]] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.path_choice import PathChoice # noqa: PLC0415
        from ..models.voyages_register_character_affordance_choices_owner_player_id_item import VoyagesRegisterCharacterAffordanceChoicesOwnerPlayerIdItem # noqa: PLC0415
        owner_player_id = []
        for owner_player_id_item_data in self.owner_player_id:
            owner_player_id_item = owner_player_id_item_data.to_dict()
            owner_player_id.append(owner_player_id_item)




        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item = additional_property_item_data.to_dict()
                field_dict[prop_name].append(additional_property_item)



        field_dict.update({
            "owner_player_id": owner_player_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.path_choice import PathChoice # noqa: PLC0415
        from ..models.voyages_register_character_affordance_choices_owner_player_id_item import VoyagesRegisterCharacterAffordanceChoicesOwnerPlayerIdItem # noqa: PLC0415
        d = dict(src_dict)
        owner_player_id = []
        _owner_player_id = d.pop("owner_player_id")
        for owner_player_id_item_data in (_owner_player_id):
            owner_player_id_item = VoyagesRegisterCharacterAffordanceChoicesOwnerPlayerIdItem.from_dict(owner_player_id_item_data)



            owner_player_id.append(owner_player_id_item)


        voyages_register_character_affordance_choices = cls(
            owner_player_id=owner_player_id,
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in (_additional_property):
                additional_property_item = PathChoice.from_dict(additional_property_item_data)



                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        voyages_register_character_affordance_choices.additional_properties = additional_properties
        return voyages_register_character_affordance_choices

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
