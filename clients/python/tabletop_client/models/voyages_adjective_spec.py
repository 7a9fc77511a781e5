from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_adjective_spec_duration import VoyagesAdjectiveSpecDuration
from ..models.voyages_adjective_spec_polarity import VoyagesAdjectiveSpecPolarity
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="VoyagesAdjectiveSpec")



@_attrs_define
class VoyagesAdjectiveSpec:
    """ An adjective written on a sheet at registration.

        Attributes:
            duration (VoyagesAdjectiveSpecDuration): How long the adjective lasts: `next_roll`, `scene`, `day`, `session`,
                `adventure` or `until_resolved`.
            name (str): The name, as typed.
            polarity (VoyagesAdjectiveSpecPolarity): `positive` or `negative`.
            value (int): The adjective's value, 1 to 3.
            adjective_id (None | str | Unset): The adjective concerned (an id from a character's or thing's `adjectives`).
            is_false (bool | Unset): True for a false good opportunity. Default: False.
     """

    duration: VoyagesAdjectiveSpecDuration
    name: str
    polarity: VoyagesAdjectiveSpecPolarity
    value: int
    adjective_id: None | str | Unset = UNSET
    is_false: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        duration = self.duration.value

        name = self.name

        polarity = self.polarity.value

        value = self.value

        adjective_id: None | str | Unset
        if isinstance(self.adjective_id, Unset):
            adjective_id = UNSET
        else:
            adjective_id = self.adjective_id

        is_false = self.is_false


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "duration": duration,
            "name": name,
            "polarity": polarity,
            "value": value,
        })
        if adjective_id is not UNSET:
            field_dict["adjective_id"] = adjective_id
        if is_false is not UNSET:
            field_dict["is_false"] = is_false

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        duration = VoyagesAdjectiveSpecDuration(d.pop("duration"))




        name = d.pop("name")

        polarity = VoyagesAdjectiveSpecPolarity(d.pop("polarity"))




        value = d.pop("value")

        def _parse_adjective_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        adjective_id = _parse_adjective_id(d.pop("adjective_id", UNSET))


        is_false = d.pop("is_false", UNSET)

        voyages_adjective_spec = cls(
            duration=duration,
            name=name,
            polarity=polarity,
            value=value,
            adjective_id=adjective_id,
            is_false=is_false,
        )

        return voyages_adjective_spec

