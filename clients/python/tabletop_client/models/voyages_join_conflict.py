from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_join_conflict_group_mode import VoyagesJoinConflictGroupMode
from ..models.voyages_join_conflict_type import VoyagesJoinConflictType
from ..types import UNSET, Unset






T = TypeVar("T", bound="VoyagesJoinConflict")



@_attrs_define
class VoyagesJoinConflict:
    """ A character joins a side of a running conflict (T15); a solo side becomes a group
    of `group_mode`.

        Attributes:
            character_id (str): The character concerned (an id from the table's `characters`).
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            side_id (str): The side concerned (an id from the conflict's `sides`).
            type_ (VoyagesJoinConflictType): The message's tag: `JoinConflict`.
            group_mode (VoyagesJoinConflictGroupMode | Unset): How a group rolls: `solo`, `sum` or `average`. Default:
                VoyagesJoinConflictGroupMode.SUM.
     """

    character_id: str
    conflict_id: str
    side_id: str
    type_: VoyagesJoinConflictType
    group_mode: VoyagesJoinConflictGroupMode | Unset = VoyagesJoinConflictGroupMode.SUM





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        conflict_id = self.conflict_id

        side_id = self.side_id

        type_ = self.type_.value

        group_mode: str | Unset = UNSET
        if not isinstance(self.group_mode, Unset):
            group_mode = self.group_mode.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "conflict_id": conflict_id,
            "side_id": side_id,
            "type": type_,
        })
        if group_mode is not UNSET:
            field_dict["group_mode"] = group_mode

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        conflict_id = d.pop("conflict_id")

        side_id = d.pop("side_id")

        type_ = VoyagesJoinConflictType(d.pop("type"))




        _group_mode = d.pop("group_mode", UNSET)
        group_mode: VoyagesJoinConflictGroupMode | Unset
        if isinstance(_group_mode,  Unset):
            group_mode = UNSET
        else:
            group_mode = VoyagesJoinConflictGroupMode(_group_mode)




        voyages_join_conflict = cls(
            character_id=character_id,
            conflict_id=conflict_id,
            side_id=side_id,
            type_=type_,
            group_mode=group_mode,
        )

        return voyages_join_conflict

