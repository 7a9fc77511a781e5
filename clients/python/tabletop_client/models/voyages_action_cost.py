from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_action_cost_trigger import VoyagesActionCostTrigger
from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_grid_adjective import VoyagesGridAdjective





T = TypeVar("T", bound="VoyagesActionCost")



@_attrs_define
class VoyagesActionCost:
    """ A cost the GM attaches to refusing, leaving, escalating...

        Attributes:
            adjective (None | VoyagesGridAdjective): An adjective to give: its name, value (1 to 3) and duration; null:
                none.
            cost_id (str): The action cost concerned (an id from the conflict's `action_costs`).
            description (str): What it is, in the table's words.
            trigger (VoyagesActionCostTrigger): What the cost is for: `refuse_conflict`, `leave_conflict`, `refuse_stake`,
                `refuse_settlement`, `escalate` or `other`.
     """

    adjective: None | VoyagesGridAdjective
    cost_id: str
    description: str
    trigger: VoyagesActionCostTrigger





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_grid_adjective import VoyagesGridAdjective # noqa: PLC0415
        adjective: dict[str, Any] | None
        if isinstance(self.adjective, VoyagesGridAdjective):
            adjective = self.adjective.to_dict()
        else:
            adjective = self.adjective

        cost_id = self.cost_id

        description = self.description

        trigger = self.trigger.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "adjective": adjective,
            "cost_id": cost_id,
            "description": description,
            "trigger": trigger,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_grid_adjective import VoyagesGridAdjective # noqa: PLC0415
        d = dict(src_dict)
        def _parse_adjective(data: object) -> None | VoyagesGridAdjective:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                adjective_type_0 = VoyagesGridAdjective.from_dict(data)



                return adjective_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VoyagesGridAdjective, data)

        adjective = _parse_adjective(d.pop("adjective"))


        cost_id = d.pop("cost_id")

        description = d.pop("description")

        trigger = VoyagesActionCostTrigger(d.pop("trigger"))




        voyages_action_cost = cls(
            adjective=adjective,
            cost_id=cost_id,
            description=description,
            trigger=trigger,
        )

        return voyages_action_cost

