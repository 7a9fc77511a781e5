from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_end_conflict_reason import VoyagesEndConflictReason
from ..models.voyages_end_conflict_type import VoyagesEndConflictType
from ..types import UNSET, Unset






T = TypeVar("T", bound="VoyagesEndConflict")



@_attrs_define
class VoyagesEndConflict:
    """ GM: end the conflict.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            type_ (VoyagesEndConflictType): The message's tag: `EndConflict`.
            reason (VoyagesEndConflictReason | Unset): Why, in a few words (shown in the session log). Default:
                VoyagesEndConflictReason.GM.
     """

    conflict_id: str
    type_: VoyagesEndConflictType
    reason: VoyagesEndConflictReason | Unset = VoyagesEndConflictReason.GM





    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        type_ = self.type_.value

        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "type": type_,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        type_ = VoyagesEndConflictType(d.pop("type"))




        _reason = d.pop("reason", UNSET)
        reason: VoyagesEndConflictReason | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = VoyagesEndConflictReason(_reason)




        voyages_end_conflict = cls(
            conflict_id=conflict_id,
            type_=type_,
            reason=reason,
        )

        return voyages_end_conflict

