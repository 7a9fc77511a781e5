from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_table_view_phase import VoyagesTableViewPhase
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_clock import VoyagesClock
  from ..models.voyages_table_view_actions import VoyagesTableViewActions
  from ..models.voyages_table_view_characters import VoyagesTableViewCharacters
  from ..models.voyages_table_view_conflicts import VoyagesTableViewConflicts
  from ..models.voyages_table_view_effects import VoyagesTableViewEffects
  from ..models.voyages_table_view_situations import VoyagesTableViewSituations
  from ..models.voyages_table_view_things import VoyagesTableViewThings





T = TypeVar("T", bound="VoyagesTableView")



@_attrs_define
class VoyagesTableView:
    """ The table: clock, sheets, things, open resolutions and the effects whose flaw window
    is open (closed resolutions, past rounds and older effects are in the log, C4).

        Attributes:
            actions (VoyagesTableViewActions): The table's actions, by action id.
            characters (VoyagesTableViewCharacters): Every character's sheet, by character id.
            clock (VoyagesClock): Time boundaries passed: every counter starts at 1.
            conflicts (VoyagesTableViewConflicts): The table's conflicts, by conflict id.
            effects (VoyagesTableViewEffects): Changes a flaw may undo, by effect id.
            phase (VoyagesTableViewPhase): What the table is doing: `free`, `action`, `situation` or `conflict`.
            situations (VoyagesTableViewSituations): The table's situations, by situation id.
            things (VoyagesTableViewThings): The table's things (alternative scores), by thing id.
     """

    actions: VoyagesTableViewActions
    characters: VoyagesTableViewCharacters
    clock: VoyagesClock
    conflicts: VoyagesTableViewConflicts
    effects: VoyagesTableViewEffects
    phase: VoyagesTableViewPhase
    situations: VoyagesTableViewSituations
    things: VoyagesTableViewThings





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_clock import VoyagesClock # noqa: PLC0415
        from ..models.voyages_table_view_actions import VoyagesTableViewActions # noqa: PLC0415
        from ..models.voyages_table_view_characters import VoyagesTableViewCharacters # noqa: PLC0415
        from ..models.voyages_table_view_conflicts import VoyagesTableViewConflicts # noqa: PLC0415
        from ..models.voyages_table_view_effects import VoyagesTableViewEffects # noqa: PLC0415
        from ..models.voyages_table_view_situations import VoyagesTableViewSituations # noqa: PLC0415
        from ..models.voyages_table_view_things import VoyagesTableViewThings # noqa: PLC0415
        actions = self.actions.to_dict()

        characters = self.characters.to_dict()

        clock = self.clock.to_dict()

        conflicts = self.conflicts.to_dict()

        effects = self.effects.to_dict()

        phase = self.phase.value

        situations = self.situations.to_dict()

        things = self.things.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "actions": actions,
            "characters": characters,
            "clock": clock,
            "conflicts": conflicts,
            "effects": effects,
            "phase": phase,
            "situations": situations,
            "things": things,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_clock import VoyagesClock # noqa: PLC0415
        from ..models.voyages_table_view_actions import VoyagesTableViewActions # noqa: PLC0415
        from ..models.voyages_table_view_characters import VoyagesTableViewCharacters # noqa: PLC0415
        from ..models.voyages_table_view_conflicts import VoyagesTableViewConflicts # noqa: PLC0415
        from ..models.voyages_table_view_effects import VoyagesTableViewEffects # noqa: PLC0415
        from ..models.voyages_table_view_situations import VoyagesTableViewSituations # noqa: PLC0415
        from ..models.voyages_table_view_things import VoyagesTableViewThings # noqa: PLC0415
        d = dict(src_dict)
        actions = VoyagesTableViewActions.from_dict(d.pop("actions"))




        characters = VoyagesTableViewCharacters.from_dict(d.pop("characters"))




        clock = VoyagesClock.from_dict(d.pop("clock"))




        conflicts = VoyagesTableViewConflicts.from_dict(d.pop("conflicts"))




        effects = VoyagesTableViewEffects.from_dict(d.pop("effects"))




        phase = VoyagesTableViewPhase(d.pop("phase"))




        situations = VoyagesTableViewSituations.from_dict(d.pop("situations"))




        things = VoyagesTableViewThings.from_dict(d.pop("things"))




        voyages_table_view = cls(
            actions=actions,
            characters=characters,
            clock=clock,
            conflicts=conflicts,
            effects=effects,
            phase=phase,
            situations=situations,
            things=things,
        )

        return voyages_table_view

