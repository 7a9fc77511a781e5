from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_use_murphy_success_type import ArdriUseMurphySuccessType






T = TypeVar("T", bound="ArdriUseMurphySuccess")



@_attrs_define
class ArdriUseMurphySuccess:
    """ Add one stored success to one's own open failed roll.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            roll_id (str): The roll concerned (an id from the state's `open_rolls`).
            stored_success_id (str): The stored Murphy success concerned (an id from the character's `murphy.stored`).
            type_ (ArdriUseMurphySuccessType): The message's tag: `UseMurphySuccess`.
     """

    character_id: str
    roll_id: str
    stored_success_id: str
    type_: ArdriUseMurphySuccessType





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        roll_id = self.roll_id

        stored_success_id = self.stored_success_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "roll_id": roll_id,
            "stored_success_id": stored_success_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        roll_id = d.pop("roll_id")

        stored_success_id = d.pop("stored_success_id")

        type_ = ArdriUseMurphySuccessType(d.pop("type"))




        ardri_use_murphy_success = cls(
            character_id=character_id,
            roll_id=roll_id,
            stored_success_id=stored_success_id,
            type_=type_,
        )

        return ardri_use_murphy_success

