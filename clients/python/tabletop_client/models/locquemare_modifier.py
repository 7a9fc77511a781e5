from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LocquemareModifier")



@_attrs_define
class LocquemareModifier:
    """ A difficulty modifier from an adversary's or obstacle's ability.

        Attributes:
            reason (str): Why, in a few words.
            value (int): The modifier's value (+ or -).
     """

    reason: str
    value: int





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        value = d.pop("value")

        locquemare_modifier = cls(
            reason=reason,
            value=value,
        )

        return locquemare_modifier

