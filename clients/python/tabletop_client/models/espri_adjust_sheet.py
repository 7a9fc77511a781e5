from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_adjust_sheet_type import EspriAdjustSheetType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.espri_sheet_changes_in import EspriSheetChangesIn





T = TypeVar("T", bound="EspriAdjustSheet")



@_attrs_define
class EspriAdjustSheet:
    """ The gm changes sheet fields; the result must stay valid.

        Attributes:
            changes (EspriSheetChangesIn): A partial sheet: only the fields given change (`AdjustSheet`).
            character_id (str): The character concerned (a character id of the game).
            type_ (EspriAdjustSheetType): The message's tag: `AdjustSheet`.
            reason (str | Unset): Why, in a few words (shown in the session log). Default: ''.
     """

    changes: EspriSheetChangesIn
    character_id: str
    type_: EspriAdjustSheetType
    reason: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_sheet_changes_in import EspriSheetChangesIn # noqa: PLC0415
        changes = self.changes.to_dict()

        character_id = self.character_id

        type_ = self.type_.value

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "changes": changes,
            "character_id": character_id,
            "type": type_,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_sheet_changes_in import EspriSheetChangesIn # noqa: PLC0415
        d = dict(src_dict)
        changes = EspriSheetChangesIn.from_dict(d.pop("changes"))




        character_id = d.pop("character_id")

        type_ = EspriAdjustSheetType(d.pop("type"))




        reason = d.pop("reason", UNSET)

        espri_adjust_sheet = cls(
            changes=changes,
            character_id=character_id,
            type_=type_,
            reason=reason,
        )

        return espri_adjust_sheet

