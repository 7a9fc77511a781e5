from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="VoyagesApproachRuled")



@_attrs_define
class VoyagesApproachRuled:
    """ The GM's ruling on the approach.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            good_approach (bool): True when the gm ruled the approach well thought out (+1).
            off_frame (bool): True when the gm ruled the approach off frame.
            round_ (int): The round's number.
     """

    conflict_id: str
    good_approach: bool
    off_frame: bool
    round_: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        good_approach = self.good_approach

        off_frame = self.off_frame

        round_ = self.round_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "conflict_id": conflict_id,
            "good_approach": good_approach,
            "off_frame": off_frame,
            "round": round_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        good_approach = d.pop("good_approach")

        off_frame = d.pop("off_frame")

        round_ = d.pop("round")

        voyages_approach_ruled = cls(
            conflict_id=conflict_id,
            good_approach=good_approach,
            off_frame=off_frame,
            round_=round_,
        )


        voyages_approach_ruled.additional_properties = d
        return voyages_approach_ruled

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
