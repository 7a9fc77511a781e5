from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_grid_adjective import VoyagesGridAdjective





T = TypeVar("T", bound="VoyagesActionCostSet")



@_attrs_define
class VoyagesActionCostSet:
    """ A cost attached to an action.

        Attributes:
            adjective (None | VoyagesGridAdjective): An adjective to give: its name, value (1 to 3) and duration; null:
                none.
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            cost_id (str): The action cost concerned (an id from the conflict's `action_costs`).
            description (str): What it is, in the table's words.
            trigger (str): What the cost is for: `refuse_conflict`, `leave_conflict`, `refuse_stake`, `refuse_settlement`,
                `escalate` or `other`.
     """

    adjective: None | VoyagesGridAdjective
    conflict_id: str
    cost_id: str
    description: str
    trigger: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_grid_adjective import VoyagesGridAdjective # noqa: PLC0415
        adjective: dict[str, Any] | None
        if isinstance(self.adjective, VoyagesGridAdjective):
            adjective = self.adjective.to_dict()
        else:
            adjective = self.adjective

        conflict_id = self.conflict_id

        cost_id = self.cost_id

        description = self.description

        trigger = self.trigger


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "adjective": adjective,
            "conflict_id": conflict_id,
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


        conflict_id = d.pop("conflict_id")

        cost_id = d.pop("cost_id")

        description = d.pop("description")

        trigger = d.pop("trigger")

        voyages_action_cost_set = cls(
            adjective=adjective,
            conflict_id=conflict_id,
            cost_id=cost_id,
            description=description,
            trigger=trigger,
        )


        voyages_action_cost_set.additional_properties = d
        return voyages_action_cost_set

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
