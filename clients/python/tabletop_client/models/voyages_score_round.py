from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_score_round_type import VoyagesScoreRoundType






T = TypeVar("T", bound="VoyagesScoreRound")



@_attrs_define
class VoyagesScoreRound:
    """ GM: escalation, halving/doubling, free point, bonus caps.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            type_ (VoyagesScoreRoundType): The message's tag: `ScoreRound`.
     """

    conflict_id: str
    type_: VoyagesScoreRoundType





    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        type_ = VoyagesScoreRoundType(d.pop("type"))




        voyages_score_round = cls(
            conflict_id=conflict_id,
            type_=type_,
        )

        return voyages_score_round

