from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="XyropSessionEnded")



@_attrs_define
class XyropSessionEnded:
    """ The session closed; the contests still awaiting opposition are cancelled.

    `cancelled_contest_id` is the first of `cancelled_contest_ids` (older readers).

        Attributes:
            cancelled_contest_id (None | str): The contest the end of the session cancelled; null: none.
            cancelled_contest_ids (list[str]): The contests the end of the session cancelled.
            session_number (int): The session's number (1 for the first).
     """

    cancelled_contest_id: None | str
    cancelled_contest_ids: list[str]
    session_number: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cancelled_contest_id: None | str
        cancelled_contest_id = self.cancelled_contest_id

        cancelled_contest_ids = self.cancelled_contest_ids



        session_number = self.session_number


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cancelled_contest_id": cancelled_contest_id,
            "cancelled_contest_ids": cancelled_contest_ids,
            "session_number": session_number,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_cancelled_contest_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        cancelled_contest_id = _parse_cancelled_contest_id(d.pop("cancelled_contest_id"))


        cancelled_contest_ids = cast(list[str], d.pop("cancelled_contest_ids"))


        session_number = d.pop("session_number")

        xyrop_session_ended = cls(
            cancelled_contest_id=cancelled_contest_id,
            cancelled_contest_ids=cancelled_contest_ids,
            session_number=session_number,
        )


        xyrop_session_ended.additional_properties = d
        return xyrop_session_ended

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
