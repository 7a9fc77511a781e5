from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="StreamMessage")



@_attrs_define
class StreamMessage:
    """ One Server-Sent Events message of the live feed (its `id:`, `event:` and `data:` lines).

        Attributes:
            data (str): The event, JSON-encoded on one line, with `narration` (a list of strings), `board` (a boolean) and
                `state` (the seat's state as a merge patch, or null).
            event (str): The event's `type`.
            id (str): The event's version (send it back as `Last-Event-ID`).
            retry (int | Unset): Reconnection delay (first message).
     """

    data: str
    event: str
    id: str
    retry: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        data = self.data

        event = self.event

        id = self.id

        retry = self.retry


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "data": data,
            "event": event,
            "id": id,
        })
        if retry is not UNSET:
            field_dict["retry"] = retry

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        data = d.pop("data")

        event = d.pop("event")

        id = d.pop("id")

        retry = d.pop("retry", UNSET)

        stream_message = cls(
            data=data,
            event=event,
            id=id,
            retry=retry,
        )


        stream_message.additional_properties = d
        return stream_message

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
