from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EspriCharacterSavedFromDeath")



@_attrs_define
class EspriCharacterSavedFromDeath:
    """ A character was saved from death by another's prayer.

        Attributes:
            saved_id (str): The character saved from death.
            saver_id (str): The character who saves them, with a prayer gem of their colour.
            words (str): What the saver says or does, in the player's words.
     """

    saved_id: str
    saver_id: str
    words: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        saved_id = self.saved_id

        saver_id = self.saver_id

        words = self.words


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "saved_id": saved_id,
            "saver_id": saver_id,
            "words": words,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        saved_id = d.pop("saved_id")

        saver_id = d.pop("saver_id")

        words = d.pop("words")

        espri_character_saved_from_death = cls(
            saved_id=saved_id,
            saver_id=saver_id,
            words=words,
        )


        espri_character_saved_from_death.additional_properties = d
        return espri_character_saved_from_death

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
