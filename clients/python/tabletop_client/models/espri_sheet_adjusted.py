from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_sheet_changes import EspriSheetChanges





T = TypeVar("T", bound="EspriSheetAdjusted")



@_attrs_define
class EspriSheetAdjusted:
    """ The gm changed some sheet fields.

        Attributes:
            changes (EspriSheetChanges): A partial sheet: only the fields given change (`AdjustSheet`).
            character_id (str): The character concerned (a character id of the game).
            reason (str): Why, in a few words (shown in the session log).
     """

    changes: EspriSheetChanges
    character_id: str
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_sheet_changes import EspriSheetChanges # noqa: PLC0415
        changes = self.changes.to_dict()

        character_id = self.character_id

        reason = self.reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "changes": changes,
            "character_id": character_id,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_sheet_changes import EspriSheetChanges # noqa: PLC0415
        d = dict(src_dict)
        changes = EspriSheetChanges.from_dict(d.pop("changes"))




        character_id = d.pop("character_id")

        reason = d.pop("reason")

        espri_sheet_adjusted = cls(
            changes=changes,
            character_id=character_id,
            reason=reason,
        )


        espri_sheet_adjusted.additional_properties = d
        return espri_sheet_adjusted

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
