from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="VoyagesOwnTint")



@_attrs_define
class VoyagesOwnTint:
    """ A tint of the character's own; pays rerolls, regenerates 1 per night.

        Attributes:
            base_score (int): The own tint's base score (at least 1).
            current (int): The own tint's points left (0 to its base score).
            tint (str): A tint (free text, such as « douceur »).
     """

    base_score: int
    current: int
    tint: str





    def to_dict(self) -> dict[str, Any]:
        base_score = self.base_score

        current = self.current

        tint = self.tint


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "base_score": base_score,
            "current": current,
            "tint": tint,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        base_score = d.pop("base_score")

        current = d.pop("current")

        tint = d.pop("tint")

        voyages_own_tint = cls(
            base_score=base_score,
            current=current,
            tint=tint,
        )

        return voyages_own_tint

