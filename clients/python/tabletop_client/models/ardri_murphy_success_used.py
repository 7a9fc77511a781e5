from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_murphy_success_used_outcome_after import ArdriMurphySuccessUsedOutcomeAfter






T = TypeVar("T", bound="ArdriMurphySuccessUsed")



@_attrs_define
class ArdriMurphySuccessUsed:
    """ A stored success completed the character's own failed roll.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            outcome_after (ArdriMurphySuccessUsedOutcomeAfter): The roll's outcome once the success was added.
            roll_id (str): The roll concerned (an id from the state's `open_rolls`).
            stored_success_id (str): The stored Murphy success concerned (an id from the character's `murphy.stored`).
            total_successes_after (int): The roll's successes once the success was added.
            value (int): The success's die value (1 to 10): added only to a roll with a threshold at least as high.
     """

    character_id: str
    outcome_after: ArdriMurphySuccessUsedOutcomeAfter
    roll_id: str
    stored_success_id: str
    total_successes_after: int
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        outcome_after = self.outcome_after.value

        roll_id = self.roll_id

        stored_success_id = self.stored_success_id

        total_successes_after = self.total_successes_after

        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "outcome_after": outcome_after,
            "roll_id": roll_id,
            "stored_success_id": stored_success_id,
            "total_successes_after": total_successes_after,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        outcome_after = ArdriMurphySuccessUsedOutcomeAfter(d.pop("outcome_after"))




        roll_id = d.pop("roll_id")

        stored_success_id = d.pop("stored_success_id")

        total_successes_after = d.pop("total_successes_after")

        value = d.pop("value")

        ardri_murphy_success_used = cls(
            character_id=character_id,
            outcome_after=outcome_after,
            roll_id=roll_id,
            stored_success_id=stored_success_id,
            total_successes_after=total_successes_after,
            value=value,
        )


        ardri_murphy_success_used.additional_properties = d
        return ardri_murphy_success_used

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
