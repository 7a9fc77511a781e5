from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_join_conflict_affordance_choices_group_mode_item_value import VoyagesJoinConflictAffordanceChoicesGroupModeItemValue
from ..types import UNSET, Unset






T = TypeVar("T", bound="VoyagesJoinConflictAffordanceChoicesGroupModeItem")



@_attrs_define
class VoyagesJoinConflictAffordanceChoicesGroupModeItem:
    """ 
        Attributes:
            label (str): What a person reads.
            value (VoyagesJoinConflictAffordanceChoicesGroupModeItemValue): A value the field may take now (as the command's
                field types it: one element of a list field, one key of a map field).
            character_id (str | Unset): Only when sending the command for this character.
     """

    label: str
    value: VoyagesJoinConflictAffordanceChoicesGroupModeItemValue
    character_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        label = self.label

        value = self.value.value

        character_id = self.character_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "label": label,
            "value": value,
        })
        if character_id is not UNSET:
            field_dict["character_id"] = character_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        value = VoyagesJoinConflictAffordanceChoicesGroupModeItemValue(d.pop("value"))




        character_id = d.pop("character_id", UNSET)

        voyages_join_conflict_affordance_choices_group_mode_item = cls(
            label=label,
            value=value,
            character_id=character_id,
        )

        return voyages_join_conflict_affordance_choices_group_mode_item

