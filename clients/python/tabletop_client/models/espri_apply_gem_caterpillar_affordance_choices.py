from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_apply_gem_caterpillar_affordance_choices_from_cell_item import EspriApplyGemCaterpillarAffordanceChoicesFromCellItem
  from ..models.espri_apply_gem_caterpillar_affordance_choices_season_item import EspriApplyGemCaterpillarAffordanceChoicesSeasonItem





T = TypeVar("T", bound="EspriApplyGemCaterpillarAffordanceChoices")



@_attrs_define
class EspriApplyGemCaterpillarAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            from_cell (list[EspriApplyGemCaterpillarAffordanceChoicesFromCellItem]): The values `from_cell` may take now,
                each with what a person reads.
            season (list[EspriApplyGemCaterpillarAffordanceChoicesSeasonItem]): The values `season` may take now, each with
                what a person reads.
     """

    from_cell: list[EspriApplyGemCaterpillarAffordanceChoicesFromCellItem]
    season: list[EspriApplyGemCaterpillarAffordanceChoicesSeasonItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_apply_gem_caterpillar_affordance_choices_from_cell_item import EspriApplyGemCaterpillarAffordanceChoicesFromCellItem # noqa: PLC0415
        from ..models.espri_apply_gem_caterpillar_affordance_choices_season_item import EspriApplyGemCaterpillarAffordanceChoicesSeasonItem # noqa: PLC0415
        from_cell = []
        for from_cell_item_data in self.from_cell:
            from_cell_item = from_cell_item_data.to_dict()
            from_cell.append(from_cell_item)



        season = []
        for season_item_data in self.season:
            season_item = season_item_data.to_dict()
            season.append(season_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from_cell": from_cell,
            "season": season,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_apply_gem_caterpillar_affordance_choices_from_cell_item import EspriApplyGemCaterpillarAffordanceChoicesFromCellItem # noqa: PLC0415
        from ..models.espri_apply_gem_caterpillar_affordance_choices_season_item import EspriApplyGemCaterpillarAffordanceChoicesSeasonItem # noqa: PLC0415
        d = dict(src_dict)
        from_cell = []
        _from_cell = d.pop("from_cell")
        for from_cell_item_data in (_from_cell):
            from_cell_item = EspriApplyGemCaterpillarAffordanceChoicesFromCellItem.from_dict(from_cell_item_data)



            from_cell.append(from_cell_item)


        season = []
        _season = d.pop("season")
        for season_item_data in (_season):
            season_item = EspriApplyGemCaterpillarAffordanceChoicesSeasonItem.from_dict(season_item_data)



            season.append(season_item)


        espri_apply_gem_caterpillar_affordance_choices = cls(
            from_cell=from_cell,
            season=season,
        )

        return espri_apply_gem_caterpillar_affordance_choices

