from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_rupture_gem_removed_quadrant import EspriRuptureGemRemovedQuadrant






T = TypeVar("T", bound="EspriRuptureGemRemoved")



@_attrs_define
class EspriRuptureGemRemoved:
    """ A rupture gem left the board (critical success).

        Attributes:
            cell (int): A path position, 1 to 21 (21: the world cell).
            quadrant (EspriRuptureGemRemovedQuadrant): A quadrant of the board, named by its season.
     """

    cell: int
    quadrant: EspriRuptureGemRemovedQuadrant
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cell = self.cell

        quadrant = self.quadrant.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cell": cell,
            "quadrant": quadrant,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cell = d.pop("cell")

        quadrant = EspriRuptureGemRemovedQuadrant(d.pop("quadrant"))




        espri_rupture_gem_removed = cls(
            cell=cell,
            quadrant=quadrant,
        )


        espri_rupture_gem_removed.additional_properties = d
        return espri_rupture_gem_removed

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
