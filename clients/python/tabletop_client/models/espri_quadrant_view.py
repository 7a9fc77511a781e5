from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_quadrant_view_cells_item_type_0 import EspriQuadrantViewCellsItemType0
from typing import cast






T = TypeVar("T", bound="EspriQuadrantView")



@_attrs_define
class EspriQuadrantView:
    """ One season's path: `cells` has 22 entries, position 0 (the nymph's cage, never a
    gem) to 21 (the world cell), each a gem colour or null; `weather` is the number of
    rupture gems; `nymph` the nymph's position.

        Attributes:
            cells (list[EspriQuadrantViewCellsItemType0 | None]): The path's 22 positions, 0 to 21: each holds a gem colour
                or null (empty; position 0 is the cage).
            nymph (int): The nymph's position on this path (0: her cage, 21: the world).
            weather (int): The quadrant's weather: its rupture gems (a difficulty).
     """

    cells: list[EspriQuadrantViewCellsItemType0 | None]
    nymph: int
    weather: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cells = []
        for cells_item_data in self.cells:
            cells_item: None | str
            if isinstance(cells_item_data, EspriQuadrantViewCellsItemType0):
                cells_item = cells_item_data.value
            else:
                cells_item = cells_item_data
            cells.append(cells_item)



        nymph = self.nymph

        weather = self.weather


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cells": cells,
            "nymph": nymph,
            "weather": weather,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cells = []
        _cells = d.pop("cells")
        for cells_item_data in (_cells):
            def _parse_cells_item(data: object) -> EspriQuadrantViewCellsItemType0 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    cells_item_type_0 = EspriQuadrantViewCellsItemType0(data)



                    return cells_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(EspriQuadrantViewCellsItemType0 | None, data)

            cells_item = _parse_cells_item(cells_item_data)

            cells.append(cells_item)


        nymph = d.pop("nymph")

        weather = d.pop("weather")

        espri_quadrant_view = cls(
            cells=cells,
            nymph=nymph,
            weather=weather,
        )


        espri_quadrant_view.additional_properties = d
        return espri_quadrant_view

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
