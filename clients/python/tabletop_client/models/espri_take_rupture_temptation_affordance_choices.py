from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_take_rupture_temptation_affordance_choices_cells_item import EspriTakeRuptureTemptationAffordanceChoicesCellsItem





T = TypeVar("T", bound="EspriTakeRuptureTemptationAffordanceChoices")



@_attrs_define
class EspriTakeRuptureTemptationAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            cells (list[EspriTakeRuptureTemptationAffordanceChoicesCellsItem]): The values `cells` may take now, each with
                what a person reads.
     """

    cells: list[EspriTakeRuptureTemptationAffordanceChoicesCellsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_take_rupture_temptation_affordance_choices_cells_item import EspriTakeRuptureTemptationAffordanceChoicesCellsItem # noqa: PLC0415
        cells = []
        for cells_item_data in self.cells:
            cells_item = cells_item_data.to_dict()
            cells.append(cells_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cells": cells,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_take_rupture_temptation_affordance_choices_cells_item import EspriTakeRuptureTemptationAffordanceChoicesCellsItem # noqa: PLC0415
        d = dict(src_dict)
        cells = []
        _cells = d.pop("cells")
        for cells_item_data in (_cells):
            cells_item = EspriTakeRuptureTemptationAffordanceChoicesCellsItem.from_dict(cells_item_data)



            cells.append(cells_item)


        espri_take_rupture_temptation_affordance_choices = cls(
            cells=cells,
        )

        return espri_take_rupture_temptation_affordance_choices

