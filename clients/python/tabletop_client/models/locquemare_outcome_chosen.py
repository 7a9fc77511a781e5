from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareOutcomeChosen")



@_attrs_define
class LocquemareOutcomeChosen:
    """ An option of the menu was chosen (or applied, when it was the only one).

        Attributes:
            action_id (str): The action concerned (the table's open `action`).
            option (str): The option chosen.
     """

    action_id: str
    option: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        action_id = self.action_id

        option = self.option


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action_id": action_id,
            "option": option,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action_id = d.pop("action_id")

        option = d.pop("option")

        locquemare_outcome_chosen = cls(
            action_id=action_id,
            option=option,
        )


        locquemare_outcome_chosen.additional_properties = d
        return locquemare_outcome_chosen

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
