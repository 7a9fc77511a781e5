from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareEvolutionPointsAwarded")



@_attrs_define
class LocquemareEvolutionPointsAwarded:
    """ Evolution points; the excess over 8 is lost (D25).

        Attributes:
            gained (int): Evolution points gained.
            hero_id (str): The hero concerned (an id from the table's `characters`).
            lost (int): Evolution points lost (over the track's 8).
            reasons (list[str]): Why the evolution points were awarded.
            track (int): The evolution track after the award.
     """

    gained: int
    hero_id: str
    lost: int
    reasons: list[str]
    track: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        gained = self.gained

        hero_id = self.hero_id

        lost = self.lost

        reasons = self.reasons



        track = self.track


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "gained": gained,
            "hero_id": hero_id,
            "lost": lost,
            "reasons": reasons,
            "track": track,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gained = d.pop("gained")

        hero_id = d.pop("hero_id")

        lost = d.pop("lost")

        reasons = cast(list[str], d.pop("reasons"))


        track = d.pop("track")

        locquemare_evolution_points_awarded = cls(
            gained=gained,
            hero_id=hero_id,
            lost=lost,
            reasons=reasons,
            track=track,
        )


        locquemare_evolution_points_awarded.additional_properties = d
        return locquemare_evolution_points_awarded

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
