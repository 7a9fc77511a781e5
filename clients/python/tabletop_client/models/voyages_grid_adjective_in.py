from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_grid_adjective_in_duration import VoyagesGridAdjectiveInDuration
from ..types import UNSET, Unset






T = TypeVar("T", bound="VoyagesGridAdjectiveIn")



@_attrs_define
class VoyagesGridAdjectiveIn:
    """ The (negative) adjective a grid entry or an action cost inflicts.

        Attributes:
            name (str): The name, as typed.
            duration (VoyagesGridAdjectiveInDuration | Unset): How long the adjective lasts: `next_roll`, `scene`, `day`,
                `session`, `adventure` or `until_resolved`. Default: VoyagesGridAdjectiveInDuration.SCENE.
            value (int | Unset): The adjective's value, 1 to 3. Default: 1.
     """

    name: str
    duration: VoyagesGridAdjectiveInDuration | Unset = VoyagesGridAdjectiveInDuration.SCENE
    value: int | Unset = 1





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        duration: str | Unset = UNSET
        if not isinstance(self.duration, Unset):
            duration = self.duration.value


        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if duration is not UNSET:
            field_dict["duration"] = duration
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        _duration = d.pop("duration", UNSET)
        duration: VoyagesGridAdjectiveInDuration | Unset
        if isinstance(_duration,  Unset):
            duration = UNSET
        else:
            duration = VoyagesGridAdjectiveInDuration(_duration)




        value = d.pop("value", UNSET)

        voyages_grid_adjective_in = cls(
            name=name,
            duration=duration,
            value=value,
        )

        return voyages_grid_adjective_in

