from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EspriResonanceRechargeRequested")



@_attrs_define
class EspriResonanceRechargeRequested:
    """ A player manifests a relation and asks the gm to judge it (T11).

        Attributes:
            character_id (str): The character concerned (a character id of the game).
            day (int): The day the recharge was asked for.
            manifestation (str): How the relation shows itself: what the player describes.
            target_id (str): The other character of the relation.
     """

    character_id: str
    day: int
    manifestation: str
    target_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        day = self.day

        manifestation = self.manifestation

        target_id = self.target_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "day": day,
            "manifestation": manifestation,
            "target_id": target_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        day = d.pop("day")

        manifestation = d.pop("manifestation")

        target_id = d.pop("target_id")

        espri_resonance_recharge_requested = cls(
            character_id=character_id,
            day=day,
            manifestation=manifestation,
            target_id=target_id,
        )


        espri_resonance_recharge_requested.additional_properties = d
        return espri_resonance_recharge_requested

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
