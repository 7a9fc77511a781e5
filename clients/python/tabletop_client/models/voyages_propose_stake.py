from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_propose_stake_type import VoyagesProposeStakeType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="VoyagesProposeStake")



@_attrs_define
class VoyagesProposeStake:
    """ A side names what it wants from another side.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            description (str): What it is, in the table's words.
            owner_side_id (str): The side the stake belongs to.
            stake_id (str): The stake concerned (an id from the conflict's `stakes`).
            type_ (VoyagesProposeStakeType): The message's tag: `ProposeStake`.
            side_id (None | str | Unset): The side concerned (an id from the conflict's `sides`).
     """

    conflict_id: str
    description: str
    owner_side_id: str
    stake_id: str
    type_: VoyagesProposeStakeType
    side_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        description = self.description

        owner_side_id = self.owner_side_id

        stake_id = self.stake_id

        type_ = self.type_.value

        side_id: None | str | Unset
        if isinstance(self.side_id, Unset):
            side_id = UNSET
        else:
            side_id = self.side_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "description": description,
            "owner_side_id": owner_side_id,
            "stake_id": stake_id,
            "type": type_,
        })
        if side_id is not UNSET:
            field_dict["side_id"] = side_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        description = d.pop("description")

        owner_side_id = d.pop("owner_side_id")

        stake_id = d.pop("stake_id")

        type_ = VoyagesProposeStakeType(d.pop("type"))




        def _parse_side_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        side_id = _parse_side_id(d.pop("side_id", UNSET))


        voyages_propose_stake = cls(
            conflict_id=conflict_id,
            description=description,
            owner_side_id=owner_side_id,
            stake_id=stake_id,
            type_=type_,
            side_id=side_id,
        )

        return voyages_propose_stake

