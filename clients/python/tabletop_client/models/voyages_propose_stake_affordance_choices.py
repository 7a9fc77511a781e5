from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_propose_stake_affordance_choices_conflict_id_item import VoyagesProposeStakeAffordanceChoicesConflictIdItem
  from ..models.voyages_propose_stake_affordance_choices_owner_side_id_item import VoyagesProposeStakeAffordanceChoicesOwnerSideIdItem





T = TypeVar("T", bound="VoyagesProposeStakeAffordanceChoices")



@_attrs_define
class VoyagesProposeStakeAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            conflict_id (list[VoyagesProposeStakeAffordanceChoicesConflictIdItem]): The values `conflict_id` may take now,
                each with what a person reads.
            owner_side_id (list[VoyagesProposeStakeAffordanceChoicesOwnerSideIdItem]): The values `owner_side_id` may take
                now, each with what a person reads.
     """

    conflict_id: list[VoyagesProposeStakeAffordanceChoicesConflictIdItem]
    owner_side_id: list[VoyagesProposeStakeAffordanceChoicesOwnerSideIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_propose_stake_affordance_choices_conflict_id_item import VoyagesProposeStakeAffordanceChoicesConflictIdItem # noqa: PLC0415
        from ..models.voyages_propose_stake_affordance_choices_owner_side_id_item import VoyagesProposeStakeAffordanceChoicesOwnerSideIdItem # noqa: PLC0415
        conflict_id = []
        for conflict_id_item_data in self.conflict_id:
            conflict_id_item = conflict_id_item_data.to_dict()
            conflict_id.append(conflict_id_item)



        owner_side_id = []
        for owner_side_id_item_data in self.owner_side_id:
            owner_side_id_item = owner_side_id_item_data.to_dict()
            owner_side_id.append(owner_side_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "owner_side_id": owner_side_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_propose_stake_affordance_choices_conflict_id_item import VoyagesProposeStakeAffordanceChoicesConflictIdItem # noqa: PLC0415
        from ..models.voyages_propose_stake_affordance_choices_owner_side_id_item import VoyagesProposeStakeAffordanceChoicesOwnerSideIdItem # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = []
        _conflict_id = d.pop("conflict_id")
        for conflict_id_item_data in (_conflict_id):
            conflict_id_item = VoyagesProposeStakeAffordanceChoicesConflictIdItem.from_dict(conflict_id_item_data)



            conflict_id.append(conflict_id_item)


        owner_side_id = []
        _owner_side_id = d.pop("owner_side_id")
        for owner_side_id_item_data in (_owner_side_id):
            owner_side_id_item = VoyagesProposeStakeAffordanceChoicesOwnerSideIdItem.from_dict(owner_side_id_item_data)



            owner_side_id.append(owner_side_id_item)


        voyages_propose_stake_affordance_choices = cls(
            conflict_id=conflict_id,
            owner_side_id=owner_side_id,
        )

        return voyages_propose_stake_affordance_choices

