from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_change_frame_level import VoyagesChangeFrameLevel
from ..models.voyages_change_frame_type import VoyagesChangeFrameType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_grid_entry_in import VoyagesGridEntryIn





T = TypeVar("T", bound="VoyagesChangeFrame")



@_attrs_define
class VoyagesChangeFrame:
    """ GM: a new frame, level and grid between rounds.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            frame (str): The conflict's frame, as the gm words it.
            generic_grid (list[VoyagesGridEntryIn]): The conflict's generic grid: three entries, tiers 1 to 3.
            type_ (VoyagesChangeFrameType): The message's tag: `ChangeFrame`.
            level (VoyagesChangeFrameLevel | Unset): The escalation level: `restrained`, `medium` or `tense`. Default:
                VoyagesChangeFrameLevel.MEDIUM.
     """

    conflict_id: str
    frame: str
    generic_grid: list[VoyagesGridEntryIn]
    type_: VoyagesChangeFrameType
    level: VoyagesChangeFrameLevel | Unset = VoyagesChangeFrameLevel.MEDIUM





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_grid_entry_in import VoyagesGridEntryIn # noqa: PLC0415
        conflict_id = self.conflict_id

        frame = self.frame

        generic_grid = []
        for generic_grid_item_data in self.generic_grid:
            generic_grid_item = generic_grid_item_data.to_dict()
            generic_grid.append(generic_grid_item)



        type_ = self.type_.value

        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "frame": frame,
            "generic_grid": generic_grid,
            "type": type_,
        })
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_grid_entry_in import VoyagesGridEntryIn # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        frame = d.pop("frame")

        generic_grid = []
        _generic_grid = d.pop("generic_grid")
        for generic_grid_item_data in (_generic_grid):
            generic_grid_item = VoyagesGridEntryIn.from_dict(generic_grid_item_data)



            generic_grid.append(generic_grid_item)


        type_ = VoyagesChangeFrameType(d.pop("type"))




        _level = d.pop("level", UNSET)
        level: VoyagesChangeFrameLevel | Unset
        if isinstance(_level,  Unset):
            level = UNSET
        else:
            level = VoyagesChangeFrameLevel(_level)




        voyages_change_frame = cls(
            conflict_id=conflict_id,
            frame=frame,
            generic_grid=generic_grid,
            type_=type_,
            level=level,
        )

        return voyages_change_frame

