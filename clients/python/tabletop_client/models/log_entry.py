from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="LogEntry")



@_attrs_define
class LogEntry:
    """ 
        Attributes:
            actor (None | str): The name of the seat that sent the command (the gm in the rule system's words); null for an
                event no seat caused.
            lines (list[str]): What the command's events said, in the reader's language, one line each.
            recorded_at (datetime.datetime): When the server stored the event (UTC).
            version (int): The version of the command's last event.
     """

    actor: None | str
    lines: list[str]
    recorded_at: datetime.datetime
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        actor: None | str
        actor = self.actor

        lines = self.lines



        recorded_at = self.recorded_at.isoformat()

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actor": actor,
            "lines": lines,
            "recorded_at": recorded_at,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_actor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        actor = _parse_actor(d.pop("actor"))


        lines = cast(list[str], d.pop("lines"))


        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))




        version = d.pop("version")

        log_entry = cls(
            actor=actor,
            lines=lines,
            recorded_at=recorded_at,
            version=version,
        )


        log_entry.additional_properties = d
        return log_entry

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
