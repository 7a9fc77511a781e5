from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_character import VoyagesCharacter





T = TypeVar("T", bound="VoyagesCharacterSheetRevised")



@_attrs_define
class VoyagesCharacterSheetRevised:
    """ The GM replaced a sheet.

        Attributes:
            character (VoyagesCharacter): A player character's sheet.
            character_id (str): The character concerned (an id from the table's `characters`).
            reason (str): Why, in a few words (shown in the session log).
     """

    character: VoyagesCharacter
    character_id: str
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_character import VoyagesCharacter # noqa: PLC0415
        character = self.character.to_dict()

        character_id = self.character_id

        reason = self.reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character": character,
            "character_id": character_id,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_character import VoyagesCharacter # noqa: PLC0415
        d = dict(src_dict)
        character = VoyagesCharacter.from_dict(d.pop("character"))




        character_id = d.pop("character_id")

        reason = d.pop("reason")

        voyages_character_sheet_revised = cls(
            character=character,
            character_id=character_id,
            reason=reason,
        )


        voyages_character_sheet_revised.additional_properties = d
        return voyages_character_sheet_revised

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
