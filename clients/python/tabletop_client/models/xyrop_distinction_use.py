from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="XyropDistinctionUse")



@_attrs_define
class XyropDistinctionUse:
    """ A distinction added to a roll: `d8`, or `d4` that gains 1 destiny.

        Attributes:
            distinction_id (str): The distinction concerned (an id from the character's `distinctions`, or `race`).
            mode (str): How the distinction is rolled: `d8`, or `d4` (gaining 1 destiny).
     """

    distinction_id: str
    mode: str





    def to_dict(self) -> dict[str, Any]:
        distinction_id = self.distinction_id

        mode = self.mode


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "distinction_id": distinction_id,
            "mode": mode,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        distinction_id = d.pop("distinction_id")

        mode = d.pop("mode")

        xyrop_distinction_use = cls(
            distinction_id=distinction_id,
            mode=mode,
        )

        return xyrop_distinction_use

