from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_price_stake_type import VoyagesPriceStakeType






T = TypeVar("T", bound="VoyagesPriceStake")



@_attrs_define
class VoyagesPriceStake:
    """ The owning side prices a proposed stake.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            cost (int): The stake's price, 1 to 3.
            stake_id (str): The stake concerned (an id from the conflict's `stakes`).
            type_ (VoyagesPriceStakeType): The message's tag: `PriceStake`.
     """

    conflict_id: str
    cost: int
    stake_id: str
    type_: VoyagesPriceStakeType





    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        cost = self.cost

        stake_id = self.stake_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "cost": cost,
            "stake_id": stake_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        cost = d.pop("cost")

        stake_id = d.pop("stake_id")

        type_ = VoyagesPriceStakeType(d.pop("type"))




        voyages_price_stake = cls(
            conflict_id=conflict_id,
            cost=cost,
            stake_id=stake_id,
            type_=type_,
        )

        return voyages_price_stake

