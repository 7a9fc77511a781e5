from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_escalation_level import VoyagesEscalationLevel






T = TypeVar("T", bound="VoyagesEscalation")



@_attrs_define
class VoyagesEscalation:
    """ A conflict's escalation: points, level, the level's counter.

        Attributes:
            counter (int): The counter within the level (0 to 3).
            frame_change_due (bool): True when the escalation requires a frame change before the next round.
            level (VoyagesEscalationLevel): The escalation level: `restrained`, `medium` or `tense`.
            points (int): The escalation points (0 to 9).
     """

    counter: int
    frame_change_due: bool
    level: VoyagesEscalationLevel
    points: int





    def to_dict(self) -> dict[str, Any]:
        counter = self.counter

        frame_change_due = self.frame_change_due

        level = self.level.value

        points = self.points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "counter": counter,
            "frame_change_due": frame_change_due,
            "level": level,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        counter = d.pop("counter")

        frame_change_due = d.pop("frame_change_due")

        level = VoyagesEscalationLevel(d.pop("level"))




        points = d.pop("points")

        voyages_escalation = cls(
            counter=counter,
            frame_change_due=frame_change_due,
            level=level,
            points=points,
        )

        return voyages_escalation

