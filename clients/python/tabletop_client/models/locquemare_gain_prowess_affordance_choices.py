from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.locquemare_gain_prowess_affordance_choices_hero_id_item import LocquemareGainProwessAffordanceChoicesHeroIdItem





T = TypeVar("T", bound="LocquemareGainProwessAffordanceChoices")



@_attrs_define
class LocquemareGainProwessAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            hero_id (list[LocquemareGainProwessAffordanceChoicesHeroIdItem]): The values `hero_id` may take now, each with
                what a person reads.
     """

    hero_id: list[LocquemareGainProwessAffordanceChoicesHeroIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.locquemare_gain_prowess_affordance_choices_hero_id_item import LocquemareGainProwessAffordanceChoicesHeroIdItem # noqa: PLC0415
        hero_id = []
        for hero_id_item_data in self.hero_id:
            hero_id_item = hero_id_item_data.to_dict()
            hero_id.append(hero_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hero_id": hero_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.locquemare_gain_prowess_affordance_choices_hero_id_item import LocquemareGainProwessAffordanceChoicesHeroIdItem # noqa: PLC0415
        d = dict(src_dict)
        hero_id = []
        _hero_id = d.pop("hero_id")
        for hero_id_item_data in (_hero_id):
            hero_id_item = LocquemareGainProwessAffordanceChoicesHeroIdItem.from_dict(hero_id_item_data)



            hero_id.append(hero_id_item)


        locquemare_gain_prowess_affordance_choices = cls(
            hero_id=hero_id,
        )

        return locquemare_gain_prowess_affordance_choices

