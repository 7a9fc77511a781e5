from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_grid_adjective_duration import VoyagesGridAdjectiveDuration






T = TypeVar("T", bound="VoyagesGridAdjective")



@_attrs_define
class VoyagesGridAdjective:
    """ The (negative) adjective a grid entry or an action cost inflicts.

        Attributes:
            duration (VoyagesGridAdjectiveDuration): How long the adjective lasts: `next_roll`, `scene`, `day`, `session`,
                `adventure` or `until_resolved`.
            name (str): The name, as typed.
            value (int): The adjective's value, 1 to 3.
     """

    duration: VoyagesGridAdjectiveDuration
    name: str
    value: int





    def to_dict(self) -> dict[str, Any]:
        duration = self.duration.value

        name = self.name

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "duration": duration,
            "name": name,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        duration = VoyagesGridAdjectiveDuration(d.pop("duration"))




        name = d.pop("name")

        value = d.pop("value")

        voyages_grid_adjective = cls(
            duration=duration,
            name=name,
            value=value,
        )

        return voyages_grid_adjective

