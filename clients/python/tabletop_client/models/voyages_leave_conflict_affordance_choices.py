from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_leave_conflict_affordance_choices_character_id_item import VoyagesLeaveConflictAffordanceChoicesCharacterIdItem
  from ..models.voyages_leave_conflict_affordance_choices_conflict_id_item import VoyagesLeaveConflictAffordanceChoicesConflictIdItem





T = TypeVar("T", bound="VoyagesLeaveConflictAffordanceChoices")



@_attrs_define
class VoyagesLeaveConflictAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            character_id (list[VoyagesLeaveConflictAffordanceChoicesCharacterIdItem]): The values `character_id` may take
                now, each with what a person reads.
            conflict_id (list[VoyagesLeaveConflictAffordanceChoicesConflictIdItem]): The values `conflict_id` may take now,
                each with what a person reads.
     """

    character_id: list[VoyagesLeaveConflictAffordanceChoicesCharacterIdItem]
    conflict_id: list[VoyagesLeaveConflictAffordanceChoicesConflictIdItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_leave_conflict_affordance_choices_character_id_item import VoyagesLeaveConflictAffordanceChoicesCharacterIdItem # noqa: PLC0415
        from ..models.voyages_leave_conflict_affordance_choices_conflict_id_item import VoyagesLeaveConflictAffordanceChoicesConflictIdItem # noqa: PLC0415
        character_id = []
        for character_id_item_data in self.character_id:
            character_id_item = character_id_item_data.to_dict()
            character_id.append(character_id_item)



        conflict_id = []
        for conflict_id_item_data in self.conflict_id:
            conflict_id_item = conflict_id_item_data.to_dict()
            conflict_id.append(conflict_id_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "conflict_id": conflict_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_leave_conflict_affordance_choices_character_id_item import VoyagesLeaveConflictAffordanceChoicesCharacterIdItem # noqa: PLC0415
        from ..models.voyages_leave_conflict_affordance_choices_conflict_id_item import VoyagesLeaveConflictAffordanceChoicesConflictIdItem # noqa: PLC0415
        d = dict(src_dict)
        character_id = []
        _character_id = d.pop("character_id")
        for character_id_item_data in (_character_id):
            character_id_item = VoyagesLeaveConflictAffordanceChoicesCharacterIdItem.from_dict(character_id_item_data)



            character_id.append(character_id_item)


        conflict_id = []
        _conflict_id = d.pop("conflict_id")
        for conflict_id_item_data in (_conflict_id):
            conflict_id_item = VoyagesLeaveConflictAffordanceChoicesConflictIdItem.from_dict(conflict_id_item_data)



            conflict_id.append(conflict_id_item)


        voyages_leave_conflict_affordance_choices = cls(
            character_id=character_id,
            conflict_id=conflict_id,
        )

        return voyages_leave_conflict_affordance_choices

