from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_end_session_type import LocquemareEndSessionType






T = TypeVar("T", bound="LocquemareEndSession")



@_attrs_define
class LocquemareEndSession:
    """ Adversity: the playing session ends.

        Attributes:
            type_ (LocquemareEndSessionType): The message's tag: `EndSession`.
     """

    type_: LocquemareEndSessionType





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
        type_ = LocquemareEndSessionType(d.pop("type"))




        locquemare_end_session = cls(
            type_=type_,
        )

        return locquemare_end_session

