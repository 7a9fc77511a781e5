from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_gem_placed_colour import EspriGemPlacedColour
from ..models.espri_gem_placed_quadrant import EspriGemPlacedQuadrant






T = TypeVar("T", bound="EspriGemPlaced")



@_attrs_define
class EspriGemPlaced:
    """ `reason` `call` or `extra`: from the open call's hand; otherwise from the pool.

        Attributes:
            cell (int): The position it was placed on.
            colour (EspriGemPlacedColour): A gem colour: a season (`winter`, `spring`, `summer`, `autumn`), `time` or
                `rupture`.
            quadrant (EspriGemPlacedQuadrant): A quadrant of the board, named by its season.
            reason (str): Why, in a few words (shown in the session log).
     """

    cell: int
    colour: EspriGemPlacedColour
    quadrant: EspriGemPlacedQuadrant
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cell = self.cell

        colour = self.colour.value

        quadrant = self.quadrant.value

        reason = self.reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cell": cell,
            "colour": colour,
            "quadrant": quadrant,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cell = d.pop("cell")

        colour = EspriGemPlacedColour(d.pop("colour"))




        quadrant = EspriGemPlacedQuadrant(d.pop("quadrant"))




        reason = d.pop("reason")

        espri_gem_placed = cls(
            cell=cell,
            colour=colour,
            quadrant=quadrant,
            reason=reason,
        )


        espri_gem_placed.additional_properties = d
        return espri_gem_placed

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
