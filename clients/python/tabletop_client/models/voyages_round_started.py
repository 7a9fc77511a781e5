from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="VoyagesRoundStarted")



@_attrs_define
class VoyagesRoundStarted:
    """ A round began.

        Attributes:
            approach_holder (str): The side that chooses the round's approach.
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            round_ (int): The round's number.
     """

    approach_holder: str
    conflict_id: str
    round_: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        approach_holder = self.approach_holder

        conflict_id = self.conflict_id

        round_ = self.round_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "approach_holder": approach_holder,
            "conflict_id": conflict_id,
            "round": round_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        approach_holder = d.pop("approach_holder")

        conflict_id = d.pop("conflict_id")

        round_ = d.pop("round")

        voyages_round_started = cls(
            approach_holder=approach_holder,
            conflict_id=conflict_id,
            round_=round_,
        )


        voyages_round_started.additional_properties = d
        return voyages_round_started

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
