from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.xyrop_sheet_changes import XyropSheetChanges





T = TypeVar("T", bound="XyropCharacterSheetAmended")



@_attrs_define
class XyropCharacterSheetAmended:
    """ The gm corrected a sheet.

        Attributes:
            changes (XyropSheetChanges): The fields a gm amendment replaced (None = unchanged).
            character_id (str): The character concerned (an id from the game's `characters`).
     """

    changes: XyropSheetChanges
    character_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.xyrop_sheet_changes import XyropSheetChanges # noqa: PLC0415
        changes = self.changes.to_dict()

        character_id = self.character_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "changes": changes,
            "character_id": character_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.xyrop_sheet_changes import XyropSheetChanges # noqa: PLC0415
        d = dict(src_dict)
        changes = XyropSheetChanges.from_dict(d.pop("changes"))




        character_id = d.pop("character_id")

        xyrop_character_sheet_amended = cls(
            changes=changes,
            character_id=character_id,
        )


        xyrop_character_sheet_amended.additional_properties = d
        return xyrop_character_sheet_amended

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
