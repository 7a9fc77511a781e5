from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_tint_point_in_kind import VoyagesTintPointInKind






T = TypeVar("T", bound="VoyagesTintPointIn")



@_attrs_define
class VoyagesTintPointIn:
    """ One tint point of a trade: personal (never spent) or free (manipulates tints).

        Attributes:
            kind (VoyagesTintPointInKind): `personal` or `free`.
            tint (str): A tint (free text, such as « douceur »).
     """

    kind: VoyagesTintPointInKind
    tint: str





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        tint = self.tint


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "tint": tint,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = VoyagesTintPointInKind(d.pop("kind"))




        tint = d.pop("tint")

        voyages_tint_point_in = cls(
            kind=kind,
            tint=tint,
        )

        return voyages_tint_point_in

