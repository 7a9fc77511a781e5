from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_accept_defeat_type import LocquemareAcceptDefeatType






T = TypeVar("T", bound="LocquemareAcceptDefeat")



@_attrs_define
class LocquemareAcceptDefeat:
    """ A hero concedes the conflict for tokens.

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            type_ (LocquemareAcceptDefeatType): The message's tag: `AcceptDefeat`.
     """

    hero_id: str
    type_: LocquemareAcceptDefeatType





    def to_dict(self) -> dict[str, Any]:
        hero_id = self.hero_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hero_id": hero_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        type_ = LocquemareAcceptDefeatType(d.pop("type"))




        locquemare_accept_defeat = cls(
            hero_id=hero_id,
            type_=type_,
        )

        return locquemare_accept_defeat

