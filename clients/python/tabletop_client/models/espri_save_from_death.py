from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_save_from_death_type import EspriSaveFromDeathType
from ..types import UNSET, Unset






T = TypeVar("T", bound="EspriSaveFromDeath")



@_attrs_define
class EspriSaveFromDeath:
    """ Spend a prayer gem of the saved character's colour to save it from death.

        Attributes:
            saved_id (str): The character saved from death.
            saver_id (str): The character who saves them, with a prayer gem of their colour.
            type_ (EspriSaveFromDeathType): The message's tag: `SaveFromDeath`.
            words (str | Unset): What the saver says or does, in the player's words. Default: ''.
     """

    saved_id: str
    saver_id: str
    type_: EspriSaveFromDeathType
    words: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        saved_id = self.saved_id

        saver_id = self.saver_id

        type_ = self.type_.value

        words = self.words


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "saved_id": saved_id,
            "saver_id": saver_id,
            "type": type_,
        })
        if words is not UNSET:
            field_dict["words"] = words

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        saved_id = d.pop("saved_id")

        saver_id = d.pop("saver_id")

        type_ = EspriSaveFromDeathType(d.pop("type"))




        words = d.pop("words", UNSET)

        espri_save_from_death = cls(
            saved_id=saved_id,
            saver_id=saver_id,
            type_=type_,
            words=words,
        )

        return espri_save_from_death

