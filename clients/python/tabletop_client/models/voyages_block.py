from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="VoyagesBlock")



@_attrs_define
class VoyagesBlock:
    """ Points spent to block another side's purchase, one for one [D14].

        Attributes:
            free_points (int): Free points spent (0 or 1).
            purchase_id (str): The purchase concerned (unique in the round).
            score_points (int): Score points spent.
     """

    free_points: int
    purchase_id: str
    score_points: int





    def to_dict(self) -> dict[str, Any]:
        free_points = self.free_points

        purchase_id = self.purchase_id

        score_points = self.score_points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "free_points": free_points,
            "purchase_id": purchase_id,
            "score_points": score_points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        free_points = d.pop("free_points")

        purchase_id = d.pop("purchase_id")

        score_points = d.pop("score_points")

        voyages_block = cls(
            free_points=free_points,
            purchase_id=purchase_id,
            score_points=score_points,
        )

        return voyages_block

