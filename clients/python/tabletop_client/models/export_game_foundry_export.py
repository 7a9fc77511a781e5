from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.export_game_foundry_export_messages_item import ExportGameFoundryExportMessagesItem





T = TypeVar("T", bound="ExportGameFoundryExport")



@_attrs_define
class ExportGameFoundryExport:
    """ format=foundry: Foundry VTT `ChatMessage` data, one per command.

        Attributes:
            messages (list[ExportGameFoundryExportMessagesItem]): The chat messages to create in Foundry, oldest first
                (`ChatMessage` data: `_id`, `speaker`, `timestamp`, `content`, `flavor`, rolls).
     """

    messages: list[ExportGameFoundryExportMessagesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.export_game_foundry_export_messages_item import ExportGameFoundryExportMessagesItem # noqa: PLC0415
        messages = []
        for messages_item_data in self.messages:
            messages_item = messages_item_data.to_dict()
            messages.append(messages_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "messages": messages,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_game_foundry_export_messages_item import ExportGameFoundryExportMessagesItem # noqa: PLC0415
        d = dict(src_dict)
        messages = []
        _messages = d.pop("messages")
        for messages_item_data in (_messages):
            messages_item = ExportGameFoundryExportMessagesItem.from_dict(messages_item_data)



            messages.append(messages_item)


        export_game_foundry_export = cls(
            messages=messages,
        )


        export_game_foundry_export.additional_properties = d
        return export_game_foundry_export

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
