from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_take_risk_type import VoyagesTakeRiskType






T = TypeVar("T", bound="VoyagesTakeRisk")



@_attrs_define
class VoyagesTakeRisk:
    """ Owner: take a risk (-1 on both cost lists, front line).

        Attributes:
            character_id (str): The character concerned (an id from the table's `characters`).
            situation_id (str): The situation concerned (an id from the table's `situations`).
            type_ (VoyagesTakeRiskType): The message's tag: `TakeRisk`.
     """

    character_id: str
    situation_id: str
    type_: VoyagesTakeRiskType





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        situation_id = self.situation_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "situation_id": situation_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        situation_id = d.pop("situation_id")

        type_ = VoyagesTakeRiskType(d.pop("type"))




        voyages_take_risk = cls(
            character_id=character_id,
            situation_id=situation_id,
            type_=type_,
        )

        return voyages_take_risk

