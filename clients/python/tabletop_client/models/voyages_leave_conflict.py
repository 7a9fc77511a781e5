from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_leave_conflict_type import VoyagesLeaveConflictType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="VoyagesLeaveConflict")



@_attrs_define
class VoyagesLeaveConflict:
    """ A side leaves the conflict, or only one of its members (`character_id`, T15).

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            side_id (str): The side concerned (an id from the conflict's `sides`).
            type_ (VoyagesLeaveConflictType): The message's tag: `LeaveConflict`.
            character_id (None | str | Unset): The character concerned (an id from the table's `characters`).
     """

    conflict_id: str
    side_id: str
    type_: VoyagesLeaveConflictType
    character_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        side_id = self.side_id

        type_ = self.type_.value

        character_id: None | str | Unset
        if isinstance(self.character_id, Unset):
            character_id = UNSET
        else:
            character_id = self.character_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "side_id": side_id,
            "type": type_,
        })
        if character_id is not UNSET:
            field_dict["character_id"] = character_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        side_id = d.pop("side_id")

        type_ = VoyagesLeaveConflictType(d.pop("type"))




        def _parse_character_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        character_id = _parse_character_id(d.pop("character_id", UNSET))


        voyages_leave_conflict = cls(
            conflict_id=conflict_id,
            side_id=side_id,
            type_=type_,
            character_id=character_id,
        )

        return voyages_leave_conflict

