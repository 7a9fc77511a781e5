from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_helper_in_mode import EspriHelperInMode
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EspriHelperIn")



@_attrs_define
class EspriHelperIn:
    """ A character helping the leader, by direct help (naming one of its own talents, T7)
    or by resonance (naming its word, T12, and no talent).

        Attributes:
            character_id (str): The character concerned (a character id of the game).
            mode (EspriHelperInMode): `direct` (help with one of the helper's talents) or `resonance` (through a relation to
                the leader, spending a resonance point).
            talent (None | str | Unset): The talent used (one of the character's); null: none, the result is one step lower.
            word (None | str | Unset): The resonance helper's word (what the relation brings).
     """

    character_id: str
    mode: EspriHelperInMode
    talent: None | str | Unset = UNSET
    word: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        mode = self.mode.value

        talent: None | str | Unset
        if isinstance(self.talent, Unset):
            talent = UNSET
        else:
            talent = self.talent

        word: None | str | Unset
        if isinstance(self.word, Unset):
            word = UNSET
        else:
            word = self.word


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "mode": mode,
        })
        if talent is not UNSET:
            field_dict["talent"] = talent
        if word is not UNSET:
            field_dict["word"] = word

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        mode = EspriHelperInMode(d.pop("mode"))




        def _parse_talent(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        talent = _parse_talent(d.pop("talent", UNSET))


        def _parse_word(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        word = _parse_word(d.pop("word", UNSET))


        espri_helper_in = cls(
            character_id=character_id,
            mode=mode,
            talent=talent,
            word=word,
        )

        return espri_helper_in

