from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Waiting")



@_attrs_define
class Waiting:
    """ A seat (and the character it plays, if any) the table is waiting on.

        Attributes:
            character_id (None | str): The character concerned (an id from the game's `characters`).
            character_name (None | str): The character's name; null when the seat is awaited for itself.
            seat_id (None | str): The seat concerned (an id from `GET /v1/games/{game_id}/seats`).
            seat_name (None | str): The awaited seat's name; null when no seat plays the character yet.
            types (list[str]): The command types it is awaited for.
     """

    character_id: None | str
    character_name: None | str
    seat_id: None | str
    seat_name: None | str
    types: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id: None | str
        character_id = self.character_id

        character_name: None | str
        character_name = self.character_name

        seat_id: None | str
        seat_id = self.seat_id

        seat_name: None | str
        seat_name = self.seat_name

        types = self.types




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "character_name": character_name,
            "seat_id": seat_id,
            "seat_name": seat_name,
            "types": types,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_character_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        character_id = _parse_character_id(d.pop("character_id"))


        def _parse_character_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        character_name = _parse_character_name(d.pop("character_name"))


        def _parse_seat_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seat_id = _parse_seat_id(d.pop("seat_id"))


        def _parse_seat_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seat_name = _parse_seat_name(d.pop("seat_name"))


        types = cast(list[str], d.pop("types"))


        waiting = cls(
            character_id=character_id,
            character_name=character_name,
            seat_id=seat_id,
            seat_name=seat_name,
            types=types,
        )


        waiting.additional_properties = d
        return waiting

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
