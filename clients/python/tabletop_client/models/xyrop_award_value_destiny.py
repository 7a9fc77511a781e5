from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_award_value_destiny_type import XyropAwardValueDestinyType
from ..types import UNSET, Unset






T = TypeVar("T", bound="XyropAwardValueDestiny")



@_attrs_define
class XyropAwardValueDestiny:
    """ The gm gives 1 destiny for a costly decision driven by a value.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            type_ (XyropAwardValueDestinyType): The message's tag: `AwardValueDestiny`.
            value_id (str): The value the character defended.
            note (str | Unset): Why, in a few words. Default: ''.
     """

    character_id: str
    type_: XyropAwardValueDestinyType
    value_id: str
    note: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        type_ = self.type_.value

        value_id = self.value_id

        note = self.note


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "type": type_,
            "value_id": value_id,
        })
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        type_ = XyropAwardValueDestinyType(d.pop("type"))




        value_id = d.pop("value_id")

        note = d.pop("note", UNSET)

        xyrop_award_value_destiny = cls(
            character_id=character_id,
            type_=type_,
            value_id=value_id,
            note=note,
        )

        return xyrop_award_value_destiny

