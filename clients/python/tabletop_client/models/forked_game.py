from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.forked_seat import ForkedSeat





T = TypeVar("T", bound="ForkedGame")



@_attrs_define
class ForkedGame:
    """ 
        Attributes:
            at (int): A version of the source game: the fork holds its events up to this one.
            game_id (str): The game's id (in every `/v1/games/{game_id}/…` path).
            gm_seat_id (str): The id of the game master's seat.
            gm_token (str): The gm seat's bearer token (`Authorization: Bearer <token>`); shown only in this answer: keep it
                secret.
            seats (list[ForkedSeat]): Every seat of the fork, with the same ids as in the source and new tokens.
            source_game_id (str): The id of the game this one was copied from.
            version (int): The fork's version: the source version it was cut at.
            title (str | Unset): The fork's title: the source's, said to be a fork, in the game's language. Default: ''.
     """

    at: int
    game_id: str
    gm_seat_id: str
    gm_token: str
    seats: list[ForkedSeat]
    source_game_id: str
    version: int
    title: str | Unset = ''
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.forked_seat import ForkedSeat # noqa: PLC0415
        at = self.at

        game_id = self.game_id

        gm_seat_id = self.gm_seat_id

        gm_token = self.gm_token

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        source_game_id = self.source_game_id

        version = self.version

        title = self.title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "at": at,
            "game_id": game_id,
            "gm_seat_id": gm_seat_id,
            "gm_token": gm_token,
            "seats": seats,
            "source_game_id": source_game_id,
            "version": version,
        })
        if title is not UNSET:
            field_dict["title"] = title

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.forked_seat import ForkedSeat # noqa: PLC0415
        d = dict(src_dict)
        at = d.pop("at")

        game_id = d.pop("game_id")

        gm_seat_id = d.pop("gm_seat_id")

        gm_token = d.pop("gm_token")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = ForkedSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        source_game_id = d.pop("source_game_id")

        version = d.pop("version")

        title = d.pop("title", UNSET)

        forked_game = cls(
            at=at,
            game_id=game_id,
            gm_seat_id=gm_seat_id,
            gm_token=gm_token,
            seats=seats,
            source_game_id=source_game_id,
            version=version,
            title=title,
        )


        forked_game.additional_properties = d
        return forked_game

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
