from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="XyropParticipant")



@_attrs_define
class XyropParticipant:
    """ A character at the end of an adventure and the experience it opens.

        Attributes:
            adventures_completed (int): Adventures the character completed (every third brings a milestone advance).
            character_id (str): The character concerned (an id from the game's `characters`).
            milestone (bool): True when a milestone advance is pending.
            swap (bool): True when an experience swap is pending.
     """

    adventures_completed: int
    character_id: str
    milestone: bool
    swap: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        adventures_completed = self.adventures_completed

        character_id = self.character_id

        milestone = self.milestone

        swap = self.swap


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "adventures_completed": adventures_completed,
            "character_id": character_id,
            "milestone": milestone,
            "swap": swap,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        adventures_completed = d.pop("adventures_completed")

        character_id = d.pop("character_id")

        milestone = d.pop("milestone")

        swap = d.pop("swap")

        xyrop_participant = cls(
            adventures_completed=adventures_completed,
            character_id=character_id,
            milestone=milestone,
            swap=swap,
        )


        xyrop_participant.additional_properties = d
        return xyrop_participant

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
