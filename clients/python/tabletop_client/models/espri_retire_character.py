from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_retire_character_type import EspriRetireCharacterType
from ..types import UNSET, Unset






T = TypeVar("T", bound="EspriRetireCharacter")



@_attrs_define
class EspriRetireCharacter:
    """ The character leaves the quartet (R3): it no longer leads, helps, contributes or
    counts, and its prayer gems go back to the pool (gm only).

        Attributes:
            character_id (str): The character concerned (a character id of the game).
            type_ (EspriRetireCharacterType): The message's tag: `RetireCharacter`.
            reason (str | Unset): Why, in a few words (shown in the session log). Default: ''.
     """

    character_id: str
    type_: EspriRetireCharacterType
    reason: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        type_ = self.type_.value

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "type": type_,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        type_ = EspriRetireCharacterType(d.pop("type"))




        reason = d.pop("reason", UNSET)

        espri_retire_character = cls(
            character_id=character_id,
            type_=type_,
            reason=reason,
        )

        return espri_retire_character

