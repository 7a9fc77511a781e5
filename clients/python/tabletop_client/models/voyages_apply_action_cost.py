from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_apply_action_cost_type import VoyagesApplyActionCostType






T = TypeVar("T", bound="VoyagesApplyActionCost")



@_attrs_define
class VoyagesApplyActionCost:
    """ GM: inflict an action cost on a character.

        Attributes:
            character_id (str): The character concerned (an id from the table's `characters`).
            conflict_id (str): The conflict concerned (an id from the table's `conflicts`).
            cost_id (str): The action cost concerned (an id from the conflict's `action_costs`).
            type_ (VoyagesApplyActionCostType): The message's tag: `ApplyActionCost`.
     """

    character_id: str
    conflict_id: str
    cost_id: str
    type_: VoyagesApplyActionCostType





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        conflict_id = self.conflict_id

        cost_id = self.cost_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "character_id": character_id,
            "conflict_id": conflict_id,
            "cost_id": cost_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        conflict_id = d.pop("conflict_id")

        cost_id = d.pop("cost_id")

        type_ = VoyagesApplyActionCostType(d.pop("type"))




        voyages_apply_action_cost = cls(
            character_id=character_id,
            conflict_id=conflict_id,
            cost_id=cost_id,
            type_=type_,
        )

        return voyages_apply_action_cost

