from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.path_choice import PathChoice
  from ..models.voyages_spend_situation_points_affordance_choices_pool_id_item import VoyagesSpendSituationPointsAffordanceChoicesPoolIdItem
  from ..models.voyages_spend_situation_points_affordance_choices_situation_id_item import VoyagesSpendSituationPointsAffordanceChoicesSituationIdItem





T = TypeVar("T", bound="VoyagesSpendSituationPointsAffordanceChoices")



@_attrs_define
class VoyagesSpendSituationPointsAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            pool_id (list[VoyagesSpendSituationPointsAffordanceChoicesPoolIdItem]): The values `pool_id` may take now, each
                with what a person reads.
            situation_id (list[VoyagesSpendSituationPointsAffordanceChoicesSituationIdItem]): The values `situation_id` may
                take now, each with what a person reads.
     """

    pool_id: list[VoyagesSpendSituationPointsAffordanceChoicesPoolIdItem]
    situation_id: list[VoyagesSpendSituationPointsAffordanceChoicesSituationIdItem]
    additional_properties: dict[str, list[PathChoice]] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.path_choice import PathChoice # noqa: PLC0415
        from ..models.voyages_spend_situation_points_affordance_choices_pool_id_item import VoyagesSpendSituationPointsAffordanceChoicesPoolIdItem # noqa: PLC0415
        from ..models.voyages_spend_situation_points_affordance_choices_situation_id_item import VoyagesSpendSituationPointsAffordanceChoicesSituationIdItem # noqa: PLC0415
        pool_id = []
        for pool_id_item_data in self.pool_id:
            pool_id_item = pool_id_item_data.to_dict()
            pool_id.append(pool_id_item)



        situation_id = []
        for situation_id_item_data in self.situation_id:
            situation_id_item = situation_id_item_data.to_dict()
            situation_id.append(situation_id_item)




        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item = additional_property_item_data.to_dict()
                field_dict[prop_name].append(additional_property_item)



        field_dict.update({
            "pool_id": pool_id,
            "situation_id": situation_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.path_choice import PathChoice # noqa: PLC0415
        from ..models.voyages_spend_situation_points_affordance_choices_pool_id_item import VoyagesSpendSituationPointsAffordanceChoicesPoolIdItem # noqa: PLC0415
        from ..models.voyages_spend_situation_points_affordance_choices_situation_id_item import VoyagesSpendSituationPointsAffordanceChoicesSituationIdItem # noqa: PLC0415
        d = dict(src_dict)
        pool_id = []
        _pool_id = d.pop("pool_id")
        for pool_id_item_data in (_pool_id):
            pool_id_item = VoyagesSpendSituationPointsAffordanceChoicesPoolIdItem.from_dict(pool_id_item_data)



            pool_id.append(pool_id_item)


        situation_id = []
        _situation_id = d.pop("situation_id")
        for situation_id_item_data in (_situation_id):
            situation_id_item = VoyagesSpendSituationPointsAffordanceChoicesSituationIdItem.from_dict(situation_id_item_data)



            situation_id.append(situation_id_item)


        voyages_spend_situation_points_affordance_choices = cls(
            pool_id=pool_id,
            situation_id=situation_id,
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in (_additional_property):
                additional_property_item = PathChoice.from_dict(additional_property_item_data)



                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        voyages_spend_situation_points_affordance_choices.additional_properties = additional_properties
        return voyages_spend_situation_points_affordance_choices

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
