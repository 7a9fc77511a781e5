from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_close_situation_type import VoyagesCloseSituationType






T = TypeVar("T", bound="VoyagesCloseSituation")



@_attrs_define
class VoyagesCloseSituation:
    """ GM: close a situation (unspent points are forfeited).

        Attributes:
            situation_id (str): The situation concerned (an id from the table's `situations`).
            type_ (VoyagesCloseSituationType): The message's tag: `CloseSituation`.
     """

    situation_id: str
    type_: VoyagesCloseSituationType





    def to_dict(self) -> dict[str, Any]:
        situation_id = self.situation_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "situation_id": situation_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        situation_id = d.pop("situation_id")

        type_ = VoyagesCloseSituationType(d.pop("type"))




        voyages_close_situation = cls(
            situation_id=situation_id,
            type_=type_,
        )

        return voyages_close_situation

