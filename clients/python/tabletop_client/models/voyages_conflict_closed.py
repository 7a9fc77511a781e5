from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_conflict_closed_reason import VoyagesConflictClosedReason






T = TypeVar("T", bound="VoyagesConflictClosed")



@_attrs_define
class VoyagesConflictClosed:
    """ The conflict is over.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            reason (VoyagesConflictClosedReason): `settled`, `agreement`, `sides_left` or `gm`.
     """

    conflict_id: str
    reason: VoyagesConflictClosedReason
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        reason = self.reason.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "conflict_id": conflict_id,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        reason = VoyagesConflictClosedReason(d.pop("reason"))




        voyages_conflict_closed = cls(
            conflict_id=conflict_id,
            reason=reason,
        )


        voyages_conflict_closed.additional_properties = d
        return voyages_conflict_closed

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
