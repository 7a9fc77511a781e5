from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.counts_actors import CountsActors
  from ..models.counts_characters import CountsCharacters
  from ..models.counts_commands import CountsCommands
  from ..models.counts_events import CountsEvents
  from ..models.counts_outcomes import CountsOutcomes





T = TypeVar("T", bound="Counts")



@_attrs_define
class Counts:
    """ 
        Attributes:
            actors (CountsActors): Commands per seat that acted, by seat name (the gm is `GM`).
            characters (CountsCharacters): Counts per character id.
            commands (CountsCommands): Commands per command type.
            events (CountsEvents): Events per event type.
            outcomes (CountsOutcomes): Roll outcomes by outcome code (`success`, `bitter_success`…).
     """

    actors: CountsActors
    characters: CountsCharacters
    commands: CountsCommands
    events: CountsEvents
    outcomes: CountsOutcomes
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.counts_actors import CountsActors # noqa: PLC0415
        from ..models.counts_characters import CountsCharacters # noqa: PLC0415
        from ..models.counts_commands import CountsCommands # noqa: PLC0415
        from ..models.counts_events import CountsEvents # noqa: PLC0415
        from ..models.counts_outcomes import CountsOutcomes # noqa: PLC0415
        actors = self.actors.to_dict()

        characters = self.characters.to_dict()

        commands = self.commands.to_dict()

        events = self.events.to_dict()

        outcomes = self.outcomes.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actors": actors,
            "characters": characters,
            "commands": commands,
            "events": events,
            "outcomes": outcomes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.counts_actors import CountsActors # noqa: PLC0415
        from ..models.counts_characters import CountsCharacters # noqa: PLC0415
        from ..models.counts_commands import CountsCommands # noqa: PLC0415
        from ..models.counts_events import CountsEvents # noqa: PLC0415
        from ..models.counts_outcomes import CountsOutcomes # noqa: PLC0415
        d = dict(src_dict)
        actors = CountsActors.from_dict(d.pop("actors"))




        characters = CountsCharacters.from_dict(d.pop("characters"))




        commands = CountsCommands.from_dict(d.pop("commands"))




        events = CountsEvents.from_dict(d.pop("events"))




        outcomes = CountsOutcomes.from_dict(d.pop("outcomes"))




        counts = cls(
            actors=actors,
            characters=characters,
            commands=commands,
            events=events,
            outcomes=outcomes,
        )


        counts.additional_properties = d
        return counts

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
