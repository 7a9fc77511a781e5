from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_start_session_type import ArdriStartSessionType
from typing import cast






T = TypeVar("T", bound="ArdriStartSession")



@_attrs_define
class ArdriStartSession:
    """ Open a session with the characters present at the table.

        Attributes:
            present_character_ids (list[str]): The characters present in the session.
            type_ (ArdriStartSessionType): The message's tag: `StartSession`.
     """

    present_character_ids: list[str]
    type_: ArdriStartSessionType





    def to_dict(self) -> dict[str, Any]:
        present_character_ids = self.present_character_ids



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "present_character_ids": present_character_ids,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        present_character_ids = cast(list[str], d.pop("present_character_ids"))


        type_ = ArdriStartSessionType(d.pop("type"))




        ardri_start_session = cls(
            present_character_ids=present_character_ids,
            type_=type_,
        )

        return ardri_start_session

