from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="VoyagesSettlementTerm")



@_attrs_define
class VoyagesSettlementTerm:
    """ A stake handed over, or a generic tier paid by a side.

        Attributes:
            choice (int | None): Which of the grid entry's alternatives is chosen; null: the main one.
            generic_tier (int | None): The generic grid's tier (1 to 3); null: not a generic stake.
            member (None | str): A member of the side (a character id or an npc label).
            payer_side_id (None | str): The side that pays the generic stake; null: none.
            stake_id (None | str): The stake concerned (an id from the conflict's `stakes`).
            to_side_id (None | str): The side that receives the stake; null: the proposer.
     """

    choice: int | None
    generic_tier: int | None
    member: None | str
    payer_side_id: None | str
    stake_id: None | str
    to_side_id: None | str





    def to_dict(self) -> dict[str, Any]:
        choice: int | None
        choice = self.choice

        generic_tier: int | None
        generic_tier = self.generic_tier

        member: None | str
        member = self.member

        payer_side_id: None | str
        payer_side_id = self.payer_side_id

        stake_id: None | str
        stake_id = self.stake_id

        to_side_id: None | str
        to_side_id = self.to_side_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "choice": choice,
            "generic_tier": generic_tier,
            "member": member,
            "payer_side_id": payer_side_id,
            "stake_id": stake_id,
            "to_side_id": to_side_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_choice(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        choice = _parse_choice(d.pop("choice"))


        def _parse_generic_tier(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        generic_tier = _parse_generic_tier(d.pop("generic_tier"))


        def _parse_member(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        member = _parse_member(d.pop("member"))


        def _parse_payer_side_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        payer_side_id = _parse_payer_side_id(d.pop("payer_side_id"))


        def _parse_stake_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        stake_id = _parse_stake_id(d.pop("stake_id"))


        def _parse_to_side_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_side_id = _parse_to_side_id(d.pop("to_side_id"))


        voyages_settlement_term = cls(
            choice=choice,
            generic_tier=generic_tier,
            member=member,
            payer_side_id=payer_side_id,
            stake_id=stake_id,
            to_side_id=to_side_id,
        )

        return voyages_settlement_term

