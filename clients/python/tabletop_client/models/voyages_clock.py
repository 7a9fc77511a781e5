from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="VoyagesClock")



@_attrs_define
class VoyagesClock:
    """ Time boundaries passed: every counter starts at 1.

        Attributes:
            adventure (int): The adventure counter (starts at 1).
            day (int): The day counter (starts at 1).
            scene (int): The scene counter (starts at 1).
            session (int): The session counter (starts at 1).
     """

    adventure: int
    day: int
    scene: int
    session: int





    def to_dict(self) -> dict[str, Any]:
        adventure = self.adventure

        day = self.day

        scene = self.scene

        session = self.session


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "adventure": adventure,
            "day": day,
            "scene": scene,
            "session": session,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        adventure = d.pop("adventure")

        day = d.pop("day")

        scene = d.pop("scene")

        session = d.pop("session")

        voyages_clock = cls(
            adventure=adventure,
            day=day,
            scene=scene,
            session=session,
        )

        return voyages_clock

