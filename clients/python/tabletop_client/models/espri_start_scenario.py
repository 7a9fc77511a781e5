from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.espri_start_scenario_type import EspriStartScenarioType






T = TypeVar("T", bound="EspriStartScenario")



@_attrs_define
class EspriStartScenario:
    """ Every gem back to the pool, nymphs to their cages, setup again (gm only).

        Attributes:
            type_ (EspriStartScenarioType): The message's tag: `StartScenario`.
     """

    type_: EspriStartScenarioType





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = EspriStartScenarioType(d.pop("type"))




        espri_start_scenario = cls(
            type_=type_,
        )

        return espri_start_scenario

