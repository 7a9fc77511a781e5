from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_end_session_type import XyropEndSessionType






T = TypeVar("T", bound="XyropEndSession")



@_attrs_define
class XyropEndSession:
    """ Close the session (a contest awaiting opposition is cancelled).

        Attributes:
            type_ (XyropEndSessionType): The message's tag: `EndSession`.
     """

    type_: XyropEndSessionType





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = XyropEndSessionType(d.pop("type"))




        xyrop_end_session = cls(
            type_=type_,
        )

        return xyrop_end_session

