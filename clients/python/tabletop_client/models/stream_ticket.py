from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="StreamTicket")



@_attrs_define
class StreamTicket:
    """ 
        Attributes:
            expires_at (datetime.datetime): When the ticket stops being accepted (UTC); it is good for one stream.
            ticket (str): The one-use ticket to pass as `?ticket=` to the live feed (for EventSource, which cannot send an
                Authorization header).
     """

    expires_at: datetime.datetime
    ticket: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        expires_at = self.expires_at.isoformat()

        ticket = self.ticket


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "expires_at": expires_at,
            "ticket": ticket,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        ticket = d.pop("ticket")

        stream_ticket = cls(
            expires_at=expires_at,
            ticket=ticket,
        )


        stream_ticket.additional_properties = d
        return stream_ticket

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
