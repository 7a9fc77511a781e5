from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.path_choice import PathChoice
  from ..models.voyages_invoke_flaw_affordance_choices_effect_id_item import VoyagesInvokeFlawAffordanceChoicesEffectIdItem
  from ..models.voyages_invoke_flaw_affordance_choices_flaw_item import VoyagesInvokeFlawAffordanceChoicesFlawItem





T = TypeVar("T", bound="VoyagesInvokeFlawAffordanceChoices")



@_attrs_define
class VoyagesInvokeFlawAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            effect_id (list[VoyagesInvokeFlawAffordanceChoicesEffectIdItem]): The values `effect_id` may take now, each with
                what a person reads.
            flaw (list[VoyagesInvokeFlawAffordanceChoicesFlawItem]): The values `flaw` may take now, each with what a person
                reads.
     """

    effect_id: list[VoyagesInvokeFlawAffordanceChoicesEffectIdItem]
    flaw: list[VoyagesInvokeFlawAffordanceChoicesFlawItem]
    additional_properties: dict[str, list[PathChoice]] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.path_choice import PathChoice # noqa: PLC0415
        from ..models.voyages_invoke_flaw_affordance_choices_effect_id_item import VoyagesInvokeFlawAffordanceChoicesEffectIdItem # noqa: PLC0415
        from ..models.voyages_invoke_flaw_affordance_choices_flaw_item import VoyagesInvokeFlawAffordanceChoicesFlawItem # noqa: PLC0415
        effect_id = []
        for effect_id_item_data in self.effect_id:
            effect_id_item = effect_id_item_data.to_dict()
            effect_id.append(effect_id_item)



        flaw = []
        for flaw_item_data in self.flaw:
            flaw_item = flaw_item_data.to_dict()
            flaw.append(flaw_item)




        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item = additional_property_item_data.to_dict()
                field_dict[prop_name].append(additional_property_item)



        field_dict.update({
            "effect_id": effect_id,
            "flaw": flaw,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.path_choice import PathChoice # noqa: PLC0415
        from ..models.voyages_invoke_flaw_affordance_choices_effect_id_item import VoyagesInvokeFlawAffordanceChoicesEffectIdItem # noqa: PLC0415
        from ..models.voyages_invoke_flaw_affordance_choices_flaw_item import VoyagesInvokeFlawAffordanceChoicesFlawItem # noqa: PLC0415
        d = dict(src_dict)
        effect_id = []
        _effect_id = d.pop("effect_id")
        for effect_id_item_data in (_effect_id):
            effect_id_item = VoyagesInvokeFlawAffordanceChoicesEffectIdItem.from_dict(effect_id_item_data)



            effect_id.append(effect_id_item)


        flaw = []
        _flaw = d.pop("flaw")
        for flaw_item_data in (_flaw):
            flaw_item = VoyagesInvokeFlawAffordanceChoicesFlawItem.from_dict(flaw_item_data)



            flaw.append(flaw_item)


        voyages_invoke_flaw_affordance_choices = cls(
            effect_id=effect_id,
            flaw=flaw,
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in (_additional_property):
                additional_property_item = PathChoice.from_dict(additional_property_item_data)



                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        voyages_invoke_flaw_affordance_choices.additional_properties = additional_properties
        return voyages_invoke_flaw_affordance_choices

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
