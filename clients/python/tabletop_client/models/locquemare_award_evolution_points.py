from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_award_evolution_points_type import LocquemareAwardEvolutionPointsType
from typing import cast






T = TypeVar("T", bound="LocquemareAwardEvolutionPoints")



@_attrs_define
class LocquemareAwardEvolutionPoints:
    """ Chorus: one evolution point per listed trigger.

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            reasons (list[str]): Why the evolution points were awarded.
            type_ (LocquemareAwardEvolutionPointsType): The message's tag: `AwardEvolutionPoints`.
     """

    hero_id: str
    reasons: list[str]
    type_: LocquemareAwardEvolutionPointsType





    def to_dict(self) -> dict[str, Any]:
        hero_id = self.hero_id

        reasons = self.reasons



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hero_id": hero_id,
            "reasons": reasons,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        reasons = cast(list[str], d.pop("reasons"))


        type_ = LocquemareAwardEvolutionPointsType(d.pop("type"))




        locquemare_award_evolution_points = cls(
            hero_id=hero_id,
            reasons=reasons,
            type_=type_,
        )

        return locquemare_award_evolution_points

