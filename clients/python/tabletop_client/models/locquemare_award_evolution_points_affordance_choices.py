from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_award_evolution_points_affordance_choices_hero_id_item import LocquemareAwardEvolutionPointsAffordanceChoicesHeroIdItem
  from ..models.locquemare_award_evolution_points_affordance_choices_reasons_item import LocquemareAwardEvolutionPointsAffordanceChoicesReasonsItem





T = TypeVar("T", bound="LocquemareAwardEvolutionPointsAffordanceChoices")



@_attrs_define
class LocquemareAwardEvolutionPointsAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            hero_id (list[LocquemareAwardEvolutionPointsAffordanceChoicesHeroIdItem]): The values `hero_id` may take now,
                each with what a person reads.
            reasons (list[LocquemareAwardEvolutionPointsAffordanceChoicesReasonsItem]): The values `reasons` may take now,
                each with what a person reads.
     """

    hero_id: list[LocquemareAwardEvolutionPointsAffordanceChoicesHeroIdItem]
    reasons: list[LocquemareAwardEvolutionPointsAffordanceChoicesReasonsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_award_evolution_points_affordance_choices_hero_id_item import LocquemareAwardEvolutionPointsAffordanceChoicesHeroIdItem # noqa: PLC0415
        from ..models.locquemare_award_evolution_points_affordance_choices_reasons_item import LocquemareAwardEvolutionPointsAffordanceChoicesReasonsItem # noqa: PLC0415
        hero_id = []
        for hero_id_item_data in self.hero_id:
            hero_id_item = hero_id_item_data.to_dict()
            hero_id.append(hero_id_item)



        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.to_dict()
            reasons.append(reasons_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hero_id": hero_id,
            "reasons": reasons,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_award_evolution_points_affordance_choices_hero_id_item import LocquemareAwardEvolutionPointsAffordanceChoicesHeroIdItem # noqa: PLC0415
        from ..models.locquemare_award_evolution_points_affordance_choices_reasons_item import LocquemareAwardEvolutionPointsAffordanceChoicesReasonsItem # noqa: PLC0415
        d = dict(src_dict)
        hero_id = []
        _hero_id = d.pop("hero_id")
        for hero_id_item_data in (_hero_id):
            hero_id_item = LocquemareAwardEvolutionPointsAffordanceChoicesHeroIdItem.from_dict(hero_id_item_data)



            hero_id.append(hero_id_item)


        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in (_reasons):
            reasons_item = LocquemareAwardEvolutionPointsAffordanceChoicesReasonsItem.from_dict(reasons_item_data)



            reasons.append(reasons_item)


        locquemare_award_evolution_points_affordance_choices = cls(
            hero_id=hero_id,
            reasons=reasons,
        )

        return locquemare_award_evolution_points_affordance_choices

