from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_perform_communion_ritual_type import EspriPerformCommunionRitualType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.espri_cell_in import EspriCellIn
  from ..models.espri_contribution_in import EspriContributionIn





T = TypeVar("T", bound="EspriPerformCommunionRitual")



@_attrs_define
class EspriPerformCommunionRitual:
    """ With 12 gems or fewer in the pool, the quartet pays and clears its own gems and rupture
    gems.

        Attributes:
            contributions (list[EspriContributionIn]): One share per member of the Quartet of Seasons: how it pays and which
                of its gems it removes.
            type_ (EspriPerformCommunionRitualType): The message's tag: `PerformCommunionRitual`.
            rupture_cells (list[EspriCellIn] | Unset): Rupture gems the ritual removes (one per complete set of winter,
                spring, summer, autumn and time gems removed).
     """

    contributions: list[EspriContributionIn]
    type_: EspriPerformCommunionRitualType
    rupture_cells: list[EspriCellIn] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_cell_in import EspriCellIn # noqa: PLC0415
        from ..models.espri_contribution_in import EspriContributionIn # noqa: PLC0415
        contributions = []
        for contributions_item_data in self.contributions:
            contributions_item = contributions_item_data.to_dict()
            contributions.append(contributions_item)



        type_ = self.type_.value

        rupture_cells: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rupture_cells, Unset):
            rupture_cells = []
            for rupture_cells_item_data in self.rupture_cells:
                rupture_cells_item = rupture_cells_item_data.to_dict()
                rupture_cells.append(rupture_cells_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "contributions": contributions,
            "type": type_,
        })
        if rupture_cells is not UNSET:
            field_dict["rupture_cells"] = rupture_cells

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_cell_in import EspriCellIn # noqa: PLC0415
        from ..models.espri_contribution_in import EspriContributionIn # noqa: PLC0415
        d = dict(src_dict)
        contributions = []
        _contributions = d.pop("contributions")
        for contributions_item_data in (_contributions):
            contributions_item = EspriContributionIn.from_dict(contributions_item_data)



            contributions.append(contributions_item)


        type_ = EspriPerformCommunionRitualType(d.pop("type"))




        _rupture_cells = d.pop("rupture_cells", UNSET)
        rupture_cells: list[EspriCellIn] | Unset = UNSET
        if _rupture_cells is not UNSET:
            rupture_cells = []
            for rupture_cells_item_data in _rupture_cells:
                rupture_cells_item = EspriCellIn.from_dict(rupture_cells_item_data)



                rupture_cells.append(rupture_cells_item)


        espri_perform_communion_ritual = cls(
            contributions=contributions,
            type_=type_,
            rupture_cells=rupture_cells,
        )

        return espri_perform_communion_ritual

