from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_store_murphy_success_type import ArdriStoreMurphySuccessType






T = TypeVar("T", bound="ArdriStoreMurphySuccess")



@_attrs_define
class ArdriStoreMurphySuccess:
    """ Keep a lost or wasted trinity success of an open roll (third law of Murphy).

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            die_index (int): Which trinity die (0 to 2) the success is taken from.
            roll_id (str): The roll concerned (an id from the state's `open_rolls`).
            type_ (ArdriStoreMurphySuccessType): The message's tag: `StoreMurphySuccess`.
     """

    character_id: str
    die_index: int
    roll_id: str
    type_: ArdriStoreMurphySuccessType





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        die_index = self.die_index

        roll_id = self.roll_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "die_index": die_index,
            "roll_id": roll_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        die_index = d.pop("die_index")

        roll_id = d.pop("roll_id")

        type_ = ArdriStoreMurphySuccessType(d.pop("type"))




        ardri_store_murphy_success = cls(
            character_id=character_id,
            die_index=die_index,
            roll_id=roll_id,
            type_=type_,
        )

        return ardri_store_murphy_success

