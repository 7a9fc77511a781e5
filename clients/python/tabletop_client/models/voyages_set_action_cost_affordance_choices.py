from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_set_action_cost_affordance_choices_voyages_set_action_cost_affordance_conflict_id_choice import VoyagesSetActionCostAffordanceChoicesVoyagesSetActionCostAffordanceConflictIdChoice
  from ..models.voyages_set_action_cost_affordance_choices_voyages_set_action_cost_affordance_trigger_choice import VoyagesSetActionCostAffordanceChoicesVoyagesSetActionCostAffordanceTriggerChoice





T = TypeVar("T", bound="VoyagesSetActionCostAffordanceChoices")



@_attrs_define
class VoyagesSetActionCostAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            conflict_id (list[VoyagesSetActionCostAffordanceChoicesVoyagesSetActionCostAffordanceConflictIdChoice]):
            trigger (list[VoyagesSetActionCostAffordanceChoicesVoyagesSetActionCostAffordanceTriggerChoice]):
     """

    conflict_id: list[VoyagesSetActionCostAffordanceChoicesVoyagesSetActionCostAffordanceConflictIdChoice]
    trigger: list[VoyagesSetActionCostAffordanceChoicesVoyagesSetActionCostAffordanceTriggerChoice]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_set_action_cost_affordance_choices_voyages_set_action_cost_affordance_conflict_id_choice import VoyagesSetActionCostAffordanceChoicesVoyagesSetActionCostAffordanceConflictIdChoice # noqa: PLC0415
        from ..models.voyages_set_action_cost_affordance_choices_voyages_set_action_cost_affordance_trigger_choice import VoyagesSetActionCostAffordanceChoicesVoyagesSetActionCostAffordanceTriggerChoice # noqa: PLC0415
        conflict_id = []
        for conflict_id_item_data in self.conflict_id:
            conflict_id_item = conflict_id_item_data.to_dict()
            conflict_id.append(conflict_id_item)



        trigger = []
        for trigger_item_data in self.trigger:
            trigger_item = trigger_item_data.to_dict()
            trigger.append(trigger_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "trigger": trigger,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_set_action_cost_affordance_choices_voyages_set_action_cost_affordance_conflict_id_choice import VoyagesSetActionCostAffordanceChoicesVoyagesSetActionCostAffordanceConflictIdChoice # noqa: PLC0415
        from ..models.voyages_set_action_cost_affordance_choices_voyages_set_action_cost_affordance_trigger_choice import VoyagesSetActionCostAffordanceChoicesVoyagesSetActionCostAffordanceTriggerChoice # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = []
        _conflict_id = d.pop("conflict_id")
        for conflict_id_item_data in (_conflict_id):
            conflict_id_item = VoyagesSetActionCostAffordanceChoicesVoyagesSetActionCostAffordanceConflictIdChoice.from_dict(conflict_id_item_data)



            conflict_id.append(conflict_id_item)


        trigger = []
        _trigger = d.pop("trigger")
        for trigger_item_data in (_trigger):
            trigger_item = VoyagesSetActionCostAffordanceChoicesVoyagesSetActionCostAffordanceTriggerChoice.from_dict(trigger_item_data)



            trigger.append(trigger_item)


        voyages_set_action_cost_affordance_choices = cls(
            conflict_id=conflict_id,
            trigger=trigger,
        )

        return voyages_set_action_cost_affordance_choices

