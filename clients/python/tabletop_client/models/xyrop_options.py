from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.xyrop_options_language import XyropOptionsLanguage
from ..models.xyrop_options_randomness import XyropOptionsRandomness
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="XyropOptions")



@_attrs_define
class XyropOptions:
    """ Game creation options (the spec's `InitializeGame` parameters).

        Attributes:
            language (XyropOptionsLanguage | Unset): The game's language: the default of everything it says to people
                (session log, board, problems); a reader may ask for another (`?lang=`, `Accept-Language`). Default:
                XyropOptionsLanguage.EN.
            max_distinctions_per_roll (int | Unset): How many distinctions a roll may use (1 to 4). Default: 1.
            randomness (XyropOptionsRandomness | Unset): Who draws: the server, the table (physical results) or both.
                Default: XyropOptionsRandomness.SERVER.
            stress_catalog (list[str] | Unset): The stress tracks of the game (default `wound`).
     """

    language: XyropOptionsLanguage | Unset = XyropOptionsLanguage.EN
    max_distinctions_per_roll: int | Unset = 1
    randomness: XyropOptionsRandomness | Unset = XyropOptionsRandomness.SERVER
    stress_catalog: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        language: str | Unset = UNSET
        if not isinstance(self.language, Unset):
            language = self.language.value


        max_distinctions_per_roll = self.max_distinctions_per_roll

        randomness: str | Unset = UNSET
        if not isinstance(self.randomness, Unset):
            randomness = self.randomness.value


        stress_catalog: list[str] | Unset = UNSET
        if not isinstance(self.stress_catalog, Unset):
            stress_catalog = self.stress_catalog




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if language is not UNSET:
            field_dict["language"] = language
        if max_distinctions_per_roll is not UNSET:
            field_dict["max_distinctions_per_roll"] = max_distinctions_per_roll
        if randomness is not UNSET:
            field_dict["randomness"] = randomness
        if stress_catalog is not UNSET:
            field_dict["stress_catalog"] = stress_catalog

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _language = d.pop("language", UNSET)
        language: XyropOptionsLanguage | Unset
        if isinstance(_language,  Unset):
            language = UNSET
        else:
            language = XyropOptionsLanguage(_language)




        max_distinctions_per_roll = d.pop("max_distinctions_per_roll", UNSET)

        _randomness = d.pop("randomness", UNSET)
        randomness: XyropOptionsRandomness | Unset
        if isinstance(_randomness,  Unset):
            randomness = UNSET
        else:
            randomness = XyropOptionsRandomness(_randomness)




        stress_catalog = cast(list[str], d.pop("stress_catalog", UNSET))


        xyrop_options = cls(
            language=language,
            max_distinctions_per_roll=max_distinctions_per_roll,
            randomness=randomness,
            stress_catalog=stress_catalog,
        )

        return xyrop_options

