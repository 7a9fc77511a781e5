from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_new_distinction_type import XyropNewDistinctionType






T = TypeVar("T", bound="XyropNewDistinction")



@_attrs_define
class XyropNewDistinction:
    """ Milestone: a new distinction.

        Attributes:
            distinction_id (str): The distinction concerned (an id from the character's `distinctions`, or `race`).
            name (str): The name, as typed (1 to 80 characters).
            type_ (XyropNewDistinctionType): The message's tag: `new_distinction`.
     """

    distinction_id: str
    name: str
    type_: XyropNewDistinctionType





    def to_dict(self) -> dict[str, Any]:
        distinction_id = self.distinction_id

        name = self.name

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "distinction_id": distinction_id,
            "name": name,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        distinction_id = d.pop("distinction_id")

        name = d.pop("name")

        type_ = XyropNewDistinctionType(d.pop("type"))




        xyrop_new_distinction = cls(
            distinction_id=distinction_id,
            name=name,
            type_=type_,
        )

        return xyrop_new_distinction

