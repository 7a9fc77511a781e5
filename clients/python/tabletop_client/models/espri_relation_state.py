from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="EspriRelationState")



@_attrs_define
class EspriRelationState:
    """ A relation towards another character, with its resonance points.

        Attributes:
            last_recharge_day (int | None): The day the resonance was last recharged; null: never.
            nature (str): The relation's nature, as the player words it.
            resonance (int): Current resonance, 0 to its maximum.
            resonance_max (int): The relation's maximum resonance (at least 1).
     """

    last_recharge_day: int | None
    nature: str
    resonance: int
    resonance_max: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        last_recharge_day: int | None
        last_recharge_day = self.last_recharge_day

        nature = self.nature

        resonance = self.resonance

        resonance_max = self.resonance_max


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "last_recharge_day": last_recharge_day,
            "nature": nature,
            "resonance": resonance,
            "resonance_max": resonance_max,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_last_recharge_day(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_recharge_day = _parse_last_recharge_day(d.pop("last_recharge_day"))


        nature = d.pop("nature")

        resonance = d.pop("resonance")

        resonance_max = d.pop("resonance_max")

        espri_relation_state = cls(
            last_recharge_day=last_recharge_day,
            nature=nature,
            resonance=resonance,
            resonance_max=resonance_max,
        )


        espri_relation_state.additional_properties = d
        return espri_relation_state

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
