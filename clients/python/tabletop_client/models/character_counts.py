from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.character_counts_outcomes import CharacterCountsOutcomes





T = TypeVar("T", bound="CharacterCounts")



@_attrs_define
class CharacterCounts:
    """ 
        Attributes:
            commands (int): Commands that caused any event about the character.
            events (int): Events about the character.
            outcomes (CharacterCountsOutcomes): Roll outcomes by outcome code (`success`, `bitter_success`…).
     """

    commands: int
    events: int
    outcomes: CharacterCountsOutcomes
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.character_counts_outcomes import CharacterCountsOutcomes # noqa: PLC0415
        commands = self.commands

        events = self.events

        outcomes = self.outcomes.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "commands": commands,
            "events": events,
            "outcomes": outcomes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.character_counts_outcomes import CharacterCountsOutcomes # noqa: PLC0415
        d = dict(src_dict)
        commands = d.pop("commands")

        events = d.pop("events")

        outcomes = CharacterCountsOutcomes.from_dict(d.pop("outcomes"))




        character_counts = cls(
            commands=commands,
            events=events,
            outcomes=outcomes,
        )


        character_counts.additional_properties = d
        return character_counts

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
