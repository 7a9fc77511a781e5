from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareDangerTokenSpent")



@_attrs_define
class LocquemareDangerTokenSpent:
    """ The Adversity spent a danger token.

        Attributes:
            purpose (str): What the token was spent for.
            remaining (int | None): Null when hidden from this seat.
     """

    purpose: str
    remaining: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        purpose = self.purpose

        remaining: int | None
        remaining = self.remaining


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "purpose": purpose,
            "remaining": remaining,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        purpose = d.pop("purpose")

        def _parse_remaining(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        remaining = _parse_remaining(d.pop("remaining"))


        locquemare_danger_token_spent = cls(
            purpose=purpose,
            remaining=remaining,
        )


        locquemare_danger_token_spent.additional_properties = d
        return locquemare_danger_token_spent

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
