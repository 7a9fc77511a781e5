from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_sheet_escalation_level import VoyagesSheetEscalationLevel






T = TypeVar("T", bound="VoyagesSheetEscalation")



@_attrs_define
class VoyagesSheetEscalation:
    """ The escalation of the open conflict a character takes part in.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            counter (int): The counter within the level (0 to 3).
            frame_change_due (bool): True when the escalation requires a frame change before the next round.
            level (VoyagesSheetEscalationLevel): The escalation level: `restrained`, `medium` or `tense`.
            points (int): The escalation points (0 to 9).
     """

    conflict_id: str
    counter: int
    frame_change_due: bool
    level: VoyagesSheetEscalationLevel
    points: int





    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        counter = self.counter

        frame_change_due = self.frame_change_due

        level = self.level.value

        points = self.points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "counter": counter,
            "frame_change_due": frame_change_due,
            "level": level,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        counter = d.pop("counter")

        frame_change_due = d.pop("frame_change_due")

        level = VoyagesSheetEscalationLevel(d.pop("level"))




        points = d.pop("points")

        voyages_sheet_escalation = cls(
            conflict_id=conflict_id,
            counter=counter,
            frame_change_due=frame_change_due,
            level=level,
            points=points,
        )

        return voyages_sheet_escalation

