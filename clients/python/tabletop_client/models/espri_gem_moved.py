from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_gem_moved_quadrant import EspriGemMovedQuadrant






T = TypeVar("T", bound="EspriGemMoved")



@_attrs_define
class EspriGemMoved:
    """ Gem caterpillar: a gem moved from behind a nymph to the cell ahead.

        Attributes:
            from_cell (int): The paved cell behind the nymph the gem is taken from.
            quadrant (EspriGemMovedQuadrant): A quadrant of the board, named by its season.
            to_cell (int): The cell just ahead of the nymph the gem goes to.
     """

    from_cell: int
    quadrant: EspriGemMovedQuadrant
    to_cell: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from_cell = self.from_cell

        quadrant = self.quadrant.value

        to_cell = self.to_cell


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "from_cell": from_cell,
            "quadrant": quadrant,
            "to_cell": to_cell,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_cell = d.pop("from_cell")

        quadrant = EspriGemMovedQuadrant(d.pop("quadrant"))




        to_cell = d.pop("to_cell")

        espri_gem_moved = cls(
            from_cell=from_cell,
            quadrant=quadrant,
            to_cell=to_cell,
        )


        espri_gem_moved.additional_properties = d
        return espri_gem_moved

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
