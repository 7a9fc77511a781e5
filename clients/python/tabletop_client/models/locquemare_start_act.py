from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_start_act_type import LocquemareStartActType






T = TypeVar("T", bound="LocquemareStartAct")



@_attrs_define
class LocquemareStartAct:
    """ Adversity: open an act; heroes receive their tokens.

        Attributes:
            type_ (LocquemareStartActType): The message's tag: `StartAct`.
     """

    type_: LocquemareStartActType





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
        type_ = LocquemareStartActType(d.pop("type"))




        locquemare_start_act = cls(
            type_=type_,
        )

        return locquemare_start_act

