from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_rank_entry_special_type_0 import ArdriRankEntrySpecialType0
from typing import cast






T = TypeVar("T", bound="ArdriRankEntry")



@_attrs_define
class ArdriRankEntry:
    """ One line of a concurrence ranking (best first).

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            rank (int): The place in the concurrence (1: best; equal results share a rank).
            special (ArdriRankEntrySpecialType0 | None): `holy_trinity` (triple 3) or `oma` (triple 10); null: neither.
            success_sum (int): The sum of the success dice (lower ranks better on a tie).
            success_values_sorted (list[int]): The success dice's values, lowest first.
            threshold (int): The threshold the dice must not exceed.
            total_successes (int): Dice successes plus the successes added (2 or more: a success).
     """

    character_id: str
    rank: int
    special: ArdriRankEntrySpecialType0 | None
    success_sum: int
    success_values_sorted: list[int]
    threshold: int
    total_successes: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        rank = self.rank

        special: None | str
        if isinstance(self.special, ArdriRankEntrySpecialType0):
            special = self.special.value
        else:
            special = self.special

        success_sum = self.success_sum

        success_values_sorted = self.success_values_sorted



        threshold = self.threshold

        total_successes = self.total_successes


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "rank": rank,
            "special": special,
            "success_sum": success_sum,
            "success_values_sorted": success_values_sorted,
            "threshold": threshold,
            "total_successes": total_successes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        rank = d.pop("rank")

        def _parse_special(data: object) -> ArdriRankEntrySpecialType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                special_type_0 = ArdriRankEntrySpecialType0(data)



                return special_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ArdriRankEntrySpecialType0 | None, data)

        special = _parse_special(d.pop("special"))


        success_sum = d.pop("success_sum")

        success_values_sorted = cast(list[int], d.pop("success_values_sorted"))


        threshold = d.pop("threshold")

        total_successes = d.pop("total_successes")

        ardri_rank_entry = cls(
            character_id=character_id,
            rank=rank,
            special=special,
            success_sum=success_sum,
            success_values_sorted=success_values_sorted,
            threshold=threshold,
            total_successes=total_successes,
        )


        ardri_rank_entry.additional_properties = d
        return ardri_rank_entry

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
