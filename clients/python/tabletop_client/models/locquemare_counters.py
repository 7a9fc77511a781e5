from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareCounters")



@_attrs_define
class LocquemareCounters:
    """ Numbers of the current (or last) session, scenario, act and scene.

        Attributes:
            act (int): The act's number.
            scenario (int): The scenario's number.
            scene (int): The scene's number.
            session (int): The session's number.
     """

    act: int
    scenario: int
    scene: int
    session: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        act = self.act

        scenario = self.scenario

        scene = self.scene

        session = self.session


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "act": act,
            "scenario": scenario,
            "scene": scene,
            "session": session,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        act = d.pop("act")

        scenario = d.pop("scenario")

        scene = d.pop("scene")

        session = d.pop("session")

        locquemare_counters = cls(
            act=act,
            scenario=scenario,
            scene=scene,
            session=session,
        )


        locquemare_counters.additional_properties = d
        return locquemare_counters

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
