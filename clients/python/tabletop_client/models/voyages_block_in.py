from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="VoyagesBlockIn")



@_attrs_define
class VoyagesBlockIn:
    """ Points spent to block another side's purchase, one for one [D14].

        Attributes:
            purchase_id (str): The purchase concerned (unique in the round).
            free_points (int | Unset): Free points spent (0 or 1). Default: 0.
            score_points (int | Unset): Score points spent. Default: 0.
     """

    purchase_id: str
    free_points: int | Unset = 0
    score_points: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        purchase_id = self.purchase_id

        free_points = self.free_points

        score_points = self.score_points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "purchase_id": purchase_id,
        })
        if free_points is not UNSET:
            field_dict["free_points"] = free_points
        if score_points is not UNSET:
            field_dict["score_points"] = score_points

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        purchase_id = d.pop("purchase_id")

        free_points = d.pop("free_points", UNSET)

        score_points = d.pop("score_points", UNSET)

        voyages_block_in = cls(
            purchase_id=purchase_id,
            free_points=free_points,
            score_points=score_points,
        )

        return voyages_block_in

