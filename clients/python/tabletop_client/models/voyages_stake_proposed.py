from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="VoyagesStakeProposed")



@_attrs_define
class VoyagesStakeProposed:
    """ A side wants something from another.

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            description (str): What it is, in the table's words.
            owner_side_id (str): The side the stake belongs to.
            stake_id (str): The stake concerned (an id from the conflict's `stakes`).
            wanted_by_side_id (None | str): The side that wants the stake; null: offered by its owner.
     """

    conflict_id: str
    description: str
    owner_side_id: str
    stake_id: str
    wanted_by_side_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        description = self.description

        owner_side_id = self.owner_side_id

        stake_id = self.stake_id

        wanted_by_side_id: None | str
        wanted_by_side_id = self.wanted_by_side_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "conflict_id": conflict_id,
            "description": description,
            "owner_side_id": owner_side_id,
            "stake_id": stake_id,
            "wanted_by_side_id": wanted_by_side_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        description = d.pop("description")

        owner_side_id = d.pop("owner_side_id")

        stake_id = d.pop("stake_id")

        def _parse_wanted_by_side_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        wanted_by_side_id = _parse_wanted_by_side_id(d.pop("wanted_by_side_id"))


        voyages_stake_proposed = cls(
            conflict_id=conflict_id,
            description=description,
            owner_side_id=owner_side_id,
            stake_id=stake_id,
            wanted_by_side_id=wanted_by_side_id,
        )


        voyages_stake_proposed.additional_properties = d
        return voyages_stake_proposed

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
