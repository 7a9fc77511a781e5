from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_choose_approach_type import VoyagesChooseApproachType






T = TypeVar("T", bound="VoyagesChooseApproach")



@_attrs_define
class VoyagesChooseApproach:
    """ The approach holder describes its approach.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            description (str): What it is, in the table's words.
            type_ (VoyagesChooseApproachType): The message's tag: `ChooseApproach`.
     """

    conflict_id: str
    description: str
    type_: VoyagesChooseApproachType





    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        description = self.description

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "description": description,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        description = d.pop("description")

        type_ = VoyagesChooseApproachType(d.pop("type"))




        voyages_choose_approach = cls(
            conflict_id=conflict_id,
            description=description,
            type_=type_,
        )

        return voyages_choose_approach

