from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.path_choice import PathChoice
  from ..models.xyrop_roll_action_affordance_choices_approach_id_item import XyropRollActionAffordanceChoicesApproachIdItem
  from ..models.xyrop_roll_action_affordance_choices_asset_ids_item import XyropRollActionAffordanceChoicesAssetIdsItem
  from ..models.xyrop_roll_action_affordance_choices_role_id_item import XyropRollActionAffordanceChoicesRoleIdItem
  from ..models.xyrop_roll_action_affordance_choices_value_id_item import XyropRollActionAffordanceChoicesValueIdItem





T = TypeVar("T", bound="XyropRollActionAffordanceChoices")



@_attrs_define
class XyropRollActionAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            approach_id (list[XyropRollActionAffordanceChoicesApproachIdItem]): The values `approach_id` may take now, each
                with what a person reads.
            asset_ids (list[XyropRollActionAffordanceChoicesAssetIdsItem]): The values `asset_ids` may take now, each with
                what a person reads.
            role_id (list[XyropRollActionAffordanceChoicesRoleIdItem]): The values `role_id` may take now, each with what a
                person reads.
            value_id (list[XyropRollActionAffordanceChoicesValueIdItem]): The values `value_id` may take now, each with what
                a person reads.
     """

    approach_id: list[XyropRollActionAffordanceChoicesApproachIdItem]
    asset_ids: list[XyropRollActionAffordanceChoicesAssetIdsItem]
    role_id: list[XyropRollActionAffordanceChoicesRoleIdItem]
    value_id: list[XyropRollActionAffordanceChoicesValueIdItem]
    additional_properties: dict[str, list[PathChoice]] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.path_choice import PathChoice # noqa: PLC0415
        from ..models.xyrop_roll_action_affordance_choices_approach_id_item import XyropRollActionAffordanceChoicesApproachIdItem # noqa: PLC0415
        from ..models.xyrop_roll_action_affordance_choices_asset_ids_item import XyropRollActionAffordanceChoicesAssetIdsItem # noqa: PLC0415
        from ..models.xyrop_roll_action_affordance_choices_role_id_item import XyropRollActionAffordanceChoicesRoleIdItem # noqa: PLC0415
        from ..models.xyrop_roll_action_affordance_choices_value_id_item import XyropRollActionAffordanceChoicesValueIdItem # noqa: PLC0415
        approach_id = []
        for approach_id_item_data in self.approach_id:
            approach_id_item = approach_id_item_data.to_dict()
            approach_id.append(approach_id_item)



        asset_ids = []
        for asset_ids_item_data in self.asset_ids:
            asset_ids_item = asset_ids_item_data.to_dict()
            asset_ids.append(asset_ids_item)



        role_id = []
        for role_id_item_data in self.role_id:
            role_id_item = role_id_item_data.to_dict()
            role_id.append(role_id_item)



        value_id = []
        for value_id_item_data in self.value_id:
            value_id_item = value_id_item_data.to_dict()
            value_id.append(value_id_item)




        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item = additional_property_item_data.to_dict()
                field_dict[prop_name].append(additional_property_item)



        field_dict.update({
            "approach_id": approach_id,
            "asset_ids": asset_ids,
            "role_id": role_id,
            "value_id": value_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.path_choice import PathChoice # noqa: PLC0415
        from ..models.xyrop_roll_action_affordance_choices_approach_id_item import XyropRollActionAffordanceChoicesApproachIdItem # noqa: PLC0415
        from ..models.xyrop_roll_action_affordance_choices_asset_ids_item import XyropRollActionAffordanceChoicesAssetIdsItem # noqa: PLC0415
        from ..models.xyrop_roll_action_affordance_choices_role_id_item import XyropRollActionAffordanceChoicesRoleIdItem # noqa: PLC0415
        from ..models.xyrop_roll_action_affordance_choices_value_id_item import XyropRollActionAffordanceChoicesValueIdItem # noqa: PLC0415
        d = dict(src_dict)
        approach_id = []
        _approach_id = d.pop("approach_id")
        for approach_id_item_data in (_approach_id):
            approach_id_item = XyropRollActionAffordanceChoicesApproachIdItem.from_dict(approach_id_item_data)



            approach_id.append(approach_id_item)


        asset_ids = []
        _asset_ids = d.pop("asset_ids")
        for asset_ids_item_data in (_asset_ids):
            asset_ids_item = XyropRollActionAffordanceChoicesAssetIdsItem.from_dict(asset_ids_item_data)



            asset_ids.append(asset_ids_item)


        role_id = []
        _role_id = d.pop("role_id")
        for role_id_item_data in (_role_id):
            role_id_item = XyropRollActionAffordanceChoicesRoleIdItem.from_dict(role_id_item_data)



            role_id.append(role_id_item)


        value_id = []
        _value_id = d.pop("value_id")
        for value_id_item_data in (_value_id):
            value_id_item = XyropRollActionAffordanceChoicesValueIdItem.from_dict(value_id_item_data)



            value_id.append(value_id_item)


        xyrop_roll_action_affordance_choices = cls(
            approach_id=approach_id,
            asset_ids=asset_ids,
            role_id=role_id,
            value_id=value_id,
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in (_additional_property):
                additional_property_item = PathChoice.from_dict(additional_property_item_data)



                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        xyrop_roll_action_affordance_choices.additional_properties = additional_properties
        return xyrop_roll_action_affordance_choices

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
