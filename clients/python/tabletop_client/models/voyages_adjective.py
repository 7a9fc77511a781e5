from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_adjective_duration import VoyagesAdjectiveDuration
from ..models.voyages_adjective_polarity import VoyagesAdjectivePolarity
from typing import cast






T = TypeVar("T", bound="VoyagesAdjective")



@_attrs_define
class VoyagesAdjective:
    """ A state with a value 1..3, positive or negative, lasting `duration`.

        Attributes:
            adjective_id (str): The adjective concerned (an id from a character's or thing's `adjectives`).
            duration (VoyagesAdjectiveDuration): How long the adjective lasts: `next_roll`, `scene`, `day`, `session`,
                `adventure` or `until_resolved`.
            effect_id (None | str): The effect concerned (an id from the table's `effects`: what a flaw may undo).
            is_false (bool): True for a false good opportunity.
            name (str): The name, as typed.
            polarity (VoyagesAdjectivePolarity): `positive` or `negative`.
            value (int): The adjective's value, 1 to 3.
     """

    adjective_id: str
    duration: VoyagesAdjectiveDuration
    effect_id: None | str
    is_false: bool
    name: str
    polarity: VoyagesAdjectivePolarity
    value: int





    def to_dict(self) -> dict[str, Any]:
        adjective_id = self.adjective_id

        duration = self.duration.value

        effect_id: None | str
        effect_id = self.effect_id

        is_false = self.is_false

        name = self.name

        polarity = self.polarity.value

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "adjective_id": adjective_id,
            "duration": duration,
            "effect_id": effect_id,
            "is_false": is_false,
            "name": name,
            "polarity": polarity,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        adjective_id = d.pop("adjective_id")

        duration = VoyagesAdjectiveDuration(d.pop("duration"))




        def _parse_effect_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        effect_id = _parse_effect_id(d.pop("effect_id"))


        is_false = d.pop("is_false")

        name = d.pop("name")

        polarity = VoyagesAdjectivePolarity(d.pop("polarity"))




        value = d.pop("value")

        voyages_adjective = cls(
            adjective_id=adjective_id,
            duration=duration,
            effect_id=effect_id,
            is_false=is_false,
            name=name,
            polarity=polarity,
            value=value,
        )

        return voyages_adjective

