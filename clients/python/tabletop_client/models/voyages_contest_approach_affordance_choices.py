from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_contest_approach_affordance_choices_conflict_id_item import VoyagesContestApproachAffordanceChoicesConflictIdItem
  from ..models.voyages_contest_approach_affordance_choices_side_ids_item import VoyagesContestApproachAffordanceChoicesSideIdsItem





T = TypeVar("T", bound="VoyagesContestApproachAffordanceChoices")



@_attrs_define
class VoyagesContestApproachAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            conflict_id (list[VoyagesContestApproachAffordanceChoicesConflictIdItem]): The values `conflict_id` may take
                now, each with what a person reads.
            side_ids (list[VoyagesContestApproachAffordanceChoicesSideIdsItem]): The values `side_ids` may take now, each
                with what a person reads.
     """

    conflict_id: list[VoyagesContestApproachAffordanceChoicesConflictIdItem]
    side_ids: list[VoyagesContestApproachAffordanceChoicesSideIdsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_contest_approach_affordance_choices_conflict_id_item import VoyagesContestApproachAffordanceChoicesConflictIdItem # noqa: PLC0415
        from ..models.voyages_contest_approach_affordance_choices_side_ids_item import VoyagesContestApproachAffordanceChoicesSideIdsItem # noqa: PLC0415
        conflict_id = []
        for conflict_id_item_data in self.conflict_id:
            conflict_id_item = conflict_id_item_data.to_dict()
            conflict_id.append(conflict_id_item)



        side_ids = []
        for side_ids_item_data in self.side_ids:
            side_ids_item = side_ids_item_data.to_dict()
            side_ids.append(side_ids_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "side_ids": side_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_contest_approach_affordance_choices_conflict_id_item import VoyagesContestApproachAffordanceChoicesConflictIdItem # noqa: PLC0415
        from ..models.voyages_contest_approach_affordance_choices_side_ids_item import VoyagesContestApproachAffordanceChoicesSideIdsItem # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = []
        _conflict_id = d.pop("conflict_id")
        for conflict_id_item_data in (_conflict_id):
            conflict_id_item = VoyagesContestApproachAffordanceChoicesConflictIdItem.from_dict(conflict_id_item_data)



            conflict_id.append(conflict_id_item)


        side_ids = []
        _side_ids = d.pop("side_ids")
        for side_ids_item_data in (_side_ids):
            side_ids_item = VoyagesContestApproachAffordanceChoicesSideIdsItem.from_dict(side_ids_item_data)



            side_ids.append(side_ids_item)


        voyages_contest_approach_affordance_choices = cls(
            conflict_id=conflict_id,
            side_ids=side_ids,
        )

        return voyages_contest_approach_affordance_choices

