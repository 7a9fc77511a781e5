from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_adjective_view_category import VoyagesAdjectiveViewCategory
from ..models.voyages_adjective_view_duration import VoyagesAdjectiveViewDuration
from ..models.voyages_adjective_view_polarity import VoyagesAdjectiveViewPolarity
from typing import cast






T = TypeVar("T", bound="VoyagesAdjectiveView")



@_attrs_define
class VoyagesAdjectiveView:
    """ An adjective with its category, cost tier and what it adds to a roll.

        Attributes:
            adjective_id (str): The adjective concerned (an id from a character's or thing's `adjectives`).
            category (VoyagesAdjectiveViewCategory): `temporary` (next roll, scene, day, session) or `durable` (adventure,
                until resolved), from its duration.
            cost_tier (int): The adjective's cost tier: 2 temporary, 3 adventure, 4 until resolved.
            duration (VoyagesAdjectiveViewDuration): How long the adjective lasts: `next_roll`, `scene`, `day`, `session`,
                `adventure` or `until_resolved`.
            effect_id (None | str): The effect concerned (an id from the table's `effects`: what a flaw may undo).
            is_false (bool): True for a false good opportunity.
            modifier (int): The adjective's modifier on a roll (+ positive, - negative).
            name (str): The name, as typed.
            polarity (VoyagesAdjectiveViewPolarity): `positive` or `negative`.
            value (int): The adjective's value, 1 to 3.
     """

    adjective_id: str
    category: VoyagesAdjectiveViewCategory
    cost_tier: int
    duration: VoyagesAdjectiveViewDuration
    effect_id: None | str
    is_false: bool
    modifier: int
    name: str
    polarity: VoyagesAdjectiveViewPolarity
    value: int





    def to_dict(self) -> dict[str, Any]:
        adjective_id = self.adjective_id

        category = self.category.value

        cost_tier = self.cost_tier

        duration = self.duration.value

        effect_id: None | str
        effect_id = self.effect_id

        is_false = self.is_false

        modifier = self.modifier

        name = self.name

        polarity = self.polarity.value

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "adjective_id": adjective_id,
            "category": category,
            "cost_tier": cost_tier,
            "duration": duration,
            "effect_id": effect_id,
            "is_false": is_false,
            "modifier": modifier,
            "name": name,
            "polarity": polarity,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        adjective_id = d.pop("adjective_id")

        category = VoyagesAdjectiveViewCategory(d.pop("category"))




        cost_tier = d.pop("cost_tier")

        duration = VoyagesAdjectiveViewDuration(d.pop("duration"))




        def _parse_effect_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        effect_id = _parse_effect_id(d.pop("effect_id"))


        is_false = d.pop("is_false")

        modifier = d.pop("modifier")

        name = d.pop("name")

        polarity = VoyagesAdjectiveViewPolarity(d.pop("polarity"))




        value = d.pop("value")

        voyages_adjective_view = cls(
            adjective_id=adjective_id,
            category=category,
            cost_tier=cost_tier,
            duration=duration,
            effect_id=effect_id,
            is_false=is_false,
            modifier=modifier,
            name=name,
            polarity=polarity,
            value=value,
        )

        return voyages_adjective_view

