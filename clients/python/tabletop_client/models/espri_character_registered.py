from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.espri_character import EspriCharacter





T = TypeVar("T", bound="EspriCharacterRegistered")



@_attrs_define
class EspriCharacterRegistered:
    """ A new sheet joined the game.

        Attributes:
            character (EspriCharacter): A member of the Quartet of Seasons. `retired`: it left the quartet (R3) and no
                longer leads, helps, contributes or counts.
     """

    character: EspriCharacter
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.espri_character import EspriCharacter # noqa: PLC0415
        character = self.character.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character": character,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.espri_character import EspriCharacter # noqa: PLC0415
        d = dict(src_dict)
        character = EspriCharacter.from_dict(d.pop("character"))




        espri_character_registered = cls(
            character=character,
        )


        espri_character_registered.additional_properties = d
        return espri_character_registered

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
