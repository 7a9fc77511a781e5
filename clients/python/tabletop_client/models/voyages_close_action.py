from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_close_action_type import VoyagesCloseActionType






T = TypeVar("T", bound="VoyagesCloseAction")



@_attrs_define
class VoyagesCloseAction:
    """ GM: close an action.

        Attributes:
            action_id (str): The action concerned (an id from the table's `actions`).
            type_ (VoyagesCloseActionType): The message's tag: `CloseAction`.
     """

    action_id: str
    type_: VoyagesCloseActionType





    def to_dict(self) -> dict[str, Any]:
        action_id = self.action_id

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action_id": action_id,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action_id = d.pop("action_id")

        type_ = VoyagesCloseActionType(d.pop("type"))




        voyages_close_action = cls(
            action_id=action_id,
            type_=type_,
        )

        return voyages_close_action

