from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="EspriRelationInput")



@_attrs_define
class EspriRelationInput:
    """ A relation as a client writes it; `resonance` defaults to `resonance_max`.

        Attributes:
            nature (str): The relation's nature, as the player words it.
            resonance (int | None): Current resonance, 0 to its maximum.
            resonance_max (int): The relation's maximum resonance (at least 1).
     """

    nature: str
    resonance: int | None
    resonance_max: int





    def to_dict(self) -> dict[str, Any]:
        nature = self.nature

        resonance: int | None
        resonance = self.resonance

        resonance_max = self.resonance_max


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "nature": nature,
            "resonance": resonance,
            "resonance_max": resonance_max,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        nature = d.pop("nature")

        def _parse_resonance(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        resonance = _parse_resonance(d.pop("resonance"))


        resonance_max = d.pop("resonance_max")

        espri_relation_input = cls(
            nature=nature,
            resonance=resonance,
            resonance_max=resonance_max,
        )

        return espri_relation_input

