from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_cell_in_quadrant import EspriCellInQuadrant






T = TypeVar("T", bound="EspriCellIn")



@_attrs_define
class EspriCellIn:
    """ A board cell: a quadrant (season) and a position 1..21.

        Attributes:
            cell (int): A path position, 1 to 21 (21: the world cell).
            quadrant (EspriCellInQuadrant): A quadrant of the board, named by its season.
     """

    cell: int
    quadrant: EspriCellInQuadrant





    def to_dict(self) -> dict[str, Any]:
        cell = self.cell

        quadrant = self.quadrant.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cell": cell,
            "quadrant": quadrant,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cell = d.pop("cell")

        quadrant = EspriCellInQuadrant(d.pop("quadrant"))




        espri_cell_in = cls(
            cell=cell,
            quadrant=quadrant,
        )

        return espri_cell_in

