from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.voyages_remove_adjective_type import VoyagesRemoveAdjectiveType
from ..types import UNSET, Unset






T = TypeVar("T", bound="VoyagesRemoveAdjective")



@_attrs_define
class VoyagesRemoveAdjective:
    """ GM: remove an adjective.

        Attributes:
            adjective_id (str): The adjective concerned (an id from a character's or thing's `adjectives`).
            type_ (VoyagesRemoveAdjectiveType): The message's tag: `RemoveAdjective`.
            reason (str | Unset): Why, in a few words (shown in the session log). Default: ''.
     """

    adjective_id: str
    type_: VoyagesRemoveAdjectiveType
    reason: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        adjective_id = self.adjective_id

        type_ = self.type_.value

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "adjective_id": adjective_id,
            "type": type_,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        adjective_id = d.pop("adjective_id")

        type_ = VoyagesRemoveAdjectiveType(d.pop("type"))




        reason = d.pop("reason", UNSET)

        voyages_remove_adjective = cls(
            adjective_id=adjective_id,
            type_=type_,
            reason=reason,
        )

        return voyages_remove_adjective

