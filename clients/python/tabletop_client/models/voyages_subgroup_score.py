from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="VoyagesSubgroupScore")



@_attrs_define
class VoyagesSubgroupScore:
    """ A subgroup of a situation and its group score.

        Attributes:
            group_score (int): The subgroup's score.
            members (list[str]): The members (character ids or npc labels).
     """

    group_score: int
    members: list[str]





    def to_dict(self) -> dict[str, Any]:
        group_score = self.group_score

        members = self.members




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "group_score": group_score,
            "members": members,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        group_score = d.pop("group_score")

        members = cast(list[str], d.pop("members"))


        voyages_subgroup_score = cls(
            group_score=group_score,
            members=members,
        )

        return voyages_subgroup_score

