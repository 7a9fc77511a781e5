from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_view_phase import VoyagesViewPhase
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_clock import VoyagesClock
  from ..models.voyages_view_actions import VoyagesViewActions
  from ..models.voyages_view_characters import VoyagesViewCharacters
  from ..models.voyages_view_conflicts import VoyagesViewConflicts
  from ..models.voyages_view_effects import VoyagesViewEffects
  from ..models.voyages_view_situations import VoyagesViewSituations
  from ..models.voyages_view_things import VoyagesViewThings





T = TypeVar("T", bound="VoyagesView")



@_attrs_define
class VoyagesView:
    """ The table: clock, sheets, things, open resolutions and the effects whose flaw window
    is open (closed resolutions, past rounds and older effects are in the log, C4).

        Attributes:
            actions (VoyagesViewActions): The table's actions, by action id.
            characters (VoyagesViewCharacters): Every character's sheet, by character id.
            clock (VoyagesClock): Time boundaries passed: every counter starts at 1.
            conflicts (VoyagesViewConflicts): The table's conflicts, by conflict id.
            effects (VoyagesViewEffects): Changes a flaw may undo, by effect id.
            phase (VoyagesViewPhase): Where play stands.
            situations (VoyagesViewSituations): The table's situations, by situation id.
            things (VoyagesViewThings): The table's things (alternative scores), by thing id.
     """

    actions: VoyagesViewActions
    characters: VoyagesViewCharacters
    clock: VoyagesClock
    conflicts: VoyagesViewConflicts
    effects: VoyagesViewEffects
    phase: VoyagesViewPhase
    situations: VoyagesViewSituations
    things: VoyagesViewThings





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_clock import VoyagesClock # noqa: PLC0415
        from ..models.voyages_view_actions import VoyagesViewActions # noqa: PLC0415
        from ..models.voyages_view_characters import VoyagesViewCharacters # noqa: PLC0415
        from ..models.voyages_view_conflicts import VoyagesViewConflicts # noqa: PLC0415
        from ..models.voyages_view_effects import VoyagesViewEffects # noqa: PLC0415
        from ..models.voyages_view_situations import VoyagesViewSituations # noqa: PLC0415
        from ..models.voyages_view_things import VoyagesViewThings # noqa: PLC0415
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
        from ..models.voyages_view_actions import VoyagesViewActions # noqa: PLC0415
        from ..models.voyages_view_characters import VoyagesViewCharacters # noqa: PLC0415
        from ..models.voyages_view_conflicts import VoyagesViewConflicts # noqa: PLC0415
        from ..models.voyages_view_effects import VoyagesViewEffects # noqa: PLC0415
        from ..models.voyages_view_situations import VoyagesViewSituations # noqa: PLC0415
        from ..models.voyages_view_things import VoyagesViewThings # noqa: PLC0415
        d = dict(src_dict)
        actions = VoyagesViewActions.from_dict(d.pop("actions"))




        characters = VoyagesViewCharacters.from_dict(d.pop("characters"))




        clock = VoyagesClock.from_dict(d.pop("clock"))




        conflicts = VoyagesViewConflicts.from_dict(d.pop("conflicts"))




        effects = VoyagesViewEffects.from_dict(d.pop("effects"))




        phase = VoyagesViewPhase(d.pop("phase"))




        situations = VoyagesViewSituations.from_dict(d.pop("situations"))




        things = VoyagesViewThings.from_dict(d.pop("things"))




        voyages_view = cls(
            actions=actions,
            characters=characters,
            clock=clock,
            conflicts=conflicts,
            effects=effects,
            phase=phase,
            situations=situations,
            things=things,
        )

        return voyages_view

