from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_surplus_success_given_outcome_after import ArdriSurplusSuccessGivenOutcomeAfter






T = TypeVar("T", bound="ArdriSurplusSuccessGiven")



@_attrs_define
class ArdriSurplusSuccessGiven:
    """ Mutual aid: a wasted success went to a partner on the same task.

        Attributes:
            die_index (int): Which trinity die (0 to 2) the success is taken from.
            from_character_id (str): The character who gave the success.
            from_roll_id (str): The giver's roll the wasted success is taken from.
            outcome_after (ArdriSurplusSuccessGivenOutcomeAfter): The roll's outcome once the success was added.
            to_character_id (str): The character who received the success.
            to_roll_id (str): The failed roll receiving the success.
            total_successes_after (int): The roll's successes once the success was added.
            value (int): The success's die value (1 to 10): added only to a roll with a threshold at least as high.
     """

    die_index: int
    from_character_id: str
    from_roll_id: str
    outcome_after: ArdriSurplusSuccessGivenOutcomeAfter
    to_character_id: str
    to_roll_id: str
    total_successes_after: int
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        die_index = self.die_index

        from_character_id = self.from_character_id

        from_roll_id = self.from_roll_id

        outcome_after = self.outcome_after.value

        to_character_id = self.to_character_id

        to_roll_id = self.to_roll_id

        total_successes_after = self.total_successes_after

        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "die_index": die_index,
            "from_character_id": from_character_id,
            "from_roll_id": from_roll_id,
            "outcome_after": outcome_after,
            "to_character_id": to_character_id,
            "to_roll_id": to_roll_id,
            "total_successes_after": total_successes_after,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        die_index = d.pop("die_index")

        from_character_id = d.pop("from_character_id")

        from_roll_id = d.pop("from_roll_id")

        outcome_after = ArdriSurplusSuccessGivenOutcomeAfter(d.pop("outcome_after"))




        to_character_id = d.pop("to_character_id")

        to_roll_id = d.pop("to_roll_id")

        total_successes_after = d.pop("total_successes_after")

        value = d.pop("value")

        ardri_surplus_success_given = cls(
            die_index=die_index,
            from_character_id=from_character_id,
            from_roll_id=from_roll_id,
            outcome_after=outcome_after,
            to_character_id=to_character_id,
            to_roll_id=to_roll_id,
            total_successes_after=total_successes_after,
            value=value,
        )


        ardri_surplus_success_given.additional_properties = d
        return ardri_surplus_success_given

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
