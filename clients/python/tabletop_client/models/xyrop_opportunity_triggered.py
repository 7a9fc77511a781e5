from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="XyropOpportunityTriggered")



@_attrs_define
class XyropOpportunityTriggered:
    """ The gm's 1s let a player create an opportunity.

        Attributes:
            character_id (str): The character concerned (an id from the game's `characters`).
            contest_id (str): The contest concerned: the one a `RollAction` opened.
            description (str): What it is, as the table words it.
            element_id (str): The table element concerned (an id from the state's `elements`).
     """

    character_id: str
    contest_id: str
    description: str
    element_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        contest_id = self.contest_id

        description = self.description

        element_id = self.element_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "character_id": character_id,
            "contest_id": contest_id,
            "description": description,
            "element_id": element_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        contest_id = d.pop("contest_id")

        description = d.pop("description")

        element_id = d.pop("element_id")

        xyrop_opportunity_triggered = cls(
            character_id=character_id,
            contest_id=contest_id,
            description=description,
            element_id=element_id,
        )


        xyrop_opportunity_triggered.additional_properties = d
        return xyrop_opportunity_triggered

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
