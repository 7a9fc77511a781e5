from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="XyropDistinctionIn")



@_attrs_define
class XyropDistinctionIn:
    """ A distinction: added to a roll as a d8, or as a d4 that gains 1 destiny.

        Attributes:
            distinction_id (str): The distinction concerned (an id from the character's `distinctions`, or `race`).
            name (str): The name, as typed (1 to 80 characters).
     """

    distinction_id: str
    name: str





    def to_dict(self) -> dict[str, Any]:
        distinction_id = self.distinction_id

        name = self.name


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "distinction_id": distinction_id,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        distinction_id = d.pop("distinction_id")

        name = d.pop("name")

        xyrop_distinction_in = cls(
            distinction_id=distinction_id,
            name=name,
        )

        return xyrop_distinction_in

