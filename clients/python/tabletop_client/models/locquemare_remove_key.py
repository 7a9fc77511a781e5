from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.locquemare_remove_key_type import LocquemareRemoveKeyType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LocquemareRemoveKey")



@_attrs_define
class LocquemareRemoveKey:
    """ Adversity: remove a situation, complication or elan key.

        Attributes:
            key_id (str): The key concerned (an id from the table's `keys`).
            type_ (LocquemareRemoveKeyType): The message's tag: `RemoveKey`.
            reason (None | str | Unset): Why, in a few words.
     """

    key_id: str
    type_: LocquemareRemoveKeyType
    reason: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        key_id = self.key_id

        type_ = self.type_.value

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key_id": key_id,
            "type": type_,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key_id = d.pop("key_id")

        type_ = LocquemareRemoveKeyType(d.pop("type"))




        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))


        locquemare_remove_key = cls(
            key_id=key_id,
            type_=type_,
            reason=reason,
        )

        return locquemare_remove_key

