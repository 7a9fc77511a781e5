from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_inflict_consequence_affordance_choices_effect_item import LocquemareInflictConsequenceAffordanceChoicesEffectItem
  from ..models.locquemare_inflict_consequence_affordance_choices_hero_id_item import LocquemareInflictConsequenceAffordanceChoicesHeroIdItem
  from ..models.locquemare_inflict_consequence_affordance_choices_severity_item import LocquemareInflictConsequenceAffordanceChoicesSeverityItem





T = TypeVar("T", bound="LocquemareInflictConsequenceAffordanceChoices")



@_attrs_define
class LocquemareInflictConsequenceAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            effect (list[LocquemareInflictConsequenceAffordanceChoicesEffectItem]): The values `effect` may take now, each
                with what a person reads.
            hero_id (list[LocquemareInflictConsequenceAffordanceChoicesHeroIdItem]): The values `hero_id` may take now, each
                with what a person reads.
            severity (list[LocquemareInflictConsequenceAffordanceChoicesSeverityItem]): The values `severity` may take now,
                each with what a person reads.
     """

    effect: list[LocquemareInflictConsequenceAffordanceChoicesEffectItem]
    hero_id: list[LocquemareInflictConsequenceAffordanceChoicesHeroIdItem]
    severity: list[LocquemareInflictConsequenceAffordanceChoicesSeverityItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_inflict_consequence_affordance_choices_effect_item import LocquemareInflictConsequenceAffordanceChoicesEffectItem # noqa: PLC0415
        from ..models.locquemare_inflict_consequence_affordance_choices_hero_id_item import LocquemareInflictConsequenceAffordanceChoicesHeroIdItem # noqa: PLC0415
        from ..models.locquemare_inflict_consequence_affordance_choices_severity_item import LocquemareInflictConsequenceAffordanceChoicesSeverityItem # noqa: PLC0415
        effect = []
        for effect_item_data in self.effect:
            effect_item = effect_item_data.to_dict()
            effect.append(effect_item)



        hero_id = []
        for hero_id_item_data in self.hero_id:
            hero_id_item = hero_id_item_data.to_dict()
            hero_id.append(hero_id_item)



        severity = []
        for severity_item_data in self.severity:
            severity_item = severity_item_data.to_dict()
            severity.append(severity_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "effect": effect,
            "hero_id": hero_id,
            "severity": severity,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_inflict_consequence_affordance_choices_effect_item import LocquemareInflictConsequenceAffordanceChoicesEffectItem # noqa: PLC0415
        from ..models.locquemare_inflict_consequence_affordance_choices_hero_id_item import LocquemareInflictConsequenceAffordanceChoicesHeroIdItem # noqa: PLC0415
        from ..models.locquemare_inflict_consequence_affordance_choices_severity_item import LocquemareInflictConsequenceAffordanceChoicesSeverityItem # noqa: PLC0415
        d = dict(src_dict)
        effect = []
        _effect = d.pop("effect")
        for effect_item_data in (_effect):
            effect_item = LocquemareInflictConsequenceAffordanceChoicesEffectItem.from_dict(effect_item_data)



            effect.append(effect_item)


        hero_id = []
        _hero_id = d.pop("hero_id")
        for hero_id_item_data in (_hero_id):
            hero_id_item = LocquemareInflictConsequenceAffordanceChoicesHeroIdItem.from_dict(hero_id_item_data)



            hero_id.append(hero_id_item)


        severity = []
        _severity = d.pop("severity")
        for severity_item_data in (_severity):
            severity_item = LocquemareInflictConsequenceAffordanceChoicesSeverityItem.from_dict(severity_item_data)



            severity.append(severity_item)


        locquemare_inflict_consequence_affordance_choices = cls(
            effect=effect,
            hero_id=hero_id,
            severity=severity,
        )

        return locquemare_inflict_consequence_affordance_choices

