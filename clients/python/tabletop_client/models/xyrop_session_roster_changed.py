from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="XyropSessionRosterChanged")



@_attrs_define
class XyropSessionRosterChanged:
    """ The characters present in the session changed.

        Attributes:
            present_character_ids (list[str]): The characters present in the session.
            session_number (int): The session's number (1 for the first).
     """

    present_character_ids: list[str]
    session_number: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        present_character_ids = self.present_character_ids



        session_number = self.session_number


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "present_character_ids": present_character_ids,
            "session_number": session_number,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        present_character_ids = cast(list[str], d.pop("present_character_ids"))


        session_number = d.pop("session_number")

        xyrop_session_roster_changed = cls(
            present_character_ids=present_character_ids,
            session_number=session_number,
        )


        xyrop_session_roster_changed.additional_properties = d
        return xyrop_session_roster_changed

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
