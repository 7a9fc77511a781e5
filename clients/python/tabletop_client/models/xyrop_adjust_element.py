from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_adjust_element_action import XyropAdjustElementAction
from ..models.xyrop_adjust_element_type import XyropAdjustElementType






T = TypeVar("T", bound="XyropAdjustElement")



@_attrs_define
class XyropAdjustElement:
    """ The gm steps a table element up or down, or removes it.

        Attributes:
            action (XyropAdjustElementAction): `up` (a die step up), `down` (a step down) or `remove` (take the element off
                the table).
            element_id (str): The table element concerned (an id from the state's `elements`).
            type_ (XyropAdjustElementType): The message's tag: `AdjustElement`.
     """

    action: XyropAdjustElementAction
    element_id: str
    type_: XyropAdjustElementType





    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        element_id = self.element_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "element_id": element_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = XyropAdjustElementAction(d.pop("action"))




        element_id = d.pop("element_id")

        type_ = XyropAdjustElementType(d.pop("type"))




        xyrop_adjust_element = cls(
            action=action,
            element_id=element_id,
            type_=type_,
        )

        return xyrop_adjust_element

