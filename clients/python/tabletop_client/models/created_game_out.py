from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CreatedGameOut")



@_attrs_define
class CreatedGameOut:
    """ 
        Attributes:
            game_id (str): The game's id (in every `/v1/games/{game_id}/…` path).
            gm_seat_id (str): The id of the game master's seat.
            gm_token (str): The gm seat's bearer token (`Authorization: Bearer <token>`); shown only in this answer: keep it
                secret.
            version (int): The new game's version (1: its `GameCreated`).
     """

    game_id: str
    gm_seat_id: str
    gm_token: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        gm_seat_id = self.gm_seat_id

        gm_token = self.gm_token

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "gm_seat_id": gm_seat_id,
            "gm_token": gm_token,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        gm_seat_id = d.pop("gm_seat_id")

        gm_token = d.pop("gm_token")

        version = d.pop("version")

        created_game_out = cls(
            game_id=game_id,
            gm_seat_id=gm_seat_id,
            gm_token=gm_token,
            version=version,
        )


        created_game_out.additional_properties = d
        return created_game_out

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
