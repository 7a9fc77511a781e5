from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.me_out_role import MeOutRole






T = TypeVar("T", bound="MeOut")



@_attrs_define
class MeOut:
    """ 
        Attributes:
            game_id (str): The game's id (in every `/v1/games/{game_id}/…` path).
            role (MeOutRole): The seat's role: `gm`, `player` or `observer`.
            seat_id (str): The seat concerned (an id from `GET /v1/games/{game_id}/seats`).
     """

    game_id: str
    role: MeOutRole
    seat_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        role = self.role.value

        seat_id = self.seat_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "role": role,
            "seat_id": seat_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        role = MeOutRole(d.pop("role"))




        seat_id = d.pop("seat_id")

        me_out = cls(
            game_id=game_id,
            role=role,
            seat_id=seat_id,
        )


        me_out.additional_properties = d
        return me_out

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
