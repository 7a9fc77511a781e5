from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.path_choice import PathChoice
  from ..models.voyages_add_adjective_affordance_choices_duration_item import VoyagesAddAdjectiveAffordanceChoicesDurationItem
  from ..models.voyages_add_adjective_affordance_choices_polarity_item import VoyagesAddAdjectiveAffordanceChoicesPolarityItem





T = TypeVar("T", bound="VoyagesAddAdjectiveAffordanceChoices")



@_attrs_define
class VoyagesAddAdjectiveAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            duration (list[VoyagesAddAdjectiveAffordanceChoicesDurationItem]): The values `duration` may take now, each with
                what a person reads.
            polarity (list[VoyagesAddAdjectiveAffordanceChoicesPolarityItem]): The values `polarity` may take now, each with
                what a person reads.
     """

    duration: list[VoyagesAddAdjectiveAffordanceChoicesDurationItem]
    polarity: list[VoyagesAddAdjectiveAffordanceChoicesPolarityItem]
    additional_properties: dict[str, list[PathChoice]] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.path_choice import PathChoice # noqa: PLC0415
        from ..models.voyages_add_adjective_affordance_choices_duration_item import VoyagesAddAdjectiveAffordanceChoicesDurationItem # noqa: PLC0415
        from ..models.voyages_add_adjective_affordance_choices_polarity_item import VoyagesAddAdjectiveAffordanceChoicesPolarityItem # noqa: PLC0415
        duration = []
        for duration_item_data in self.duration:
            duration_item = duration_item_data.to_dict()
            duration.append(duration_item)



        polarity = []
        for polarity_item_data in self.polarity:
            polarity_item = polarity_item_data.to_dict()
            polarity.append(polarity_item)




        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item = additional_property_item_data.to_dict()
                field_dict[prop_name].append(additional_property_item)



        field_dict.update({
            "duration": duration,
            "polarity": polarity,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.path_choice import PathChoice # noqa: PLC0415
        from ..models.voyages_add_adjective_affordance_choices_duration_item import VoyagesAddAdjectiveAffordanceChoicesDurationItem # noqa: PLC0415
        from ..models.voyages_add_adjective_affordance_choices_polarity_item import VoyagesAddAdjectiveAffordanceChoicesPolarityItem # noqa: PLC0415
        d = dict(src_dict)
        duration = []
        _duration = d.pop("duration")
        for duration_item_data in (_duration):
            duration_item = VoyagesAddAdjectiveAffordanceChoicesDurationItem.from_dict(duration_item_data)



            duration.append(duration_item)


        polarity = []
        _polarity = d.pop("polarity")
        for polarity_item_data in (_polarity):
            polarity_item = VoyagesAddAdjectiveAffordanceChoicesPolarityItem.from_dict(polarity_item_data)



            polarity.append(polarity_item)


        voyages_add_adjective_affordance_choices = cls(
            duration=duration,
            polarity=polarity,
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in (_additional_property):
                additional_property_item = PathChoice.from_dict(additional_property_item_data)



                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        voyages_add_adjective_affordance_choices.additional_properties = additional_properties
        return voyages_add_adjective_affordance_choices

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
