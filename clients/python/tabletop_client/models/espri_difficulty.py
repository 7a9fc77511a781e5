from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_difficulty_source import EspriDifficultySource
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EspriDifficulty")



@_attrs_define
class EspriDifficulty:
    """ The weather of the called quadrant, or an opponent's score (1..6).

        Attributes:
            opposition_score (int | None | Unset): The opponent's score, 1 to 6 (with `source: opposition`).
            source (EspriDifficultySource | Unset): `weather` (the called quadrant's rupture gems) or `opposition` (an
                opponent's score). Default: EspriDifficultySource.WEATHER.
     """

    opposition_score: int | None | Unset = UNSET
    source: EspriDifficultySource | Unset = EspriDifficultySource.WEATHER





    def to_dict(self) -> dict[str, Any]:
        opposition_score: int | None | Unset
        if isinstance(self.opposition_score, Unset):
            opposition_score = UNSET
        else:
            opposition_score = self.opposition_score

        source: str | Unset = UNSET
        if not isinstance(self.source, Unset):
            source = self.source.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if opposition_score is not UNSET:
            field_dict["opposition_score"] = opposition_score
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_opposition_score(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        opposition_score = _parse_opposition_score(d.pop("opposition_score", UNSET))


        _source = d.pop("source", UNSET)
        source: EspriDifficultySource | Unset
        if isinstance(_source,  Unset):
            source = UNSET
        else:
            source = EspriDifficultySource(_source)




        espri_difficulty = cls(
            opposition_score=opposition_score,
            source=source,
        )

        return espri_difficulty

