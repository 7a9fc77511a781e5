from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_conflict_view_status import VoyagesConflictViewStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_conflict_view_action_costs import VoyagesConflictViewActionCosts
  from ..models.voyages_conflict_view_settlements import VoyagesConflictViewSettlements
  from ..models.voyages_conflict_view_stakes import VoyagesConflictViewStakes
  from ..models.voyages_escalation import VoyagesEscalation
  from ..models.voyages_grid_entry import VoyagesGridEntry
  from ..models.voyages_round import VoyagesRound
  from ..models.voyages_side import VoyagesSide





T = TypeVar("T", bound="VoyagesConflictView")



@_attrs_define
class VoyagesConflictView:
    """ An open conflict with its escalation spelled out.

        Attributes:
            action_costs (VoyagesConflictViewActionCosts): The costs the gm set for other actions (refusing, leaving,
                escalating…), by cost id.
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            escalation (VoyagesEscalation): A conflict's escalation: points, level, the level's counter.
            escalation_points (int): The conflict's escalation points (0 to 9).
            frame (str): The conflict's frame, as the gm words it.
            frame_change_due (bool): True when the escalation requires a frame change before the next round.
            generic_grid (list[VoyagesGridEntry]): The conflict's generic grid: three entries, tiers 1 to 3.
            initiator_side_id (str): The side that started the conflict.
            next_holder (None | str): The side that holds the approach next; null: none.
            round_ (None | VoyagesRound): The round's number.
            rounds_played (int): Rounds played so far.
            settlements (VoyagesConflictViewSettlements): The conflict's settlements, by id.
            sides (list[VoyagesSide]): The sides of the conflict, in rotation order.
            stakes (VoyagesConflictViewStakes): The conflict's stakes, by id.
            status (VoyagesConflictViewStatus): `setup`, `round`, `between_rounds` or `closed`.
     """

    action_costs: VoyagesConflictViewActionCosts
    conflict_id: str
    escalation: VoyagesEscalation
    escalation_points: int
    frame: str
    frame_change_due: bool
    generic_grid: list[VoyagesGridEntry]
    initiator_side_id: str
    next_holder: None | str
    round_: None | VoyagesRound
    rounds_played: int
    settlements: VoyagesConflictViewSettlements
    sides: list[VoyagesSide]
    stakes: VoyagesConflictViewStakes
    status: VoyagesConflictViewStatus





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_conflict_view_action_costs import VoyagesConflictViewActionCosts # noqa: PLC0415
        from ..models.voyages_conflict_view_settlements import VoyagesConflictViewSettlements # noqa: PLC0415
        from ..models.voyages_conflict_view_stakes import VoyagesConflictViewStakes # noqa: PLC0415
        from ..models.voyages_escalation import VoyagesEscalation # noqa: PLC0415
        from ..models.voyages_grid_entry import VoyagesGridEntry # noqa: PLC0415
        from ..models.voyages_round import VoyagesRound # noqa: PLC0415
        from ..models.voyages_side import VoyagesSide # noqa: PLC0415
        action_costs = self.action_costs.to_dict()

        conflict_id = self.conflict_id

        escalation = self.escalation.to_dict()

        escalation_points = self.escalation_points

        frame = self.frame

        frame_change_due = self.frame_change_due

        generic_grid = []
        for generic_grid_item_data in self.generic_grid:
            generic_grid_item = generic_grid_item_data.to_dict()
            generic_grid.append(generic_grid_item)



        initiator_side_id = self.initiator_side_id

        next_holder: None | str
        next_holder = self.next_holder

        round_: dict[str, Any] | None
        if isinstance(self.round_, VoyagesRound):
            round_ = self.round_.to_dict()
        else:
            round_ = self.round_

        rounds_played = self.rounds_played

        settlements = self.settlements.to_dict()

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.to_dict()
            sides.append(sides_item)



        stakes = self.stakes.to_dict()

        status = self.status.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action_costs": action_costs,
            "conflict_id": conflict_id,
            "escalation": escalation,
            "escalation_points": escalation_points,
            "frame": frame,
            "frame_change_due": frame_change_due,
            "generic_grid": generic_grid,
            "initiator_side_id": initiator_side_id,
            "next_holder": next_holder,
            "round": round_,
            "rounds_played": rounds_played,
            "settlements": settlements,
            "sides": sides,
            "stakes": stakes,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_conflict_view_action_costs import VoyagesConflictViewActionCosts # noqa: PLC0415
        from ..models.voyages_conflict_view_settlements import VoyagesConflictViewSettlements # noqa: PLC0415
        from ..models.voyages_conflict_view_stakes import VoyagesConflictViewStakes # noqa: PLC0415
        from ..models.voyages_escalation import VoyagesEscalation # noqa: PLC0415
        from ..models.voyages_grid_entry import VoyagesGridEntry # noqa: PLC0415
        from ..models.voyages_round import VoyagesRound # noqa: PLC0415
        from ..models.voyages_side import VoyagesSide # noqa: PLC0415
        d = dict(src_dict)
        action_costs = VoyagesConflictViewActionCosts.from_dict(d.pop("action_costs"))




        conflict_id = d.pop("conflict_id")

        escalation = VoyagesEscalation.from_dict(d.pop("escalation"))




        escalation_points = d.pop("escalation_points")

        frame = d.pop("frame")

        frame_change_due = d.pop("frame_change_due")

        generic_grid = []
        _generic_grid = d.pop("generic_grid")
        for generic_grid_item_data in (_generic_grid):
            generic_grid_item = VoyagesGridEntry.from_dict(generic_grid_item_data)



            generic_grid.append(generic_grid_item)


        initiator_side_id = d.pop("initiator_side_id")

        def _parse_next_holder(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_holder = _parse_next_holder(d.pop("next_holder"))


        def _parse_round_(data: object) -> None | VoyagesRound:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                round_type_0 = VoyagesRound.from_dict(data)



                return round_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VoyagesRound, data)

        round_ = _parse_round_(d.pop("round"))


        rounds_played = d.pop("rounds_played")

        settlements = VoyagesConflictViewSettlements.from_dict(d.pop("settlements"))




        sides = []
        _sides = d.pop("sides")
        for sides_item_data in (_sides):
            sides_item = VoyagesSide.from_dict(sides_item_data)



            sides.append(sides_item)


        stakes = VoyagesConflictViewStakes.from_dict(d.pop("stakes"))




        status = VoyagesConflictViewStatus(d.pop("status"))




        voyages_conflict_view = cls(
            action_costs=action_costs,
            conflict_id=conflict_id,
            escalation=escalation,
            escalation_points=escalation_points,
            frame=frame,
            frame_change_due=frame_change_due,
            generic_grid=generic_grid,
            initiator_side_id=initiator_side_id,
            next_holder=next_holder,
            round_=round_,
            rounds_played=rounds_played,
            settlements=settlements,
            sides=sides,
            stakes=stakes,
            status=status,
        )

        return voyages_conflict_view

