from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_set_game_option_affordance_choices_gem_caterpillar_item import EspriSetGameOptionAffordanceChoicesGemCaterpillarItem





T = TypeVar("T", bound="EspriSetGameOptionAffordanceChoices")



@_attrs_define
class EspriSetGameOptionAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            gem_caterpillar (list[EspriSetGameOptionAffordanceChoicesGemCaterpillarItem]): The values `gem_caterpillar` may
                take now, each with what a person reads.
     """

    gem_caterpillar: list[EspriSetGameOptionAffordanceChoicesGemCaterpillarItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_set_game_option_affordance_choices_gem_caterpillar_item import EspriSetGameOptionAffordanceChoicesGemCaterpillarItem # noqa: PLC0415
        gem_caterpillar = []
        for gem_caterpillar_item_data in self.gem_caterpillar:
            gem_caterpillar_item = gem_caterpillar_item_data.to_dict()
            gem_caterpillar.append(gem_caterpillar_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "gem_caterpillar": gem_caterpillar,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_set_game_option_affordance_choices_gem_caterpillar_item import EspriSetGameOptionAffordanceChoicesGemCaterpillarItem # noqa: PLC0415
        d = dict(src_dict)
        gem_caterpillar = []
        _gem_caterpillar = d.pop("gem_caterpillar")
        for gem_caterpillar_item_data in (_gem_caterpillar):
            gem_caterpillar_item = EspriSetGameOptionAffordanceChoicesGemCaterpillarItem.from_dict(gem_caterpillar_item_data)



            gem_caterpillar.append(gem_caterpillar_item)


        espri_set_game_option_affordance_choices = cls(
            gem_caterpillar=gem_caterpillar,
        )

        return espri_set_game_option_affordance_choices

