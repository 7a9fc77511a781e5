from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ardri_discarded_murphy import ArdriDiscardedMurphy





T = TypeVar("T", bound="ArdriSessionEnded")



@_attrs_define
class ArdriSessionEnded:
    """ The session closed: stored successes discarded, rolls closed.

        Attributes:
            cancelled_concurrence_ids (list[str]): The concurrences still open that the end of the session cancelled.
            discarded_murphy (list[ArdriDiscardedMurphy]): The stored Murphy successes lost at the end of the session, per
                character.
            session_number (int): The session's number (1 for the first).
     """

    cancelled_concurrence_ids: list[str]
    discarded_murphy: list[ArdriDiscardedMurphy]
    session_number: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ardri_discarded_murphy import ArdriDiscardedMurphy # noqa: PLC0415
        cancelled_concurrence_ids = self.cancelled_concurrence_ids



        discarded_murphy = []
        for discarded_murphy_item_data in self.discarded_murphy:
            discarded_murphy_item = discarded_murphy_item_data.to_dict()
            discarded_murphy.append(discarded_murphy_item)



        session_number = self.session_number


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cancelled_concurrence_ids": cancelled_concurrence_ids,
            "discarded_murphy": discarded_murphy,
            "session_number": session_number,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ardri_discarded_murphy import ArdriDiscardedMurphy # noqa: PLC0415
        d = dict(src_dict)
        cancelled_concurrence_ids = cast(list[str], d.pop("cancelled_concurrence_ids"))


        discarded_murphy = []
        _discarded_murphy = d.pop("discarded_murphy")
        for discarded_murphy_item_data in (_discarded_murphy):
            discarded_murphy_item = ArdriDiscardedMurphy.from_dict(discarded_murphy_item_data)



            discarded_murphy.append(discarded_murphy_item)


        session_number = d.pop("session_number")

        ardri_session_ended = cls(
            cancelled_concurrence_ids=cancelled_concurrence_ids,
            discarded_murphy=discarded_murphy,
            session_number=session_number,
        )


        ardri_session_ended.additional_properties = d
        return ardri_session_ended

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
