from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="VoyagesGenericStakeAcquired")



@_attrs_define
class VoyagesGenericStakeAcquired:
    """ A generic tier inflicted on a side (or one member).

        Attributes:
            by_side_id (str): The side that acquired the stake.
            choice (int | None): Which of the grid entry's alternatives is chosen; null: the main one.
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            description (str): What it is, in the table's words.
            effect_id (str): The effect concerned (an id from the table's `effects`: what a flaw may undo).
            member (None | str): A member of the side (a character id or an npc label).
            target_side_id (str): The side the generic stake is taken from.
            tier (int): The outcome tier: `no`, `maybe`, `yes`, `yes_and` or `fail_complication` (a natural 1).
     """

    by_side_id: str
    choice: int | None
    conflict_id: str
    description: str
    effect_id: str
    member: None | str
    target_side_id: str
    tier: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        by_side_id = self.by_side_id

        choice: int | None
        choice = self.choice

        conflict_id = self.conflict_id

        description = self.description

        effect_id = self.effect_id

        member: None | str
        member = self.member

        target_side_id = self.target_side_id

        tier = self.tier


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "by_side_id": by_side_id,
            "choice": choice,
            "conflict_id": conflict_id,
            "description": description,
            "effect_id": effect_id,
            "member": member,
            "target_side_id": target_side_id,
            "tier": tier,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by_side_id = d.pop("by_side_id")

        def _parse_choice(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        choice = _parse_choice(d.pop("choice"))


        conflict_id = d.pop("conflict_id")

        description = d.pop("description")

        effect_id = d.pop("effect_id")

        def _parse_member(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        member = _parse_member(d.pop("member"))


        target_side_id = d.pop("target_side_id")

        tier = d.pop("tier")

        voyages_generic_stake_acquired = cls(
            by_side_id=by_side_id,
            choice=choice,
            conflict_id=conflict_id,
            description=description,
            effect_id=effect_id,
            member=member,
            target_side_id=target_side_id,
            tier=tier,
        )


        voyages_generic_stake_acquired.additional_properties = d
        return voyages_generic_stake_acquired

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
