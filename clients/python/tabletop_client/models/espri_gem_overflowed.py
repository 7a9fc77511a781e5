from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_gem_overflowed_colour import EspriGemOverflowedColour
from ..models.espri_gem_overflowed_quadrant import EspriGemOverflowedQuadrant






T = TypeVar("T", bound="EspriGemOverflowed")



@_attrs_define
class EspriGemOverflowed:
    """ No empty cell ahead of the nymph (D9): the gem goes (or stays) in the pool.

        Attributes:
            colour (EspriGemOverflowedColour): A gem colour: a season (`winter`, `spring`, `summer`, `autumn`), `time` or
                `rupture`.
            quadrant (EspriGemOverflowedQuadrant): A quadrant of the board, named by its season.
            reason (str): Why, in a few words (shown in the session log).
     """

    colour: EspriGemOverflowedColour
    quadrant: EspriGemOverflowedQuadrant
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        quadrant = self.quadrant.value

        reason = self.reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "colour": colour,
            "quadrant": quadrant,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = EspriGemOverflowedColour(d.pop("colour"))




        quadrant = EspriGemOverflowedQuadrant(d.pop("quadrant"))




        reason = d.pop("reason")

        espri_gem_overflowed = cls(
            colour=colour,
            quadrant=quadrant,
            reason=reason,
        )


        espri_gem_overflowed.additional_properties = d
        return espri_gem_overflowed

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
