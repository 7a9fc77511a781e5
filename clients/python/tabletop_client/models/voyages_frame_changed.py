from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_grid_entry import VoyagesGridEntry





T = TypeVar("T", bound="VoyagesFrameChanged")



@_attrs_define
class VoyagesFrameChanged:
    """ A new frame, level and grid.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            escalation_points (int): The conflict's escalation points (0 to 9).
            frame (str): The conflict's frame, as the gm words it.
            generic_grid (list[VoyagesGridEntry]): The conflict's generic grid: three entries, tiers 1 to 3.
     """

    conflict_id: str
    escalation_points: int
    frame: str
    generic_grid: list[VoyagesGridEntry]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_grid_entry import VoyagesGridEntry # noqa: PLC0415
        conflict_id = self.conflict_id

        escalation_points = self.escalation_points

        frame = self.frame

        generic_grid = []
        for generic_grid_item_data in self.generic_grid:
            generic_grid_item = generic_grid_item_data.to_dict()
            generic_grid.append(generic_grid_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "conflict_id": conflict_id,
            "escalation_points": escalation_points,
            "frame": frame,
            "generic_grid": generic_grid,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_grid_entry import VoyagesGridEntry # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        escalation_points = d.pop("escalation_points")

        frame = d.pop("frame")

        generic_grid = []
        _generic_grid = d.pop("generic_grid")
        for generic_grid_item_data in (_generic_grid):
            generic_grid_item = VoyagesGridEntry.from_dict(generic_grid_item_data)



            generic_grid.append(generic_grid_item)


        voyages_frame_changed = cls(
            conflict_id=conflict_id,
            escalation_points=escalation_points,
            frame=frame,
            generic_grid=generic_grid,
        )


        voyages_frame_changed.additional_properties = d
        return voyages_frame_changed

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
