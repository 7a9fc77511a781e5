from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_remove_rupture_gem_affordance_choices_espri_remove_rupture_gem_affordance_cell_choice import EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceCellChoice
  from ..models.espri_remove_rupture_gem_affordance_choices_espri_remove_rupture_gem_affordance_quadrant_choice import EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceQuadrantChoice
  from ..models.espri_remove_rupture_gem_affordance_choices_espri_remove_rupture_gem_affordance_skip_choice import EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceSkipChoice





T = TypeVar("T", bound="EspriRemoveRuptureGemAffordanceChoices")



@_attrs_define
class EspriRemoveRuptureGemAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            cell (list[EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceCellChoice]):
            quadrant (list[EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceQuadrantChoice]):
            skip (list[EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceSkipChoice]):
     """

    cell: list[EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceCellChoice]
    quadrant: list[EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceQuadrantChoice]
    skip: list[EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceSkipChoice]





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_remove_rupture_gem_affordance_choices_espri_remove_rupture_gem_affordance_cell_choice import EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceCellChoice # noqa: PLC0415
        from ..models.espri_remove_rupture_gem_affordance_choices_espri_remove_rupture_gem_affordance_quadrant_choice import EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceQuadrantChoice # noqa: PLC0415
        from ..models.espri_remove_rupture_gem_affordance_choices_espri_remove_rupture_gem_affordance_skip_choice import EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceSkipChoice # noqa: PLC0415
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
        from ..models.espri_remove_rupture_gem_affordance_choices_espri_remove_rupture_gem_affordance_cell_choice import EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceCellChoice # noqa: PLC0415
        from ..models.espri_remove_rupture_gem_affordance_choices_espri_remove_rupture_gem_affordance_quadrant_choice import EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceQuadrantChoice # noqa: PLC0415
        from ..models.espri_remove_rupture_gem_affordance_choices_espri_remove_rupture_gem_affordance_skip_choice import EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceSkipChoice # noqa: PLC0415
        d = dict(src_dict)
        cell = []
        _cell = d.pop("cell")
        for cell_item_data in (_cell):
            cell_item = EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceCellChoice.from_dict(cell_item_data)



            cell.append(cell_item)


        quadrant = []
        _quadrant = d.pop("quadrant")
        for quadrant_item_data in (_quadrant):
            quadrant_item = EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceQuadrantChoice.from_dict(quadrant_item_data)



            quadrant.append(quadrant_item)


        skip = []
        _skip = d.pop("skip")
        for skip_item_data in (_skip):
            skip_item = EspriRemoveRuptureGemAffordanceChoicesEspriRemoveRuptureGemAffordanceSkipChoice.from_dict(skip_item_data)



            skip.append(skip_item)


        espri_remove_rupture_gem_affordance_choices = cls(
            cell=cell,
            quadrant=quadrant,
            skip=skip,
        )

        return espri_remove_rupture_gem_affordance_choices

