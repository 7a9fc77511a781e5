from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_increase_initial_destiny_type import XyropIncreaseInitialDestinyType






T = TypeVar("T", bound="XyropIncreaseInitialDestiny")



@_attrs_define
class XyropIncreaseInitialDestiny:
    """ Milestone: initial destiny + 1.

        Attributes:
            type_ (XyropIncreaseInitialDestinyType): The message's tag: `increase_initial_destiny`.
     """

    type_: XyropIncreaseInitialDestinyType





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
        type_ = XyropIncreaseInitialDestinyType(d.pop("type"))




        xyrop_increase_initial_destiny = cls(
            type_=type_,
        )

        return xyrop_increase_initial_destiny

