from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ForkIn")



@_attrs_define
class ForkIn:
    """ 
        Attributes:
            at (int): The last version of the source kept in the fork (1 .. the source's version).
     """

    at: int





    def to_dict(self) -> dict[str, Any]:
        at = self.at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        fork_in = cls(
            at=at,
        )

        return fork_in

