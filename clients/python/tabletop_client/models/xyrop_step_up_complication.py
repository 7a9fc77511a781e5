from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_step_up_complication_type import XyropStepUpComplicationType






T = TypeVar("T", bound="XyropStepUpComplication")



@_attrs_define
class XyropStepUpComplication:
    """ A player 1 steps a complication up.

        Attributes:
            element_id (str): The table element concerned (an id from the state's `elements`).
            type_ (XyropStepUpComplicationType): The message's tag: `step_up_complication`.
     """

    element_id: str
    type_: XyropStepUpComplicationType





    def to_dict(self) -> dict[str, Any]:
        element_id = self.element_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "element_id": element_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        element_id = d.pop("element_id")

        type_ = XyropStepUpComplicationType(d.pop("type"))




        xyrop_step_up_complication = cls(
            element_id=element_id,
            type_=type_,
        )

        return xyrop_step_up_complication

