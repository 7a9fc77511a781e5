from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EspriRupturePointGained")



@_attrs_define
class EspriRupturePointGained:
    """ `no_gem_left`: the pool had no rupture gem, so only the point was gained.

        Attributes:
            character_id (str): The character concerned (a character id of the game).
            no_gem_left (bool): True when the pool had no rupture gem left: only the point was gained.
            reason (str): Why, in a few words (shown in the session log).
            total (int): The character's rupture points after the gain.
     """

    character_id: str
    no_gem_left: bool
    reason: str
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        no_gem_left = self.no_gem_left

        reason = self.reason

        total = self.total


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "no_gem_left": no_gem_left,
            "reason": reason,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        no_gem_left = d.pop("no_gem_left")

        reason = d.pop("reason")

        total = d.pop("total")

        espri_rupture_point_gained = cls(
            character_id=character_id,
            no_gem_left=no_gem_left,
            reason=reason,
            total=total,
        )


        espri_rupture_point_gained.additional_properties = d
        return espri_rupture_point_gained

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
