from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_open_conflict_level import VoyagesOpenConflictLevel
from ..models.voyages_open_conflict_type import VoyagesOpenConflictType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_grid_entry_in import VoyagesGridEntryIn
  from ..models.voyages_side_spec import VoyagesSideSpec





T = TypeVar("T", bound="VoyagesOpenConflict")



@_attrs_define
class VoyagesOpenConflict:
    """ GM: open a conflict.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            frame (str): The conflict's frame, as the gm words it.
            generic_grid (list[VoyagesGridEntryIn]): The conflict's generic grid: three entries, tiers 1 to 3.
            initiator_side_id (str): The side that started the conflict.
            sides (list[VoyagesSideSpec]): The sides of the conflict, in rotation order.
            type_ (VoyagesOpenConflictType): The message's tag: `OpenConflict`.
            level (VoyagesOpenConflictLevel | Unset): The escalation level: `restrained`, `medium` or `tense`. Default:
                VoyagesOpenConflictLevel.MEDIUM.
     """

    conflict_id: str
    frame: str
    generic_grid: list[VoyagesGridEntryIn]
    initiator_side_id: str
    sides: list[VoyagesSideSpec]
    type_: VoyagesOpenConflictType
    level: VoyagesOpenConflictLevel | Unset = VoyagesOpenConflictLevel.MEDIUM





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_grid_entry_in import VoyagesGridEntryIn # noqa: PLC0415
        from ..models.voyages_side_spec import VoyagesSideSpec # noqa: PLC0415
        conflict_id = self.conflict_id

        frame = self.frame

        generic_grid = []
        for generic_grid_item_data in self.generic_grid:
            generic_grid_item = generic_grid_item_data.to_dict()
            generic_grid.append(generic_grid_item)



        initiator_side_id = self.initiator_side_id

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.to_dict()
            sides.append(sides_item)



        type_ = self.type_.value

        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "frame": frame,
            "generic_grid": generic_grid,
            "initiator_side_id": initiator_side_id,
            "sides": sides,
            "type": type_,
        })
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_grid_entry_in import VoyagesGridEntryIn # noqa: PLC0415
        from ..models.voyages_side_spec import VoyagesSideSpec # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        frame = d.pop("frame")

        generic_grid = []
        _generic_grid = d.pop("generic_grid")
        for generic_grid_item_data in (_generic_grid):
            generic_grid_item = VoyagesGridEntryIn.from_dict(generic_grid_item_data)



            generic_grid.append(generic_grid_item)


        initiator_side_id = d.pop("initiator_side_id")

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in (_sides):
            sides_item = VoyagesSideSpec.from_dict(sides_item_data)



            sides.append(sides_item)


        type_ = VoyagesOpenConflictType(d.pop("type"))




        _level = d.pop("level", UNSET)
        level: VoyagesOpenConflictLevel | Unset
        if isinstance(_level,  Unset):
            level = UNSET
        else:
            level = VoyagesOpenConflictLevel(_level)




        voyages_open_conflict = cls(
            conflict_id=conflict_id,
            frame=frame,
            generic_grid=generic_grid,
            initiator_side_id=initiator_side_id,
            sides=sides,
            type_=type_,
            level=level,
        )

        return voyages_open_conflict

