from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_end_conflict_affordance_choices_conflict_id_item import VoyagesEndConflictAffordanceChoicesConflictIdItem
  from ..models.voyages_end_conflict_affordance_choices_reason_item import VoyagesEndConflictAffordanceChoicesReasonItem





T = TypeVar("T", bound="VoyagesEndConflictAffordanceChoices")



@_attrs_define
class VoyagesEndConflictAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            conflict_id (list[VoyagesEndConflictAffordanceChoicesConflictIdItem]): The values `conflict_id` may take now,
                each with what a person reads.
            reason (list[VoyagesEndConflictAffordanceChoicesReasonItem]): The values `reason` may take now, each with what a
                person reads.
     """

    conflict_id: list[VoyagesEndConflictAffordanceChoicesConflictIdItem]
    reason: list[VoyagesEndConflictAffordanceChoicesReasonItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_end_conflict_affordance_choices_conflict_id_item import VoyagesEndConflictAffordanceChoicesConflictIdItem # noqa: PLC0415
        from ..models.voyages_end_conflict_affordance_choices_reason_item import VoyagesEndConflictAffordanceChoicesReasonItem # noqa: PLC0415
        conflict_id = []
        for conflict_id_item_data in self.conflict_id:
            conflict_id_item = conflict_id_item_data.to_dict()
            conflict_id.append(conflict_id_item)



        reason = []
        for reason_item_data in self.reason:
            reason_item = reason_item_data.to_dict()
            reason.append(reason_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "conflict_id": conflict_id,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_end_conflict_affordance_choices_conflict_id_item import VoyagesEndConflictAffordanceChoicesConflictIdItem # noqa: PLC0415
        from ..models.voyages_end_conflict_affordance_choices_reason_item import VoyagesEndConflictAffordanceChoicesReasonItem # noqa: PLC0415
        d = dict(src_dict)
        conflict_id = []
        _conflict_id = d.pop("conflict_id")
        for conflict_id_item_data in (_conflict_id):
            conflict_id_item = VoyagesEndConflictAffordanceChoicesConflictIdItem.from_dict(conflict_id_item_data)



            conflict_id.append(conflict_id_item)


        reason = []
        _reason = d.pop("reason")
        for reason_item_data in (_reason):
            reason_item = VoyagesEndConflictAffordanceChoicesReasonItem.from_dict(reason_item_data)



            reason.append(reason_item)


        voyages_end_conflict_affordance_choices = cls(
            conflict_id=conflict_id,
            reason=reason,
        )

        return voyages_end_conflict_affordance_choices

