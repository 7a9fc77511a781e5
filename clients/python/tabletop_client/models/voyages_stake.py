from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_stake_status import VoyagesStakeStatus
from typing import cast






T = TypeVar("T", bound="VoyagesStake")



@_attrs_define
class VoyagesStake:
    """ Something a side wants from another (or offers), priced 1..3.

        Attributes:
            cost (int | None): The stake's price, 1 to 3; null until priced.
            description (str): What it is, in the table's words.
            owner_side_id (str): The side the stake belongs to.
            stake_id (str): The stake concerned (an id from the conflict's `stakes`).
            status (VoyagesStakeStatus): `proposed`, `priced`, `refused` or `acquired`.
            wanted_by_side_id (None | str): The side that wants the stake; null: offered by its owner.
     """

    cost: int | None
    description: str
    owner_side_id: str
    stake_id: str
    status: VoyagesStakeStatus
    wanted_by_side_id: None | str





    def to_dict(self) -> dict[str, Any]:
        cost: int | None
        cost = self.cost

        description = self.description

        owner_side_id = self.owner_side_id

        stake_id = self.stake_id

        status = self.status.value

        wanted_by_side_id: None | str
        wanted_by_side_id = self.wanted_by_side_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cost": cost,
            "description": description,
            "owner_side_id": owner_side_id,
            "stake_id": stake_id,
            "status": status,
            "wanted_by_side_id": wanted_by_side_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_cost(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        cost = _parse_cost(d.pop("cost"))


        description = d.pop("description")

        owner_side_id = d.pop("owner_side_id")

        stake_id = d.pop("stake_id")

        status = VoyagesStakeStatus(d.pop("status"))




        def _parse_wanted_by_side_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        wanted_by_side_id = _parse_wanted_by_side_id(d.pop("wanted_by_side_id"))


        voyages_stake = cls(
            cost=cost,
            description=description,
            owner_side_id=owner_side_id,
            stake_id=stake_id,
            status=status,
            wanted_by_side_id=wanted_by_side_id,
        )

        return voyages_stake

