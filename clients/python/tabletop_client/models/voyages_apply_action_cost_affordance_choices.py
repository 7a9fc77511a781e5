from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_apply_action_cost_affordance_choices_character_id_item import VoyagesApplyActionCostAffordanceChoicesCharacterIdItem
  from ..models.voyages_apply_action_cost_affordance_choices_conflict_id_item import VoyagesApplyActionCostAffordanceChoicesConflictIdItem
  from ..models.voyages_apply_action_cost_affordance_choices_cost_id_item import VoyagesApplyActionCostAffordanceChoicesCostIdItem





T = TypeVar("T", bound="VoyagesApplyActionCostAffordanceChoices")



@_attrs_define
class VoyagesApplyActionCostAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            character_id (list[VoyagesApplyActionCostAffordanceChoicesCharacterIdItem]): The values `character_id` may take
                now, each with what a person reads.
            conflict_id (list[VoyagesApplyActionCostAffordanceChoicesConflictIdItem]): The values `conflict_id` may take
                now, each with what a person reads.
            cost_id (list[VoyagesApplyActionCostAffordanceChoicesCostIdItem]): The values `cost_id` may take now, each with
                what a person reads.
     """

    character_id: list[VoyagesApplyActionCostAffordanceChoicesCharacterIdItem]
    conflict_id: list[VoyagesApplyActionCostAffordanceChoicesConflictIdItem]
    cost_id: list[VoyagesApplyActionCostAffordanceChoicesCostIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_apply_action_cost_affordance_choices_character_id_item import VoyagesApplyActionCostAffordanceChoicesCharacterIdItem # noqa: PLC0415
        from ..models.voyages_apply_action_cost_affordance_choices_conflict_id_item import VoyagesApplyActionCostAffordanceChoicesConflictIdItem # noqa: PLC0415
        from ..models.voyages_apply_action_cost_affordance_choices_cost_id_item import VoyagesApplyActionCostAffordanceChoicesCostIdItem # noqa: PLC0415
        character_id = []
        for character_id_item_data in self.character_id:
            character_id_item = character_id_item_data.to_dict()
            character_id.append(character_id_item)



        conflict_id = []
        for conflict_id_item_data in self.conflict_id:
            conflict_id_item = conflict_id_item_data.to_dict()
            conflict_id.append(conflict_id_item)



        cost_id = []
        for cost_id_item_data in self.cost_id:
            cost_id_item = cost_id_item_data.to_dict()
            cost_id.append(cost_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "conflict_id": conflict_id,
            "cost_id": cost_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_apply_action_cost_affordance_choices_character_id_item import VoyagesApplyActionCostAffordanceChoicesCharacterIdItem # noqa: PLC0415
        from ..models.voyages_apply_action_cost_affordance_choices_conflict_id_item import VoyagesApplyActionCostAffordanceChoicesConflictIdItem # noqa: PLC0415
        from ..models.voyages_apply_action_cost_affordance_choices_cost_id_item import VoyagesApplyActionCostAffordanceChoicesCostIdItem # noqa: PLC0415
        d = dict(src_dict)
        character_id = []
        _character_id = d.pop("character_id")
        for character_id_item_data in (_character_id):
            character_id_item = VoyagesApplyActionCostAffordanceChoicesCharacterIdItem.from_dict(character_id_item_data)



            character_id.append(character_id_item)


        conflict_id = []
        _conflict_id = d.pop("conflict_id")
        for conflict_id_item_data in (_conflict_id):
            conflict_id_item = VoyagesApplyActionCostAffordanceChoicesConflictIdItem.from_dict(conflict_id_item_data)



            conflict_id.append(conflict_id_item)


        cost_id = []
        _cost_id = d.pop("cost_id")
        for cost_id_item_data in (_cost_id):
            cost_id_item = VoyagesApplyActionCostAffordanceChoicesCostIdItem.from_dict(cost_id_item_data)



            cost_id.append(cost_id_item)


        voyages_apply_action_cost_affordance_choices = cls(
            character_id=character_id,
            conflict_id=conflict_id,
            cost_id=cost_id,
        )

        return voyages_apply_action_cost_affordance_choices

