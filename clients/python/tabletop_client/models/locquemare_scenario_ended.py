from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareScenarioEnded")



@_attrs_define
class LocquemareScenarioEnded:
    """ The scenario closed.

        Attributes:
            grave_recovered (list[str]): Heroes who recovered a grave consequence.
            scenario (int): The scenario's number.
     """

    grave_recovered: list[str]
    scenario: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        grave_recovered = self.grave_recovered



        scenario = self.scenario


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "grave_recovered": grave_recovered,
            "scenario": scenario,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        grave_recovered = cast(list[str], d.pop("grave_recovered"))


        scenario = d.pop("scenario")

        locquemare_scenario_ended = cls(
            grave_recovered=grave_recovered,
            scenario=scenario,
        )


        locquemare_scenario_ended.additional_properties = d
        return locquemare_scenario_ended

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
