from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ardri_change_session_roster_type import ArdriChangeSessionRosterType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ArdriChangeSessionRoster")



@_attrs_define
class ArdriChangeSessionRoster:
    """ Characters join or leave the running session.

        Attributes:
            type_ (ArdriChangeSessionRosterType): The message's tag: `ChangeSessionRoster`.
            add_ids (list[str] | Unset): Characters who join the session.
            remove_ids (list[str] | Unset): Characters who leave the session.
     """

    type_: ArdriChangeSessionRosterType
    add_ids: list[str] | Unset = UNSET
    remove_ids: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        add_ids: list[str] | Unset = UNSET
        if not isinstance(self.add_ids, Unset):
            add_ids = self.add_ids



        remove_ids: list[str] | Unset = UNSET
        if not isinstance(self.remove_ids, Unset):
            remove_ids = self.remove_ids




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if add_ids is not UNSET:
            field_dict["add_ids"] = add_ids
        if remove_ids is not UNSET:
            field_dict["remove_ids"] = remove_ids

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ArdriChangeSessionRosterType(d.pop("type"))




        add_ids = cast(list[str], d.pop("add_ids", UNSET))


        remove_ids = cast(list[str], d.pop("remove_ids", UNSET))


        ardri_change_session_roster = cls(
            type_=type_,
            add_ids=add_ids,
            remove_ids=remove_ids,
        )

        return ardri_change_session_roster

