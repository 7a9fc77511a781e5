from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="VoyagesActionCostApplied")



@_attrs_define
class VoyagesActionCostApplied:
    """ An action cost hit a character.

        Attributes:
            character_id (str): The character concerned (an id from the table's `characters`).
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            cost_id (str): The action cost concerned (an id from the conflict's `action_costs`).
            effect_id (str): The effect concerned (an id from the table's `effects`: what a flaw may undo).
     """

    character_id: str
    conflict_id: str
    cost_id: str
    effect_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        conflict_id = self.conflict_id

        cost_id = self.cost_id

        effect_id = self.effect_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "conflict_id": conflict_id,
            "cost_id": cost_id,
            "effect_id": effect_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        conflict_id = d.pop("conflict_id")

        cost_id = d.pop("cost_id")

        effect_id = d.pop("effect_id")

        voyages_action_cost_applied = cls(
            character_id=character_id,
            conflict_id=conflict_id,
            cost_id=cost_id,
            effect_id=effect_id,
        )


        voyages_action_cost_applied.additional_properties = d
        return voyages_action_cost_applied

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
