from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_refuse_stake_type import VoyagesRefuseStakeType






T = TypeVar("T", bound="VoyagesRefuseStake")



@_attrs_define
class VoyagesRefuseStake:
    """ The owning side refuses to put a stake in play.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            stake_id (str): The stake concerned (an id from the conflict's `stakes`).
            type_ (VoyagesRefuseStakeType): The message's tag: `RefuseStake`.
     """

    conflict_id: str
    stake_id: str
    type_: VoyagesRefuseStakeType





    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        stake_id = self.stake_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "stake_id": stake_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        stake_id = d.pop("stake_id")

        type_ = VoyagesRefuseStakeType(d.pop("type"))




        voyages_refuse_stake = cls(
            conflict_id=conflict_id,
            stake_id=stake_id,
            type_=type_,
        )

        return voyages_refuse_stake

