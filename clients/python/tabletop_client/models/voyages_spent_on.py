from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="VoyagesSpentOn")



@_attrs_define
class VoyagesSpentOn:
    """ Points already spent on one character, by the party and by the environment.

        Attributes:
            by_environment (int): Points the environment's pools spent on the character.
            by_party (int): Points the players' pools spent on the character.
     """

    by_environment: int
    by_party: int





    def to_dict(self) -> dict[str, Any]:
        by_environment = self.by_environment

        by_party = self.by_party


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "by_environment": by_environment,
            "by_party": by_party,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by_environment = d.pop("by_environment")

        by_party = d.pop("by_party")

        voyages_spent_on = cls(
            by_environment=by_environment,
            by_party=by_party,
        )

        return voyages_spent_on

