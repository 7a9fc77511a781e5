from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.period_actors import PeriodActors
  from ..models.period_characters import PeriodCharacters
  from ..models.period_commands import PeriodCommands
  from ..models.period_events import PeriodEvents
  from ..models.period_outcomes import PeriodOutcomes





T = TypeVar("T", bound="Period")



@_attrs_define
class Period:
    """ 
        Attributes:
            actors (PeriodActors): Commands per seat that acted, by seat name (the gm is `GM`).
            characters (PeriodCharacters): Counts per character id.
            commands (PeriodCommands): Commands per command type.
            events (PeriodEvents): Events per event type.
            first_version (int): The first version the period spans.
            last_version (int): The last version the period spans.
            number (int): The period's number as the rule system counts days or sessions (0 before the first session).
            outcomes (PeriodOutcomes): Roll outcomes by outcome code (`success`, `bitter_success`…).
     """

    actors: PeriodActors
    characters: PeriodCharacters
    commands: PeriodCommands
    events: PeriodEvents
    first_version: int
    last_version: int
    number: int
    outcomes: PeriodOutcomes
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.period_actors import PeriodActors # noqa: PLC0415
        from ..models.period_characters import PeriodCharacters # noqa: PLC0415
        from ..models.period_commands import PeriodCommands # noqa: PLC0415
        from ..models.period_events import PeriodEvents # noqa: PLC0415
        from ..models.period_outcomes import PeriodOutcomes # noqa: PLC0415
        actors = self.actors.to_dict()

        characters = self.characters.to_dict()

        commands = self.commands.to_dict()

        events = self.events.to_dict()

        first_version = self.first_version

        last_version = self.last_version

        number = self.number

        outcomes = self.outcomes.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actors": actors,
            "characters": characters,
            "commands": commands,
            "events": events,
            "first_version": first_version,
            "last_version": last_version,
            "number": number,
            "outcomes": outcomes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.period_actors import PeriodActors # noqa: PLC0415
        from ..models.period_characters import PeriodCharacters # noqa: PLC0415
        from ..models.period_commands import PeriodCommands # noqa: PLC0415
        from ..models.period_events import PeriodEvents # noqa: PLC0415
        from ..models.period_outcomes import PeriodOutcomes # noqa: PLC0415
        d = dict(src_dict)
        actors = PeriodActors.from_dict(d.pop("actors"))




        characters = PeriodCharacters.from_dict(d.pop("characters"))




        commands = PeriodCommands.from_dict(d.pop("commands"))




        events = PeriodEvents.from_dict(d.pop("events"))




        first_version = d.pop("first_version")

        last_version = d.pop("last_version")

        number = d.pop("number")

        outcomes = PeriodOutcomes.from_dict(d.pop("outcomes"))




        period = cls(
            actors=actors,
            characters=characters,
            commands=commands,
            events=events,
            first_version=first_version,
            last_version=last_version,
            number=number,
            outcomes=outcomes,
        )


        period.additional_properties = d
        return period

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
