from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_describe_consequence_affordance_choices_effect_item import LocquemareDescribeConsequenceAffordanceChoicesEffectItem
  from ..models.locquemare_describe_consequence_affordance_choices_key_id_item import LocquemareDescribeConsequenceAffordanceChoicesKeyIdItem





T = TypeVar("T", bound="LocquemareDescribeConsequenceAffordanceChoices")



@_attrs_define
class LocquemareDescribeConsequenceAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            effect (list[LocquemareDescribeConsequenceAffordanceChoicesEffectItem]): The values `effect` may take now, each
                with what a person reads.
            key_id (list[LocquemareDescribeConsequenceAffordanceChoicesKeyIdItem]): The values `key_id` may take now, each
                with what a person reads.
     """

    effect: list[LocquemareDescribeConsequenceAffordanceChoicesEffectItem]
    key_id: list[LocquemareDescribeConsequenceAffordanceChoicesKeyIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_describe_consequence_affordance_choices_effect_item import LocquemareDescribeConsequenceAffordanceChoicesEffectItem # noqa: PLC0415
        from ..models.locquemare_describe_consequence_affordance_choices_key_id_item import LocquemareDescribeConsequenceAffordanceChoicesKeyIdItem # noqa: PLC0415
        effect = []
        for effect_item_data in self.effect:
            effect_item = effect_item_data.to_dict()
            effect.append(effect_item)



        key_id = []
        for key_id_item_data in self.key_id:
            key_id_item = key_id_item_data.to_dict()
            key_id.append(key_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "effect": effect,
            "key_id": key_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_describe_consequence_affordance_choices_effect_item import LocquemareDescribeConsequenceAffordanceChoicesEffectItem # noqa: PLC0415
        from ..models.locquemare_describe_consequence_affordance_choices_key_id_item import LocquemareDescribeConsequenceAffordanceChoicesKeyIdItem # noqa: PLC0415
        d = dict(src_dict)
        effect = []
        _effect = d.pop("effect")
        for effect_item_data in (_effect):
            effect_item = LocquemareDescribeConsequenceAffordanceChoicesEffectItem.from_dict(effect_item_data)



            effect.append(effect_item)


        key_id = []
        _key_id = d.pop("key_id")
        for key_id_item_data in (_key_id):
            key_id_item = LocquemareDescribeConsequenceAffordanceChoicesKeyIdItem.from_dict(key_id_item_data)



            key_id.append(key_id_item)


        locquemare_describe_consequence_affordance_choices = cls(
            effect=effect,
            key_id=key_id,
        )

        return locquemare_describe_consequence_affordance_choices

