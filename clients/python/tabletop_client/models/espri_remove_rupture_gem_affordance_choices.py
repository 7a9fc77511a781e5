from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_remove_rupture_gem_affordance_choices_cell_item import EspriRemoveRuptureGemAffordanceChoicesCellItem
  from ..models.espri_remove_rupture_gem_affordance_choices_quadrant_item import EspriRemoveRuptureGemAffordanceChoicesQuadrantItem
  from ..models.espri_remove_rupture_gem_affordance_choices_skip_item import EspriRemoveRuptureGemAffordanceChoicesSkipItem





T = TypeVar("T", bound="EspriRemoveRuptureGemAffordanceChoices")



@_attrs_define
class EspriRemoveRuptureGemAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            cell (list[EspriRemoveRuptureGemAffordanceChoicesCellItem]): The values `cell` may take now, each with what a
                person reads.
            quadrant (list[EspriRemoveRuptureGemAffordanceChoicesQuadrantItem]): The values `quadrant` may take now, each
                with what a person reads.
            skip (list[EspriRemoveRuptureGemAffordanceChoicesSkipItem]): The values `skip` may take now, each with what a
                person reads.
     """

    cell: list[EspriRemoveRuptureGemAffordanceChoicesCellItem]
    quadrant: list[EspriRemoveRuptureGemAffordanceChoicesQuadrantItem]
    skip: list[EspriRemoveRuptureGemAffordanceChoicesSkipItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_remove_rupture_gem_affordance_choices_cell_item import EspriRemoveRuptureGemAffordanceChoicesCellItem # noqa: PLC0415
        from ..models.espri_remove_rupture_gem_affordance_choices_quadrant_item import EspriRemoveRuptureGemAffordanceChoicesQuadrantItem # noqa: PLC0415
        from ..models.espri_remove_rupture_gem_affordance_choices_skip_item import EspriRemoveRuptureGemAffordanceChoicesSkipItem # noqa: PLC0415
        cell = []
        for cell_item_data in self.cell:
            cell_item = cell_item_data.to_dict()
            cell.append(cell_item)



        quadrant = []
        for quadrant_item_data in self.quadrant:
            quadrant_item = quadrant_item_data.to_dict()
            quadrant.append(quadrant_item)



        skip = []
        for skip_item_data in self.skip:
            skip_item = skip_item_data.to_dict()
            skip.append(skip_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cell": cell,
            "quadrant": quadrant,
            "skip": skip,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_remove_rupture_gem_affordance_choices_cell_item import EspriRemoveRuptureGemAffordanceChoicesCellItem # noqa: PLC0415
        from ..models.espri_remove_rupture_gem_affordance_choices_quadrant_item import EspriRemoveRuptureGemAffordanceChoicesQuadrantItem # noqa: PLC0415
        from ..models.espri_remove_rupture_gem_affordance_choices_skip_item import EspriRemoveRuptureGemAffordanceChoicesSkipItem # noqa: PLC0415
        d = dict(src_dict)
        cell = []
        _cell = d.pop("cell")
        for cell_item_data in (_cell):
            cell_item = EspriRemoveRuptureGemAffordanceChoicesCellItem.from_dict(cell_item_data)



            cell.append(cell_item)


        quadrant = []
        _quadrant = d.pop("quadrant")
        for quadrant_item_data in (_quadrant):
            quadrant_item = EspriRemoveRuptureGemAffordanceChoicesQuadrantItem.from_dict(quadrant_item_data)



            quadrant.append(quadrant_item)


        skip = []
        _skip = d.pop("skip")
        for skip_item_data in (_skip):
            skip_item = EspriRemoveRuptureGemAffordanceChoicesSkipItem.from_dict(skip_item_data)



            skip.append(skip_item)


        espri_remove_rupture_gem_affordance_choices = cls(
            cell=cell,
            quadrant=quadrant,
            skip=skip,
        )

        return espri_remove_rupture_gem_affordance_choices

