from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_options_language import VoyagesOptionsLanguage
from ..models.voyages_options_randomness import VoyagesOptionsRandomness
from ..types import UNSET, Unset






T = TypeVar("T", bound="VoyagesOptions")



@_attrs_define
class VoyagesOptions:
    """ Game creation options: none. Sheets, things, frames and grids arrive as commands
    (the seed sets up no table-wide catalogue).

        Attributes:
            language (VoyagesOptionsLanguage | Unset): The game's language: the default of everything it says to people
                (session log, board, problems); a reader may ask for another (`?lang=`, `Accept-Language`). Default:
                VoyagesOptionsLanguage.EN.
            randomness (VoyagesOptionsRandomness | Unset): Who draws: the server, the table (physical results) or both.
                Default: VoyagesOptionsRandomness.SERVER.
     """

    language: VoyagesOptionsLanguage | Unset = VoyagesOptionsLanguage.EN
    randomness: VoyagesOptionsRandomness | Unset = VoyagesOptionsRandomness.SERVER





    def to_dict(self) -> dict[str, Any]:
        language: str | Unset = UNSET
        if not isinstance(self.language, Unset):
            language = self.language.value


        randomness: str | Unset = UNSET
        if not isinstance(self.randomness, Unset):
            randomness = self.randomness.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if language is not UNSET:
            field_dict["language"] = language
        if randomness is not UNSET:
            field_dict["randomness"] = randomness

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _language = d.pop("language", UNSET)
        language: VoyagesOptionsLanguage | Unset
        if isinstance(_language,  Unset):
            language = UNSET
        else:
            language = VoyagesOptionsLanguage(_language)




        _randomness = d.pop("randomness", UNSET)
        randomness: VoyagesOptionsRandomness | Unset
        if isinstance(_randomness,  Unset):
            randomness = UNSET
        else:
            randomness = VoyagesOptionsRandomness(_randomness)




        voyages_options = cls(
            language=language,
            randomness=randomness,
        )

        return voyages_options

