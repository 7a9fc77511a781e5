from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_cell import EspriCell
  from ..models.espri_contribution import EspriContribution





T = TypeVar("T", bound="EspriCommunionRitualPerformed")



@_attrs_define
class EspriCommunionRitualPerformed:
    """ Each contribution's payment (harmony or a prayer gem) is applied here.

        Attributes:
            contributions (list[EspriContribution]): One share per member of the Quartet of Seasons: how it pays and which
                of its gems it removes.
            rupture_cells (list[EspriCell]): Rupture gems the ritual removes (one per complete set of winter, spring,
                summer, autumn and time gems removed).
     """

    contributions: list[EspriContribution]
    rupture_cells: list[EspriCell]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_cell import EspriCell # noqa: PLC0415
        from ..models.espri_contribution import EspriContribution # noqa: PLC0415
        contributions = []
        for contributions_item_data in self.contributions:
            contributions_item = contributions_item_data.to_dict()
            contributions.append(contributions_item)



        rupture_cells = []
        for rupture_cells_item_data in self.rupture_cells:
            rupture_cells_item = rupture_cells_item_data.to_dict()
            rupture_cells.append(rupture_cells_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "contributions": contributions,
            "rupture_cells": rupture_cells,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_cell import EspriCell # noqa: PLC0415
        from ..models.espri_contribution import EspriContribution # noqa: PLC0415
        d = dict(src_dict)
        contributions = []
        _contributions = d.pop("contributions")
        for contributions_item_data in (_contributions):
            contributions_item = EspriContribution.from_dict(contributions_item_data)



            contributions.append(contributions_item)


        rupture_cells = []
        _rupture_cells = d.pop("rupture_cells")
        for rupture_cells_item_data in (_rupture_cells):
            rupture_cells_item = EspriCell.from_dict(rupture_cells_item_data)



            rupture_cells.append(rupture_cells_item)


        espri_communion_ritual_performed = cls(
            contributions=contributions,
            rupture_cells=rupture_cells,
        )


        espri_communion_ritual_performed.additional_properties = d
        return espri_communion_ritual_performed

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
