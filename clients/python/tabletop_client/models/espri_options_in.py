from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_options_in_language import EspriOptionsInLanguage
from ..models.espri_options_in_randomness import EspriOptionsInRandomness
from ..types import UNSET, Unset






T = TypeVar("T", bound="EspriOptionsIn")



@_attrs_define
class EspriOptionsIn:
    """ Game creation options.

        Attributes:
            gem_caterpillar (bool | Unset): The optional gem caterpillar rule: a nymph due to advance that did not move may
                have a gem moved ahead of her. Default: False.
            language (EspriOptionsInLanguage | Unset): The game's language: the default of everything it says to people
                (session log, board, problems); a reader may ask for another (`?lang=`, `Accept-Language`). Default:
                EspriOptionsInLanguage.EN.
            randomness (EspriOptionsInRandomness | Unset): Who draws: the server, the table (physical results) or both.
                Default: EspriOptionsInRandomness.SERVER.
     """

    gem_caterpillar: bool | Unset = False
    language: EspriOptionsInLanguage | Unset = EspriOptionsInLanguage.EN
    randomness: EspriOptionsInRandomness | Unset = EspriOptionsInRandomness.SERVER





    def to_dict(self) -> dict[str, Any]:
        gem_caterpillar = self.gem_caterpillar

        language: str | Unset = UNSET
        if not isinstance(self.language, Unset):
            language = self.language.value


        randomness: str | Unset = UNSET
        if not isinstance(self.randomness, Unset):
            randomness = self.randomness.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if gem_caterpillar is not UNSET:
            field_dict["gem_caterpillar"] = gem_caterpillar
        if language is not UNSET:
            field_dict["language"] = language
        if randomness is not UNSET:
            field_dict["randomness"] = randomness

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gem_caterpillar = d.pop("gem_caterpillar", UNSET)

        _language = d.pop("language", UNSET)
        language: EspriOptionsInLanguage | Unset
        if isinstance(_language,  Unset):
            language = UNSET
        else:
            language = EspriOptionsInLanguage(_language)




        _randomness = d.pop("randomness", UNSET)
        randomness: EspriOptionsInRandomness | Unset
        if isinstance(_randomness,  Unset):
            randomness = UNSET
        else:
            randomness = EspriOptionsInRandomness(_randomness)




        espri_options_in = cls(
            gem_caterpillar=gem_caterpillar,
            language=language,
            randomness=randomness,
        )

        return espri_options_in

