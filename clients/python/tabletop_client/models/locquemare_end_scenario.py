from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_end_scenario_type import LocquemareEndScenarioType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareEndScenario")



@_attrs_define
class LocquemareEndScenario:
    """ Chorus: close the scenario (between acts).

        Attributes:
            type_ (LocquemareEndScenarioType): The message's tag: `EndScenario`.
            grave_recovery_hero_ids (list[str] | Unset): Heroes who recover a grave consequence at the scenario's end.
     """

    type_: LocquemareEndScenarioType
    grave_recovery_hero_ids: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        grave_recovery_hero_ids: list[str] | Unset = UNSET
        if not isinstance(self.grave_recovery_hero_ids, Unset):
            grave_recovery_hero_ids = self.grave_recovery_hero_ids




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if grave_recovery_hero_ids is not UNSET:
            field_dict["grave_recovery_hero_ids"] = grave_recovery_hero_ids

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = LocquemareEndScenarioType(d.pop("type"))




        grave_recovery_hero_ids = cast(list[str], d.pop("grave_recovery_hero_ids", UNSET))


        locquemare_end_scenario = cls(
            type_=type_,
            grave_recovery_hero_ids=grave_recovery_hero_ids,
        )

        return locquemare_end_scenario

