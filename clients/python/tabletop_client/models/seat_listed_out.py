from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="SeatListedOut")



@_attrs_define
class SeatListedOut:
    """ 
        Attributes:
            created_at (datetime.datetime | None): When it was created (UTC).
            last_seen_at (datetime.datetime | None): When the seat last used its token (UTC, written at most once a minute);
                null for other seats than the gm.
            name (str): A person's or a character's name, as typed.
            revoked (bool | None): True once revoked: its token or link no longer works (null for other seats than the gm).
            role (str): The seat's role: `gm`, `player` or `observer`.
            seat_id (None | str): The seat concerned (an id from `GET /v1/games/{game_id}/seats`).
     """

    created_at: datetime.datetime | None
    last_seen_at: datetime.datetime | None
    name: str
    revoked: bool | None
    role: str
    seat_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        created_at: None | str
        if isinstance(self.created_at, datetime.datetime):
            created_at = self.created_at.isoformat()
        else:
            created_at = self.created_at

        last_seen_at: None | str
        if isinstance(self.last_seen_at, datetime.datetime):
            last_seen_at = self.last_seen_at.isoformat()
        else:
            last_seen_at = self.last_seen_at

        name = self.name

        revoked: bool | None
        revoked = self.revoked

        role = self.role

        seat_id: None | str
        seat_id = self.seat_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "last_seen_at": last_seen_at,
            "name": name,
            "revoked": revoked,
            "role": role,
            "seat_id": seat_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_created_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                created_at_type_0 = datetime.datetime.fromisoformat(data)



                return created_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        created_at = _parse_created_at(d.pop("created_at"))


        def _parse_last_seen_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_seen_at_type_0 = datetime.datetime.fromisoformat(data)



                return last_seen_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_seen_at = _parse_last_seen_at(d.pop("last_seen_at"))


        name = d.pop("name")

        def _parse_revoked(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        revoked = _parse_revoked(d.pop("revoked"))


        role = d.pop("role")

        def _parse_seat_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seat_id = _parse_seat_id(d.pop("seat_id"))


        seat_listed_out = cls(
            created_at=created_at,
            last_seen_at=last_seen_at,
            name=name,
            revoked=revoked,
            role=role,
            seat_id=seat_id,
        )


        seat_listed_out.additional_properties = d
        return seat_listed_out

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
