from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_end_session_type import ArdriEndSessionType






T = TypeVar("T", bound="ArdriEndSession")



@_attrs_define
class ArdriEndSession:
    """ Gm closes the session: stored successes vanish, rolls close.

        Attributes:
            type_ (ArdriEndSessionType): The message's tag: `EndSession`.
     """

    type_: ArdriEndSessionType





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ArdriEndSessionType(d.pop("type"))




        ardri_end_session = cls(
            type_=type_,
        )

        return ardri_end_session

