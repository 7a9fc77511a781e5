from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.log_entry import LogEntry





T = TypeVar("T", bound="LogPage")



@_attrs_define
class LogPage:
    """ 
        Attributes:
            entries (list[LogEntry]): The log entries, one per command, oldest first.
            head (int): The game's current version.
            next_after (int | None): The `after` to ask for the next page; null at the end of the log.
     """

    entries: list[LogEntry]
    head: int
    next_after: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.log_entry import LogEntry # noqa: PLC0415
        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)



        head = self.head

        next_after: int | None
        next_after = self.next_after


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "entries": entries,
            "head": head,
            "next_after": next_after,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.log_entry import LogEntry # noqa: PLC0415
        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = LogEntry.from_dict(entries_item_data)



            entries.append(entries_item)


        head = d.pop("head")

        def _parse_next_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_after = _parse_next_after(d.pop("next_after"))


        log_page = cls(
            entries=entries,
            head=head,
            next_after=next_after,
        )


        log_page.additional_properties = d
        return log_page

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
