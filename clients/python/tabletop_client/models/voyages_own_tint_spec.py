from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="VoyagesOwnTintSpec")



@_attrs_define
class VoyagesOwnTintSpec:
    """ An own tint as sent by a client (`current` defaults to `base_score`).

        Attributes:
            base_score (int): The own tint's base score (at least 1).
            tint (str): A tint (free text, such as « douceur »).
            current (int | None | Unset): The own tint's points left (default: its base score).
     """

    base_score: int
    tint: str
    current: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        base_score = self.base_score

        tint = self.tint

        current: int | None | Unset
        if isinstance(self.current, Unset):
            current = UNSET
        else:
            current = self.current


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "base_score": base_score,
            "tint": tint,
        })
        if current is not UNSET:
            field_dict["current"] = current

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        base_score = d.pop("base_score")

        tint = d.pop("tint")

        def _parse_current(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current = _parse_current(d.pop("current", UNSET))


        voyages_own_tint_spec = cls(
            base_score=base_score,
            tint=tint,
            current=current,
        )

        return voyages_own_tint_spec

