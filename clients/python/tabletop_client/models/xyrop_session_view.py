from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="XyropSessionView")



@_attrs_define
class XyropSessionView:
    """ The active session: who is present, its contests' ids.

        Attributes:
            awaiting_contest_ids (list[str]): Contests of the session still waiting for their opposition.
            contest_ids (list[str]): The contests the opposition answers.
            current_contest_id (None | str): The session's current contest; null: none.
            present_character_ids (list[str]): The characters present in the session.
            session_number (int): The session's number (1 for the first).
     """

    awaiting_contest_ids: list[str]
    contest_ids: list[str]
    current_contest_id: None | str
    present_character_ids: list[str]
    session_number: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        awaiting_contest_ids = self.awaiting_contest_ids



        contest_ids = self.contest_ids



        current_contest_id: None | str
        current_contest_id = self.current_contest_id

        present_character_ids = self.present_character_ids



        session_number = self.session_number


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "awaiting_contest_ids": awaiting_contest_ids,
            "contest_ids": contest_ids,
            "current_contest_id": current_contest_id,
            "present_character_ids": present_character_ids,
            "session_number": session_number,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        awaiting_contest_ids = cast(list[str], d.pop("awaiting_contest_ids"))


        contest_ids = cast(list[str], d.pop("contest_ids"))


        def _parse_current_contest_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        current_contest_id = _parse_current_contest_id(d.pop("current_contest_id"))


        present_character_ids = cast(list[str], d.pop("present_character_ids"))


        session_number = d.pop("session_number")

        xyrop_session_view = cls(
            awaiting_contest_ids=awaiting_contest_ids,
            contest_ids=contest_ids,
            current_contest_id=current_contest_id,
            present_character_ids=present_character_ids,
            session_number=session_number,
        )


        xyrop_session_view.additional_properties = d
        return xyrop_session_view

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
