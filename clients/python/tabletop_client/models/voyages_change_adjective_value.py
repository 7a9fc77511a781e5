from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_change_adjective_value_type import VoyagesChangeAdjectiveValueType






T = TypeVar("T", bound="VoyagesChangeAdjectiveValue")



@_attrs_define
class VoyagesChangeAdjectiveValue:
    """ GM: change an adjective's value by `delta`.

        Attributes:
            adjective_id (str): The adjective concerned (an id from a character's or thing's `adjectives`).
            delta (int): The change (+ or -).
            type_ (VoyagesChangeAdjectiveValueType): The message's tag: `ChangeAdjectiveValue`.
     """

    adjective_id: str
    delta: int
    type_: VoyagesChangeAdjectiveValueType





    def to_dict(self) -> dict[str, Any]:
        adjective_id = self.adjective_id

        delta = self.delta

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "adjective_id": adjective_id,
            "delta": delta,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        adjective_id = d.pop("adjective_id")

        delta = d.pop("delta")

        type_ = VoyagesChangeAdjectiveValueType(d.pop("type"))




        voyages_change_adjective_value = cls(
            adjective_id=adjective_id,
            delta=delta,
            type_=type_,
        )

        return voyages_change_adjective_value

