from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.path_choice import PathChoice
  from ..models.voyages_open_situation_affordance_choices_group_mode_item import VoyagesOpenSituationAffordanceChoicesGroupModeItem
  from ..models.voyages_open_situation_affordance_choices_result_mode_item import VoyagesOpenSituationAffordanceChoicesResultModeItem





T = TypeVar("T", bound="VoyagesOpenSituationAffordanceChoices")



@_attrs_define
class VoyagesOpenSituationAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            group_mode (list[VoyagesOpenSituationAffordanceChoicesGroupModeItem]): The values `group_mode` may take now,
                each with what a person reads.
            result_mode (list[VoyagesOpenSituationAffordanceChoicesResultModeItem]): The values `result_mode` may take now,
                each with what a person reads.
     """

    group_mode: list[VoyagesOpenSituationAffordanceChoicesGroupModeItem]
    result_mode: list[VoyagesOpenSituationAffordanceChoicesResultModeItem]
    additional_properties: dict[str, list[PathChoice]] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.path_choice import PathChoice # noqa: PLC0415
        from ..models.voyages_open_situation_affordance_choices_group_mode_item import VoyagesOpenSituationAffordanceChoicesGroupModeItem # noqa: PLC0415
        from ..models.voyages_open_situation_affordance_choices_result_mode_item import VoyagesOpenSituationAffordanceChoicesResultModeItem # noqa: PLC0415
        group_mode = []
        for group_mode_item_data in self.group_mode:
            group_mode_item = group_mode_item_data.to_dict()
            group_mode.append(group_mode_item)



        result_mode = []
        for result_mode_item_data in self.result_mode:
            result_mode_item = result_mode_item_data.to_dict()
            result_mode.append(result_mode_item)




        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item = additional_property_item_data.to_dict()
                field_dict[prop_name].append(additional_property_item)



        field_dict.update({
            "group_mode": group_mode,
            "result_mode": result_mode,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.path_choice import PathChoice # noqa: PLC0415
        from ..models.voyages_open_situation_affordance_choices_group_mode_item import VoyagesOpenSituationAffordanceChoicesGroupModeItem # noqa: PLC0415
        from ..models.voyages_open_situation_affordance_choices_result_mode_item import VoyagesOpenSituationAffordanceChoicesResultModeItem # noqa: PLC0415
        d = dict(src_dict)
        group_mode = []
        _group_mode = d.pop("group_mode")
        for group_mode_item_data in (_group_mode):
            group_mode_item = VoyagesOpenSituationAffordanceChoicesGroupModeItem.from_dict(group_mode_item_data)



            group_mode.append(group_mode_item)


        result_mode = []
        _result_mode = d.pop("result_mode")
        for result_mode_item_data in (_result_mode):
            result_mode_item = VoyagesOpenSituationAffordanceChoicesResultModeItem.from_dict(result_mode_item_data)



            result_mode.append(result_mode_item)


        voyages_open_situation_affordance_choices = cls(
            group_mode=group_mode,
            result_mode=result_mode,
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in (_additional_property):
                additional_property_item = PathChoice.from_dict(additional_property_item_data)



                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        voyages_open_situation_affordance_choices.additional_properties = additional_properties
        return voyages_open_situation_affordance_choices

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
