from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_set_action_cost_trigger import VoyagesSetActionCostTrigger
from ..models.voyages_set_action_cost_type import VoyagesSetActionCostType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_grid_adjective_in import VoyagesGridAdjectiveIn





T = TypeVar("T", bound="VoyagesSetActionCost")



@_attrs_define
class VoyagesSetActionCost:
    """ GM: a cost for refusing, leaving, escalating...

        Attributes:
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            cost_id (str): The action cost concerned (an id from the conflict's `action_costs`).
            description (str): What it is, in the table's words.
            trigger (VoyagesSetActionCostTrigger): What the cost is for: `refuse_conflict`, `leave_conflict`,
                `refuse_stake`, `refuse_settlement`, `escalate` or `other`.
            type_ (VoyagesSetActionCostType): The message's tag: `SetActionCost`.
            adjective (None | Unset | VoyagesGridAdjectiveIn): An adjective to give: its name, value (1 to 3) and duration;
                null: none.
     """

    conflict_id: str
    cost_id: str
    description: str
    trigger: VoyagesSetActionCostTrigger
    type_: VoyagesSetActionCostType
    adjective: None | Unset | VoyagesGridAdjectiveIn = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_grid_adjective_in import VoyagesGridAdjectiveIn # noqa: PLC0415
        conflict_id = self.conflict_id

        cost_id = self.cost_id

        description = self.description

        trigger = self.trigger.value

        type_ = self.type_.value

        adjective: dict[str, Any] | None | Unset
        if isinstance(self.adjective, Unset):
            adjective = UNSET
        elif isinstance(self.adjective, VoyagesGridAdjectiveIn):
            adjective = self.adjective.to_dict()
        else:
            adjective = self.adjective


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "cost_id": cost_id,
            "description": description,
            "trigger": trigger,
            "type": type_,
        })
        if adjective is not UNSET:
            field_dict["adjective"] = adjective

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_grid_adjective_in import VoyagesGridAdjectiveIn # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        cost_id = d.pop("cost_id")

        description = d.pop("description")

        trigger = VoyagesSetActionCostTrigger(d.pop("trigger"))




        type_ = VoyagesSetActionCostType(d.pop("type"))




        def _parse_adjective(data: object) -> None | Unset | VoyagesGridAdjectiveIn:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                adjective_type_0 = VoyagesGridAdjectiveIn.from_dict(data)



                return adjective_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | VoyagesGridAdjectiveIn, data)

        adjective = _parse_adjective(d.pop("adjective", UNSET))


        voyages_set_action_cost = cls(
            conflict_id=conflict_id,
            cost_id=cost_id,
            description=description,
            trigger=trigger,
            type_=type_,
            adjective=adjective,
        )

        return voyages_set_action_cost

