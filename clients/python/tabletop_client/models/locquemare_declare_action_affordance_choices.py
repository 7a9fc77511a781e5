from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_declare_action_affordance_choices_action_type_item import LocquemareDeclareActionAffordanceChoicesActionTypeItem
  from ..models.locquemare_declare_action_affordance_choices_approach_item import LocquemareDeclareActionAffordanceChoicesApproachItem
  from ..models.locquemare_declare_action_affordance_choices_auto_success_prowess_id_item import LocquemareDeclareActionAffordanceChoicesAutoSuccessProwessIdItem
  from ..models.locquemare_declare_action_affordance_choices_resource_item import LocquemareDeclareActionAffordanceChoicesResourceItem
  from ..models.locquemare_declare_action_affordance_choices_threat_resource_item import LocquemareDeclareActionAffordanceChoicesThreatResourceItem
  from ..models.path_choice import PathChoice





T = TypeVar("T", bound="LocquemareDeclareActionAffordanceChoices")



@_attrs_define
class LocquemareDeclareActionAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            action_type (list[LocquemareDeclareActionAffordanceChoicesActionTypeItem]): The values `action_type` may take
                now, each with what a person reads.
            approach (list[LocquemareDeclareActionAffordanceChoicesApproachItem]): The values `approach` may take now, each
                with what a person reads.
            auto_success_prowess_id (list[LocquemareDeclareActionAffordanceChoicesAutoSuccessProwessIdItem]): The values
                `auto_success_prowess_id` may take now, each with what a person reads.
            resource (list[LocquemareDeclareActionAffordanceChoicesResourceItem]): The values `resource` may take now, each
                with what a person reads.
            threat_resource (list[LocquemareDeclareActionAffordanceChoicesThreatResourceItem]): The values `threat_resource`
                may take now, each with what a person reads.
     """

    action_type: list[LocquemareDeclareActionAffordanceChoicesActionTypeItem]
    approach: list[LocquemareDeclareActionAffordanceChoicesApproachItem]
    auto_success_prowess_id: list[LocquemareDeclareActionAffordanceChoicesAutoSuccessProwessIdItem]
    resource: list[LocquemareDeclareActionAffordanceChoicesResourceItem]
    threat_resource: list[LocquemareDeclareActionAffordanceChoicesThreatResourceItem]
    additional_properties: dict[str, list[PathChoice]] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_declare_action_affordance_choices_action_type_item import LocquemareDeclareActionAffordanceChoicesActionTypeItem # noqa: PLC0415
        from ..models.locquemare_declare_action_affordance_choices_approach_item import LocquemareDeclareActionAffordanceChoicesApproachItem # noqa: PLC0415
        from ..models.locquemare_declare_action_affordance_choices_auto_success_prowess_id_item import LocquemareDeclareActionAffordanceChoicesAutoSuccessProwessIdItem # noqa: PLC0415
        from ..models.locquemare_declare_action_affordance_choices_resource_item import LocquemareDeclareActionAffordanceChoicesResourceItem # noqa: PLC0415
        from ..models.locquemare_declare_action_affordance_choices_threat_resource_item import LocquemareDeclareActionAffordanceChoicesThreatResourceItem # noqa: PLC0415
        from ..models.path_choice import PathChoice # noqa: PLC0415
        action_type = []
        for action_type_item_data in self.action_type:
            action_type_item = action_type_item_data.to_dict()
            action_type.append(action_type_item)



        approach = []
        for approach_item_data in self.approach:
            approach_item = approach_item_data.to_dict()
            approach.append(approach_item)



        auto_success_prowess_id = []
        for auto_success_prowess_id_item_data in self.auto_success_prowess_id:
            auto_success_prowess_id_item = auto_success_prowess_id_item_data.to_dict()
            auto_success_prowess_id.append(auto_success_prowess_id_item)



        resource = []
        for resource_item_data in self.resource:
            resource_item = resource_item_data.to_dict()
            resource.append(resource_item)



        threat_resource = []
        for threat_resource_item_data in self.threat_resource:
            threat_resource_item = threat_resource_item_data.to_dict()
            threat_resource.append(threat_resource_item)




        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item = additional_property_item_data.to_dict()
                field_dict[prop_name].append(additional_property_item)



        field_dict.update({
            "action_type": action_type,
            "approach": approach,
            "auto_success_prowess_id": auto_success_prowess_id,
            "resource": resource,
            "threat_resource": threat_resource,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_declare_action_affordance_choices_action_type_item import LocquemareDeclareActionAffordanceChoicesActionTypeItem # noqa: PLC0415
        from ..models.locquemare_declare_action_affordance_choices_approach_item import LocquemareDeclareActionAffordanceChoicesApproachItem # noqa: PLC0415
        from ..models.locquemare_declare_action_affordance_choices_auto_success_prowess_id_item import LocquemareDeclareActionAffordanceChoicesAutoSuccessProwessIdItem # noqa: PLC0415
        from ..models.locquemare_declare_action_affordance_choices_resource_item import LocquemareDeclareActionAffordanceChoicesResourceItem # noqa: PLC0415
        from ..models.locquemare_declare_action_affordance_choices_threat_resource_item import LocquemareDeclareActionAffordanceChoicesThreatResourceItem # noqa: PLC0415
        from ..models.path_choice import PathChoice # noqa: PLC0415
        d = dict(src_dict)
        action_type = []
        _action_type = d.pop("action_type")
        for action_type_item_data in (_action_type):
            action_type_item = LocquemareDeclareActionAffordanceChoicesActionTypeItem.from_dict(action_type_item_data)



            action_type.append(action_type_item)


        approach = []
        _approach = d.pop("approach")
        for approach_item_data in (_approach):
            approach_item = LocquemareDeclareActionAffordanceChoicesApproachItem.from_dict(approach_item_data)



            approach.append(approach_item)


        auto_success_prowess_id = []
        _auto_success_prowess_id = d.pop("auto_success_prowess_id")
        for auto_success_prowess_id_item_data in (_auto_success_prowess_id):
            auto_success_prowess_id_item = LocquemareDeclareActionAffordanceChoicesAutoSuccessProwessIdItem.from_dict(auto_success_prowess_id_item_data)



            auto_success_prowess_id.append(auto_success_prowess_id_item)


        resource = []
        _resource = d.pop("resource")
        for resource_item_data in (_resource):
            resource_item = LocquemareDeclareActionAffordanceChoicesResourceItem.from_dict(resource_item_data)



            resource.append(resource_item)


        threat_resource = []
        _threat_resource = d.pop("threat_resource")
        for threat_resource_item_data in (_threat_resource):
            threat_resource_item = LocquemareDeclareActionAffordanceChoicesThreatResourceItem.from_dict(threat_resource_item_data)



            threat_resource.append(threat_resource_item)


        locquemare_declare_action_affordance_choices = cls(
            action_type=action_type,
            approach=approach,
            auto_success_prowess_id=auto_success_prowess_id,
            resource=resource,
            threat_resource=threat_resource,
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in (_additional_property):
                additional_property_item = PathChoice.from_dict(additional_property_item_data)



                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        locquemare_declare_action_affordance_choices.additional_properties = additional_properties
        return locquemare_declare_action_affordance_choices

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
