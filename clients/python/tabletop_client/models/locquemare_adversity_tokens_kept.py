from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LocquemareAdversityTokensKept")



@_attrs_define
class LocquemareAdversityTokensKept:
    """ The Adversity accepted defeat: she keeps her tokens and gains 2.

        Attributes:
            bonus (int): Tokens the Adversity gains at the scene's end for conceding (2).
            kept (int | None): Null when hidden from this seat.
     """

    bonus: int
    kept: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        bonus = self.bonus

        kept: int | None
        kept = self.kept


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bonus": bonus,
            "kept": kept,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bonus = d.pop("bonus")

        def _parse_kept(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        kept = _parse_kept(d.pop("kept"))


        locquemare_adversity_tokens_kept = cls(
            bonus=bonus,
            kept=kept,
        )


        locquemare_adversity_tokens_kept.additional_properties = d
        return locquemare_adversity_tokens_kept

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
