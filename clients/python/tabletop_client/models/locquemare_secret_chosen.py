from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareSecretChosen")



@_attrs_define
class LocquemareSecretChosen:
    """ The hero kept a secret; the other went back to the pool.

        Attributes:
            hero_id (str): The hero concerned (an id from the table's `characters`).
            owner_player_id (str): The seat id of the player who controls the hero.
            returned_secret_id (None | str): Null when hidden from this seat.
            secret_id (None | str): Null when hidden from this seat.
     """

    hero_id: str
    owner_player_id: str
    returned_secret_id: None | str
    secret_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        hero_id = self.hero_id

        owner_player_id = self.owner_player_id

        returned_secret_id: None | str
        returned_secret_id = self.returned_secret_id

        secret_id: None | str
        secret_id = self.secret_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "hero_id": hero_id,
            "owner_player_id": owner_player_id,
            "returned_secret_id": returned_secret_id,
            "secret_id": secret_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hero_id = d.pop("hero_id")

        owner_player_id = d.pop("owner_player_id")

        def _parse_returned_secret_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        returned_secret_id = _parse_returned_secret_id(d.pop("returned_secret_id"))


        def _parse_secret_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        secret_id = _parse_secret_id(d.pop("secret_id"))


        locquemare_secret_chosen = cls(
            hero_id=hero_id,
            owner_player_id=owner_player_id,
            returned_secret_id=returned_secret_id,
            secret_id=secret_id,
        )


        locquemare_secret_chosen.additional_properties = d
        return locquemare_secret_chosen

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
