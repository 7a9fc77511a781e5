from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="VoyagesSettlementTermIn")



@_attrs_define
class VoyagesSettlementTermIn:
    """ A stake handed over, or a generic tier paid by a side.

        Attributes:
            choice (int | None | Unset): Which of the grid entry's alternatives is chosen; null: the main one.
            generic_tier (int | None | Unset): The generic grid's tier (1 to 3); null: not a generic stake.
            member (None | str | Unset): A member of the side (a character id or an npc label).
            payer_side_id (None | str | Unset): The side that pays the generic stake; null: none.
            stake_id (None | str | Unset): The stake concerned (an id from the conflict's `stakes`).
            to_side_id (None | str | Unset): The side that receives the stake; null: the proposer.
     """

    choice: int | None | Unset = UNSET
    generic_tier: int | None | Unset = UNSET
    member: None | str | Unset = UNSET
    payer_side_id: None | str | Unset = UNSET
    stake_id: None | str | Unset = UNSET
    to_side_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        choice: int | None | Unset
        if isinstance(self.choice, Unset):
            choice = UNSET
        else:
            choice = self.choice

        generic_tier: int | None | Unset
        if isinstance(self.generic_tier, Unset):
            generic_tier = UNSET
        else:
            generic_tier = self.generic_tier

        member: None | str | Unset
        if isinstance(self.member, Unset):
            member = UNSET
        else:
            member = self.member

        payer_side_id: None | str | Unset
        if isinstance(self.payer_side_id, Unset):
            payer_side_id = UNSET
        else:
            payer_side_id = self.payer_side_id

        stake_id: None | str | Unset
        if isinstance(self.stake_id, Unset):
            stake_id = UNSET
        else:
            stake_id = self.stake_id

        to_side_id: None | str | Unset
        if isinstance(self.to_side_id, Unset):
            to_side_id = UNSET
        else:
            to_side_id = self.to_side_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if choice is not UNSET:
            field_dict["choice"] = choice
        if generic_tier is not UNSET:
            field_dict["generic_tier"] = generic_tier
        if member is not UNSET:
            field_dict["member"] = member
        if payer_side_id is not UNSET:
            field_dict["payer_side_id"] = payer_side_id
        if stake_id is not UNSET:
            field_dict["stake_id"] = stake_id
        if to_side_id is not UNSET:
            field_dict["to_side_id"] = to_side_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_choice(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        choice = _parse_choice(d.pop("choice", UNSET))


        def _parse_generic_tier(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        generic_tier = _parse_generic_tier(d.pop("generic_tier", UNSET))


        def _parse_member(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        member = _parse_member(d.pop("member", UNSET))


        def _parse_payer_side_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        payer_side_id = _parse_payer_side_id(d.pop("payer_side_id", UNSET))


        def _parse_stake_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        stake_id = _parse_stake_id(d.pop("stake_id", UNSET))


        def _parse_to_side_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        to_side_id = _parse_to_side_id(d.pop("to_side_id", UNSET))


        voyages_settlement_term_in = cls(
            choice=choice,
            generic_tier=generic_tier,
            member=member,
            payer_side_id=payer_side_id,
            stake_id=stake_id,
            to_side_id=to_side_id,
        )

        return voyages_settlement_term_in

