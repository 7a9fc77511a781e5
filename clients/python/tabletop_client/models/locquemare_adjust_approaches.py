from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_adjust_approaches_type import LocquemareAdjustApproachesType






T = TypeVar("T", bound="LocquemareAdjustApproaches")



@_attrs_define
class LocquemareAdjustApproaches:
    """ Between scenarios: one approach +1, another -1.

        Attributes:
            down (str): The approach or resource lowered by one.
            hero_id (str): The hero concerned (an id from the table's `characters`).
            type_ (LocquemareAdjustApproachesType): The message's tag: `AdjustApproaches`.
            up (str): The approach or resource raised by one.
     """

    down: str
    hero_id: str
    type_: LocquemareAdjustApproachesType
    up: str





    def to_dict(self) -> dict[str, Any]:
        down = self.down

        hero_id = self.hero_id

        type_ = self.type_.value

        up = self.up


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "down": down,
            "hero_id": hero_id,
            "type": type_,
            "up": up,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        down = d.pop("down")

        hero_id = d.pop("hero_id")

        type_ = LocquemareAdjustApproachesType(d.pop("type"))




        up = d.pop("up")

        locquemare_adjust_approaches = cls(
            down=down,
            hero_id=hero_id,
            type_=type_,
            up=up,
        )

        return locquemare_adjust_approaches

