from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_create_situation_type import XyropCreateSituationType






T = TypeVar("T", bound="XyropCreateSituation")



@_attrs_define
class XyropCreateSituation:
    """ The gm creates a rated situation.

        Attributes:
            die (int): A die's faces on the ladder 4, 6, 8, 10, 12.
            name (str): The name, as typed (1 to 80 characters).
            type_ (XyropCreateSituationType): The message's tag: `CreateSituation`.
     """

    die: int
    name: str
    type_: XyropCreateSituationType





    def to_dict(self) -> dict[str, Any]:
        die = self.die

        name = self.name

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "die": die,
            "name": name,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        die = d.pop("die")

        name = d.pop("name")

        type_ = XyropCreateSituationType(d.pop("type"))




        xyrop_create_situation = cls(
            die=die,
            name=name,
            type_=type_,
        )

        return xyrop_create_situation

