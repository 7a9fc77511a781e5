from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_element_step_direction import XyropElementStepDirection
from ..models.xyrop_element_step_type import XyropElementStepType






T = TypeVar("T", bound="XyropElementStep")



@_attrs_define
class XyropElementStep:
    """ Step a rated table element (situation, complication) up or down.

        Attributes:
            direction (XyropElementStepDirection): `up` (a step worse) or `down` (a step better).
            element_id (str): The table element concerned (an id from the state's `elements`).
            type_ (XyropElementStepType): The message's tag: `element_step`.
     """

    direction: XyropElementStepDirection
    element_id: str
    type_: XyropElementStepType





    def to_dict(self) -> dict[str, Any]:
        direction = self.direction.value

        element_id = self.element_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "direction": direction,
            "element_id": element_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        direction = XyropElementStepDirection(d.pop("direction"))




        element_id = d.pop("element_id")

        type_ = XyropElementStepType(d.pop("type"))




        xyrop_element_step = cls(
            direction=direction,
            element_id=element_id,
            type_=type_,
        )

        return xyrop_element_step

