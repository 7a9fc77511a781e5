from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_sheet import ArdriSheet





T = TypeVar("T", bound="ArdriCharacterRegistered")



@_attrs_define
class ArdriCharacterRegistered:
    """ A character joined the game with a validated sheet.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            owner_player_id (str): The seat id of the player who controls the character.
            sheet (ArdriSheet): A validated character sheet (spec §3); `domain_modifiers` holds all nine ids.
     """

    character_id: str
    owner_player_id: str
    sheet: ArdriSheet
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_sheet import ArdriSheet # noqa: PLC0415
        character_id = self.character_id

        owner_player_id = self.owner_player_id

        sheet = self.sheet.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "owner_player_id": owner_player_id,
            "sheet": sheet,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_sheet import ArdriSheet # noqa: PLC0415
        d = dict(src_dict)
        character_id = d.pop("character_id")

        owner_player_id = d.pop("owner_player_id")

        sheet = ArdriSheet.from_dict(d.pop("sheet"))




        ardri_character_registered = cls(
            character_id=character_id,
            owner_player_id=owner_player_id,
            sheet=sheet,
        )


        ardri_character_registered.additional_properties = d
        return ardri_character_registered

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
