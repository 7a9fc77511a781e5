from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_start_conflict_type import LocquemareStartConflictType






T = TypeVar("T", bound="LocquemareStartConflict")



@_attrs_define
class LocquemareStartConflict:
    """ Adversity: a conflict opens (counts consequences for accepted defeats).

        Attributes:
            conflict_id (str): The conflict concerned.
            type_ (LocquemareStartConflictType): The message's tag: `StartConflict`.
     """

    conflict_id: str
    type_: LocquemareStartConflictType





    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        type_ = LocquemareStartConflictType(d.pop("type"))




        locquemare_start_conflict = cls(
            conflict_id=conflict_id,
            type_=type_,
        )

        return locquemare_start_conflict

