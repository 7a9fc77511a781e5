from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="RulesetOut")



@_attrs_define
class RulesetOut:
    """ 
        Attributes:
            commands (list[str]): Every command type the rule system takes.
            events (list[str]): Every event type the rule system writes.
            name (str): The rule system's name: the `ruleset` of its games.
            title (str): The rule system's title as people know it (`ESPRI`).
     """

    commands: list[str]
    events: list[str]
    name: str
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        commands = self.commands



        events = self.events



        name = self.name

        title = self.title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "commands": commands,
            "events": events,
            "name": name,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        commands = cast(list[str], d.pop("commands"))


        events = cast(list[str], d.pop("events"))


        name = d.pop("name")

        title = d.pop("title")

        ruleset_out = cls(
            commands=commands,
            events=events,
            name=name,
            title=title,
        )


        ruleset_out.additional_properties = d
        return ruleset_out

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
