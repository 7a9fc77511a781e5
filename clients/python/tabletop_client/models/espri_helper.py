from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_helper_mode import EspriHelperMode
from typing import cast






T = TypeVar("T", bound="EspriHelper")



@_attrs_define
class EspriHelper:
    """ A character helping the leader, by direct help (naming one of its own talents, T7)
    or by resonance (naming its word, T12, and no talent).

        Attributes:
            character_id (str): The character concerned (a character id of the game).
            mode (EspriHelperMode): `direct` (help with one of the helper's talents) or `resonance` (through a relation to
                the leader, spending a resonance point).
            talent (None | str): The talent used (one of the character's); null: none, the result is one step lower.
            word (None | str): The resonance helper's word (what the relation brings).
     """

    character_id: str
    mode: EspriHelperMode
    talent: None | str
    word: None | str





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        mode = self.mode.value

        talent: None | str
        talent = self.talent

        word: None | str
        word = self.word


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "mode": mode,
            "talent": talent,
            "word": word,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        mode = EspriHelperMode(d.pop("mode"))




        def _parse_talent(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        talent = _parse_talent(d.pop("talent"))


        def _parse_word(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        word = _parse_word(d.pop("word"))


        espri_helper = cls(
            character_id=character_id,
            mode=mode,
            talent=talent,
            word=word,
        )

        return espri_helper

