from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.voyages_join_conflict_affordance_choices_character_id_item import VoyagesJoinConflictAffordanceChoicesCharacterIdItem
  from ..models.voyages_join_conflict_affordance_choices_conflict_id_item import VoyagesJoinConflictAffordanceChoicesConflictIdItem
  from ..models.voyages_join_conflict_affordance_choices_group_mode_item import VoyagesJoinConflictAffordanceChoicesGroupModeItem





T = TypeVar("T", bound="VoyagesJoinConflictAffordanceChoices")



@_attrs_define
class VoyagesJoinConflictAffordanceChoices:
    """ Field -> the values the state allows now (a path such as `a.b` or `m.*` for a field inside a list or a map).

        Attributes:
            character_id (list[VoyagesJoinConflictAffordanceChoicesCharacterIdItem]): The values `character_id` may take
                now, each with what a person reads.
            conflict_id (list[VoyagesJoinConflictAffordanceChoicesConflictIdItem]): The values `conflict_id` may take now,
                each with what a person reads.
            group_mode (list[VoyagesJoinConflictAffordanceChoicesGroupModeItem]): The values `group_mode` may take now, each
                with what a person reads.
     """

    character_id: list[VoyagesJoinConflictAffordanceChoicesCharacterIdItem]
    conflict_id: list[VoyagesJoinConflictAffordanceChoicesConflictIdItem]
    group_mode: list[VoyagesJoinConflictAffordanceChoicesGroupModeItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.voyages_join_conflict_affordance_choices_character_id_item import VoyagesJoinConflictAffordanceChoicesCharacterIdItem # noqa: PLC0415
        from ..models.voyages_join_conflict_affordance_choices_conflict_id_item import VoyagesJoinConflictAffordanceChoicesConflictIdItem # noqa: PLC0415
        from ..models.voyages_join_conflict_affordance_choices_group_mode_item import VoyagesJoinConflictAffordanceChoicesGroupModeItem # noqa: PLC0415
        character_id = []
        for character_id_item_data in self.character_id:
            character_id_item = character_id_item_data.to_dict()
            character_id.append(character_id_item)



        conflict_id = []
        for conflict_id_item_data in self.conflict_id:
            conflict_id_item = conflict_id_item_data.to_dict()
            conflict_id.append(conflict_id_item)



        group_mode = []
        for group_mode_item_data in self.group_mode:
            group_mode_item = group_mode_item_data.to_dict()
            group_mode.append(group_mode_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "conflict_id": conflict_id,
            "group_mode": group_mode,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.voyages_join_conflict_affordance_choices_character_id_item import VoyagesJoinConflictAffordanceChoicesCharacterIdItem # noqa: PLC0415
        from ..models.voyages_join_conflict_affordance_choices_conflict_id_item import VoyagesJoinConflictAffordanceChoicesConflictIdItem # noqa: PLC0415
        from ..models.voyages_join_conflict_affordance_choices_group_mode_item import VoyagesJoinConflictAffordanceChoicesGroupModeItem # noqa: PLC0415
        d = dict(src_dict)
        character_id = []
        _character_id = d.pop("character_id")
        for character_id_item_data in (_character_id):
            character_id_item = VoyagesJoinConflictAffordanceChoicesCharacterIdItem.from_dict(character_id_item_data)



            character_id.append(character_id_item)


        conflict_id = []
        _conflict_id = d.pop("conflict_id")
        for conflict_id_item_data in (_conflict_id):
            conflict_id_item = VoyagesJoinConflictAffordanceChoicesConflictIdItem.from_dict(conflict_id_item_data)



            conflict_id.append(conflict_id_item)


        group_mode = []
        _group_mode = d.pop("group_mode")
        for group_mode_item_data in (_group_mode):
            group_mode_item = VoyagesJoinConflictAffordanceChoicesGroupModeItem.from_dict(group_mode_item_data)



            group_mode.append(group_mode_item)


        voyages_join_conflict_affordance_choices = cls(
            character_id=character_id,
            conflict_id=conflict_id,
            group_mode=group_mode,
        )

        return voyages_join_conflict_affordance_choices

