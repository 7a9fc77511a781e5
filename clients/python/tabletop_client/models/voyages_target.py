from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_target_kind import VoyagesTargetKind






T = TypeVar("T", bound="VoyagesTarget")



@_attrs_define
class VoyagesTarget:
    """ What carries an adjective: a character or a thing.

        Attributes:
            id (str): The character's or thing's id.
            kind (VoyagesTargetKind): `character` or `thing`.
     """

    id: str
    kind: VoyagesTargetKind





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = VoyagesTargetKind(d.pop("kind"))




        voyages_target = cls(
            id=id,
            kind=kind,
        )

        return voyages_target

