from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_adjective_added_duration import VoyagesAdjectiveAddedDuration
from ..models.voyages_adjective_added_polarity import VoyagesAdjectiveAddedPolarity
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_target import VoyagesTarget





T = TypeVar("T", bound="VoyagesAdjectiveAdded")



@_attrs_define
class VoyagesAdjectiveAdded:
    """ A new adjective on a character or thing.

        Attributes:
            adjective_id (str): The adjective concerned (an id from a character's or thing's `adjectives`).
            cause (str): What made it change.
            duration (VoyagesAdjectiveAddedDuration): How long the adjective lasts: `next_roll`, `scene`, `day`, `session`,
                `adventure` or `until_resolved`.
            effect_id (None | str): The effect concerned (an id from the table's `effects`: what a flaw may undo).
            is_false (bool): True for a false good opportunity.
            name (str): The name, as typed.
            polarity (VoyagesAdjectiveAddedPolarity): `positive` or `negative`.
            target (VoyagesTarget): What carries an adjective: a character or a thing.
            value (int): The adjective's value, 1 to 3.
     """

    adjective_id: str
    cause: str
    duration: VoyagesAdjectiveAddedDuration
    effect_id: None | str
    is_false: bool
    name: str
    polarity: VoyagesAdjectiveAddedPolarity
    target: VoyagesTarget
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_target import VoyagesTarget # noqa: PLC0415
        adjective_id = self.adjective_id

        cause = self.cause

        duration = self.duration.value

        effect_id: None | str
        effect_id = self.effect_id

        is_false = self.is_false

        name = self.name

        polarity = self.polarity.value

        target = self.target.to_dict()

        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "adjective_id": adjective_id,
            "cause": cause,
            "duration": duration,
            "effect_id": effect_id,
            "is_false": is_false,
            "name": name,
            "polarity": polarity,
            "target": target,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_target import VoyagesTarget # noqa: PLC0415
        d = dict(src_dict)
        adjective_id = d.pop("adjective_id")

        cause = d.pop("cause")

        duration = VoyagesAdjectiveAddedDuration(d.pop("duration"))




        def _parse_effect_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        effect_id = _parse_effect_id(d.pop("effect_id"))


        is_false = d.pop("is_false")

        name = d.pop("name")

        polarity = VoyagesAdjectiveAddedPolarity(d.pop("polarity"))




        target = VoyagesTarget.from_dict(d.pop("target"))




        value = d.pop("value")

        voyages_adjective_added = cls(
            adjective_id=adjective_id,
            cause=cause,
            duration=duration,
            effect_id=effect_id,
            is_false=is_false,
            name=name,
            polarity=polarity,
            target=target,
            value=value,
        )


        voyages_adjective_added.additional_properties = d
        return voyages_adjective_added

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
