from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_escalation_changed_cause import VoyagesEscalationChangedCause
from ..models.voyages_escalation_changed_level import VoyagesEscalationChangedLevel






T = TypeVar("T", bound="VoyagesEscalationChanged")



@_attrs_define
class VoyagesEscalationChanged:
    """ The escalation counter moved.

        Attributes:
            cause (VoyagesEscalationChangedCause): `escalate`, `de_escalate` or `frame_change`.
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            level (VoyagesEscalationChangedLevel): The escalation level: `restrained`, `medium` or `tense`.
            points_after (int): Escalation points after the change.
            points_before (int): Escalation points before the change.
     """

    cause: VoyagesEscalationChangedCause
    conflict_id: str
    level: VoyagesEscalationChangedLevel
    points_after: int
    points_before: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cause = self.cause.value

        conflict_id = self.conflict_id

        level = self.level.value

        points_after = self.points_after

        points_before = self.points_before


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cause": cause,
            "conflict_id": conflict_id,
            "level": level,
            "points_after": points_after,
            "points_before": points_before,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cause = VoyagesEscalationChangedCause(d.pop("cause"))




        conflict_id = d.pop("conflict_id")

        level = VoyagesEscalationChangedLevel(d.pop("level"))




        points_after = d.pop("points_after")

        points_before = d.pop("points_before")

        voyages_escalation_changed = cls(
            cause=cause,
            conflict_id=conflict_id,
            level=level,
            points_after=points_after,
            points_before=points_before,
        )


        voyages_escalation_changed.additional_properties = d
        return voyages_escalation_changed

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
